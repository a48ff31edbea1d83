import { useMemo } from 'react'
import { useSearchParams } from 'react-router'
import type { Route } from './+types/brochures'
import { sharedPageHeaders } from '../lib/cache-control'
import { BrochurePage, readCampaign } from '../features/brochures'
import brochurePageStylesHref from '../features/brochures/brochures-page.css?url'
import { getBrochurePageContent, listBrochures } from '../features/brochures/index.server'
import { marketingFormIdFor } from '../features/marketing-forms'

// One stylesheet (form, address and brochure styles), preloaded so it is requested before the script chunks (root.tsx).
export const links: Route.LinksFunction = () => [
  { rel: 'preload', href: brochurePageStylesHref, as: 'style' },
  { rel: 'stylesheet', href: brochurePageStylesHref },
]

// The same for every visitor: ?brochure= is in the cache key; the campaign (utm_*) is read in the browser only.
export const headers: Route.HeadersFunction = sharedPageHeaders

/** ?brochure={uniqueId} (repeatable) preselects brochures, e.g. from a tour page's brochure link. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const selected = new URL(request.url).searchParams.getAll('brochure').slice(0, 20)
  const [content, brochures] = await Promise.all([
    getBrochurePageContent(context.db, context.brand),
    listBrochures(context.db, context.brand.id, { selected }),
  ])
  return {
    content,
    brochures,
    brandName: context.brand.name,
    marketingFormId: context.brand.marketingFormId || marketingFormIdFor(context.brand),
    marketo: context.site.marketo,
  }
}

export const meta: Route.MetaFunction = ({ data }) => {
  const title = data ? `${data.content.title} | ${data.brandName}` : 'Brochures'
  const description = data
    ? `Order free ${data.brandName} holiday brochures by post, or read them online straight away.`
    : 'Order our free holiday brochures.'
  return [
    { title },
    { name: 'description', content: description },
    { property: 'og:title', content: title },
    { property: 'og:description', content: description },
  ]
}

export default function Brochures({ loaderData }: Route.ComponentProps) {
  const [searchParams] = useSearchParams()
  const campaign = useMemo(() => readCampaign(searchParams), [searchParams])
  return (
    <div className="container">
      <BrochurePage
        content={loaderData.content}
        brochures={loaderData.brochures}
        brandName={loaderData.brandName}
        marketingFormId={loaderData.marketingFormId}
        marketo={loaderData.marketo}
        campaign={campaign}
      />
    </div>
  )
}
