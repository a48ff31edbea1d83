import { lazy, Suspense } from 'react'
import { Link } from 'react-router'
import { openCookieSettings } from './cookie-settings'
import { ImagePopup } from './image-popup'
import { telHref } from './phone-link'
import { ScrollToTop } from './scroll-to-top'
import type { SiteShell } from './site-shell.server'
import type { HeaderBrand } from './site-header'

/*
 * The newsletter form is its own chunk: it validates with the site's Zod rules and form hook, which would otherwise
 * put some 30 kB (gzip) of script into every page's first load for a form at the very bottom (bench/README.md,
 * "First-load JavaScript"). The server renders it in place as before; the browser hydrates it when its chunk arrives.
 */
const NewsletterSignup = lazy(() => import('../newsletter').then((module) => ({ default: module.NewsletterSignup })))

/**
 * The footer, with the site-wide 'Back to top' button and image popup (discovery §2.11). `cookieSettings`: the site
 * runs a Tag Manager container, so there is a consent choice to change ('Cookie settings' reopens the banner).
 */
export function SiteFooter({
  brand,
  shell,
  cookieSettings = false,
}: {
  brand: HeaderBrand
  shell: SiteShell
  cookieSettings?: boolean
}) {
  const { linkGroups: groups, legal } = shell.footer
  return (
    <>
      <footer className="site-footer">
        <div className="container site-footer__grid">
          <section aria-labelledby="footer-about">
            <h2 id="footer-about" className="site-footer__title">
              {brand.name}
            </h2>
            {shell.footer.bodyHtml ? <div dangerouslySetInnerHTML={{ __html: shell.footer.bodyHtml }} /> : null}
            <p>
              Call us free on{' '}
              <a href={telHref(brand.phone)} data-phone-link="">
                <span data-phone-number="">{brand.phone}</span>
              </a>
            </p>
            <Suspense fallback={null}>
              <NewsletterSignup />
            </Suspense>
          </section>
          <section aria-labelledby="footer-destinations">
            <h2 id="footer-destinations" className="site-footer__title">
              Destinations
            </h2>
            <ul className="site-footer__links">
              {shell.continents.map((continent) => (
                <li key={continent.url}>
                  <Link to={continent.url}>{continent.label}</Link>
                </li>
              ))}
            </ul>
          </section>
          {groups.map((group, index) => (
            <section key={group.title} aria-labelledby={`footer-group-${index}`}>
              <h2 id={`footer-group-${index}`} className="site-footer__title">
                {group.title}
              </h2>
              <ul className="site-footer__links">
                {group.links.map((link) => (
                  <li key={link.url + link.name}>
                    <a href={link.url}>{link.name}</a>
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </div>
        <div className="container site-footer__legal">
          <p>{legal ?? `© ${brand.name}. All rights reserved.`}</p>
          {cookieSettings ? (
            <button type="button" className="site-footer__cookie-settings" onClick={openCookieSettings}>
              Cookie settings
            </button>
          ) : null}
        </div>
      </footer>
      <ScrollToTop />
      <ImagePopup />
    </>
  )
}
