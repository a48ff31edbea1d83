import type { MetaDescriptor } from 'react-router'
import type { TourPageData } from './tour-page-view'

/**
 * The tour route's meta array: title, description, canonical link, Open Graph and Twitter tags.
 * Use as `export const meta: Route.MetaFunction = ({ data }) => tourPageMeta(data)`.
 *
 * The JSON-LD is not here: it would travel twice (the script, and the loader data that meta reads in the browser).
 * The route writes it from the server's data alone (app/lib/document-only.tsx, DocumentOnlyJsonLd), escaping '<',
 * '>' and '&' so no value can close the script element. It carries no CSP nonce and needs none: a script whose type
 * is application/ld+json is a data block the browser never executes, so script-src does not apply to it.
 */
export function tourPageMeta(data: Pick<TourPageData, 'seo'> | null | undefined): MetaDescriptor[] {
  if (!data) return [{ title: 'Holiday not found' }, { name: 'robots', content: 'noindex' }]
  const { seo } = data
  const tags: MetaDescriptor[] = [
    { title: seo.title },
    { name: 'description', content: seo.description },
    { tagName: 'link', rel: 'canonical', href: seo.canonicalUrl },
    { property: 'og:type', content: 'website' },
    { property: 'og:title', content: seo.title },
    { property: 'og:description', content: seo.description },
    { property: 'og:url', content: seo.canonicalUrl },
    { property: 'og:site_name', content: seo.siteName },
    { property: 'og:locale', content: seo.locale },
    { name: 'twitter:card', content: seo.imageUrl ? 'summary_large_image' : 'summary' },
    { name: 'twitter:title', content: seo.title },
    { name: 'twitter:description', content: seo.description },
  ]
  if (seo.imageUrl) {
    tags.push({ property: 'og:image', content: seo.imageUrl })
    if (seo.imageAlt) tags.push({ property: 'og:image:alt', content: seo.imageAlt })
    tags.push({ name: 'twitter:image', content: seo.imageUrl })
  }
  return tags
}
