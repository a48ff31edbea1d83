import { Link } from 'react-router'
import type { Route } from './+types/brochures.thank-you'
import { sharedPageHeaders } from '../lib/cache-control'
import brochureStylesHref from '../features/brochures/brochures.css?url'
import { getThankYouContent } from '../features/brochures/index.server'

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: brochureStylesHref }]

// Nothing personal on it (the confirmation goes by e-mail): served from the page cache (app/lib/cache-control.ts).
export const headers: Route.HeadersFunction = sharedPageHeaders

export async function loader({ context }: Route.LoaderArgs) {
  return {
    content: await getThankYouContent(context.db, context.brand.id),
    brandName: context.brand.name,
    phone: context.brand.phone,
  }
}

export const meta: Route.MetaFunction = ({ data }) => [
  { title: data ? `${data.content.title} | ${data.brandName}` : 'Thank you' },
  // A page reached only after a request: nothing for search engines.
  { name: 'robots', content: 'noindex' },
]

export default function BrochureThankYou({ loaderData }: Route.ComponentProps) {
  const { content, phone } = loaderData
  return (
    <section className="container brochure-thanks" aria-labelledby="brochure-thanks-title">
      <h1 id="brochure-thanks-title">{content.title}</h1>
      <div dangerouslySetInnerHTML={{ __html: content.bodyHtml }} />
      <p>
        We have sent a confirmation to your e-mail address. If anything needs changing, call us on{' '}
        <a href={`tel:${phone.replace(/[^\d+]/g, '')}`}>{phone}</a>.
      </p>
      <p className="brochure-thanks__actions">
        {content.link ? (
          <Link to={content.link.url} className="button button--primary">
            {content.link.name}
          </Link>
        ) : null}
        <Link to="/brochures" className="button button--secondary">
          Back to brochures
        </Link>
      </p>
    </section>
  )
}
