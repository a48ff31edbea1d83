import type { ReactNode } from 'react'
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useMatches,
  useRouteError,
  useRouteLoaderData,
} from 'react-router'
import type { Route } from './+types/root'
import { AnalyticsConsent, PageTracking, SiteFooter, SiteHeader } from './features/site-shell'
import { getSiteShell } from './features/site-shell/index.server'
import { HolidaySearchModal } from './features/holiday-search'
import { WishlistAccountProvider } from './features/wishlist'
import { CSRF_COOKIE_NAME, CSRF_PAGE_GLOBAL } from './lib/constants'
import appStylesHref from './styles/app.css?url'
import { turnOffZodJit } from './lib/zod-jitless'

// In the browser, before any route module builds a Zod schema: the root route's module is evaluated first, ahead
// of the page's own (React Router imports them in that order, and the entry module after them). No CSP violation
// from Zod's eval probe (app/lib/zod-jitless.ts); the server keeps Zod's compiled parsers.
if (typeof document !== 'undefined') turnOffZodJit()

/*
 * Every page's stylesheets are also preloaded. React writes the hoisted <link>s (these preloads, and the
 * modulepreload of every script chunk) into <head> before the plain <link rel=stylesheet> elements, so without the
 * preload a page's own CSS was requested after some 30 script chunks: the browser and Lighthouse's simulated slow 4G
 * then waited for scripts before the first paint (bench/README.md, "Lighthouse"). Route modules do the same.
 */
export const links: Route.LinksFunction = () => [
  { rel: 'preload', href: appStylesHref, as: 'style' },
  { rel: 'stylesheet', href: appStylesHref },
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
]

/** Only used when an error boundary renders: every page route sets its own title. */
export const meta: Route.MetaFunction = ({ error, loaderData }) => {
  if (!error) return []
  const notFound = isRouteErrorResponse(error) && error.status === 404
  const brandName = loaderData?.brand.name
  const title = notFound ? 'Page not found' : 'Sorry, something went wrong'
  return [{ title: brandName ? `${title} | ${brandName}` : title }, { name: 'robots', content: 'noindex' }]
}

/**
 * Paths whose pages never wear the site's header and footer (their routes' handle says bareLayout): the back office
 * and the sandbox card page. Their requests skip the menu and footer queries; `.data` is a client navigation's URL.
 */
function isBarePath(pathname: string): boolean {
  return /^\/(?:admin|payments\/sandbox)(?:[/.]|$)/.test(pathname)
}

export async function loader({ context, request }: Route.LoaderArgs) {
  const { brand } = context
  const shell = isBarePath(new URL(request.url).pathname) ? null : await getSiteShell(context.db, brand)
  return {
    brand: {
      id: brand.id,
      name: brand.name,
      brandNameFormatted: brand.nameFormatted,
      isCoach: brand.isCoach,
      phone: brand.phone,
      marketCode: brand.marketCode,
      currency: brand.currency,
      cultureCode: brand.cultureCode,
    },
    nonce: context.cspNonce,
    gtmId: context.site.gtmId,
    shell,
    // Signed in: the header's name (app/entry.server.tsx then keeps the whole render private). Signed out: null,
    // and the render is the shared one every signed-out visitor gets.
    customer: context.customer ? { name: customerName(context.customer) } : null,
  }
}

function customerName(customer: { firstName: string | null; lastName: string | null; email: string }): string {
  return [customer.firstName, customer.lastName].filter(Boolean).join(' ') || customer.email
}

export type RootData = Awaited<ReturnType<typeof loader>>

export function useRootData(): RootData | undefined {
  return useRouteLoaderData<typeof loader>('root')
}

/*
 * The CSRF page global (discovery §7) is read from the XSRF-TOKEN cookie the server set, rather than written into the
 * HTML: the document then holds nothing personal and can be cached and shared (server/page-cache.ts).
 */
const PAGE_GLOBALS_SCRIPT = `window.${CSRF_PAGE_GLOBAL}=(function(){var m=document.cookie.match(/(?:^|;\\s*)${CSRF_COOKIE_NAME}=([^;]*)/);return m?decodeURIComponent(m[1]):undefined})();window.dataLayer=window.dataLayer||[];`

/**
 * A route whose `handle` says `{ bareLayout: true }` renders without the site's header, footer, search modal and page
 * tracking: the pages shown inside the checkout's card frame (the sandbox hosted card page, issue 11).
 */
export interface LayoutHandle {
  bareLayout?: boolean
  /**
   * The main landmark's name. A page shown inside another page's frame (the card page) names its main, so the two
   * main landmarks on screen differ (axe landmark-unique).
   */
  mainLabel?: string
}

function useBareLayout(): boolean {
  return useMatches().some((match) => (match.handle as LayoutHandle | undefined)?.bareLayout === true)
}

function useMainLabel(): string | undefined {
  return useMatches()
    .map((match) => (match.handle as LayoutHandle | undefined)?.mainLabel)
    .find((label) => !!label)
}

export function Layout({ children }: { children: ReactNode }) {
  const data = useRootData()
  const bare = useBareLayout()
  const mainLabel = useMainLabel()
  const chrome = !bare && data?.shell ? { ...data, shell: data.shell } : undefined
  const nonce = data?.nonce
  const pageGlobals = PAGE_GLOBALS_SCRIPT
  return (
    <html lang={data?.brand.cultureCode ?? 'en-GB'} data-brand={data?.brand.id ?? 'meridian'}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content={data?.brand.isCoach ? '#6b1d2e' : '#0b3c5d'} />
        <Meta />
        <Links />
        <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: pageGlobals }} />
      </head>
      <body>
        <a className="skip-link" href="#main">
          Skip to main content
        </a>
        {chrome ? <SiteHeader brand={chrome.brand} shell={chrome.shell} customer={chrome.customer} /> : null}
        <main id="main" tabIndex={-1} aria-label={mainLabel}>
          {/* Signed in, the hearts save to the account too (issue 27). */}
          <WishlistAccountProvider signedIn={Boolean(data?.customer)}>{children}</WishlistAccountProvider>
        </main>
        {chrome ? (
          <SiteFooter brand={chrome.brand} shell={chrome.shell} cookieSettings={chrome.gtmId !== null} />
        ) : null}
        {bare ? null : <HolidaySearchModal />}
        {chrome ? <PageTracking signedIn={chrome.customer !== null} /> : null}
        {/* Tag Manager loads only after the visitor accepts analytics cookies (discovery §7, PECR). */}
        {data ? <AnalyticsConsent gtmId={data.gtmId} nonce={nonce} brandName={data.brand.name} /> : null}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  )
}

export default function App() {
  return <Outlet />
}

export function ErrorBoundary() {
  const error = useRouteError()
  const notFound = isRouteErrorResponse(error) && error.status === 404
  return (
    <section className="page-message container" aria-labelledby="page-message-title">
      <p className="page-message__code">{isRouteErrorResponse(error) ? error.status : 'Error'}</p>
      <h1 id="page-message-title">{notFound ? 'We can’t find that page' : 'Sorry, something went wrong'}</h1>
      <p>
        {notFound
          ? 'The page may have moved, or the address may be mistyped. Our holidays are all still here.'
          : 'Please try again in a moment. If it keeps happening, give us a call and we’ll help you book.'}
      </p>
      <p className="page-message__actions">
        <a className="button button--primary" href="/">
          Back to the home page
        </a>
        <a className="button button--secondary" href="/tours">
          Browse all holidays
        </a>
      </p>
    </section>
  )
}
