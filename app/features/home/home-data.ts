import type { TourCard } from '../tours/index.server'

/* The home page's data (discovery §2.1; issue 13): built by home.server.ts, shown by home-page.tsx. */

export interface ContinentTile {
  name: string
  url: string
  description: string
  tourCount: number
  imageUrl: string | null
  imageAlt: string
}

export interface HeroSlide {
  title: string
  subtitle: string
  ctaText: string
  ctaUrl: string
  imageUrl: string | null
  imageAlt: string
}

export interface HeroBanner {
  title: string
  text: string
  link: { url: string; name: string }
}

export interface HomePageData {
  hero: { title: string; subtitle: string; ctaText: string; ctaUrl: string; imageUrl: string | null; imageAlt: string }
  /** The hero header carousel (issue 13): the home.heroSlides block, else the one home.hero slide. */
  heroSlides: HeroSlide[]
  /** The clickable hero banner (home.heroBanner), when the brand has one. */
  heroBanner: HeroBanner | null
  introHtml: string | null
  featured: TourCard[]
  offers: TourCard[]
  continents: ContinentTile[]
}
