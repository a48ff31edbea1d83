import { describe, expect, it } from 'vitest'
import { tourPageMeta } from './tour-meta'

const seo = {
  title: 'Treasures of Italy | Meridian Journeys',
  description: 'Rome, Florence and Venice.',
  canonicalUrl: 'https://www.example.com/tours/treasures-of-italy-mj1001',
  imageUrl: 'https://www.example.com/media/tours/MJ1001/0-large.svg',
  imageAlt: 'The Colosseum',
  siteName: 'Meridian Journeys',
  locale: 'en_GB',
}

describe('tourPageMeta', () => {
  const meta = tourPageMeta({ seo })

  it('has the title, description, canonical link, Open Graph tags', () => {
    expect(meta).toContainEqual({ title: seo.title })
    expect(meta).toContainEqual({ name: 'description', content: seo.description })
    expect(meta).toContainEqual({ tagName: 'link', rel: 'canonical', href: seo.canonicalUrl })
    for (const [property, content] of [
      ['og:title', seo.title],
      ['og:description', seo.description],
      ['og:image', seo.imageUrl],
      ['og:url', seo.canonicalUrl],
      ['og:type', 'website'],
    ]) {
      expect(meta).toContainEqual({ property, content })
    }
    // The JSON-LD is the route's (DocumentOnlyJsonLd), not sent again as loader data for meta to read.
    expect(meta.some((tag) => 'script:ld+json' in tag)).toBe(false)
  })

  it('marks a missing tour noindex', () => {
    expect(tourPageMeta(undefined)).toContainEqual({ name: 'robots', content: 'noindex' })
  })
})
