import type { AppDatabase } from '../../../db/database.server'
import type { BrandContext } from '../../context'
import { visibleToursOn } from '../access/index.server'
import { getContentBlocks } from '../content/index.server'
import { selectTourCards, type TourCard } from '../tours/index.server'

export interface ContinentTile {
  name: string
  url: string
  description: string
  tourCount: number
  imageUrl: string | null
  imageAlt: string
}

export interface HomePageData {
  hero: { title: string; subtitle: string; ctaText: string; ctaUrl: string; imageUrl: string | null; imageAlt: string }
  introHtml: string | null
  featured: TourCard[]
  offers: TourCard[]
  continents: ContinentTile[]
}

const FEATURED_COUNT = 8
const OFFER_COUNT = 4

export async function getHomePage(db: AppDatabase, brand: BrandContext): Promise<HomePageData> {
  const [blocks, featured, offers, continentRows] = await Promise.all([
    getContentBlocks(db, brand.id, ['home.hero', 'home.intro']),
    selectTourCards(db, brand, { limit: FEATURED_COUNT }),
    selectTourCards(db, brand, { limit: OFFER_COUNT, offersOnly: true }),
    db
      .selectFrom('listingPages')
      .innerJoin('continents', 'continents.id', 'listingPages.continentId')
      .innerJoin('tours', (join) =>
        join.onRef('tours.primaryContinentId', '=', 'continents.id').on(visibleToursOn(brand)),
      )
      .select(({ fn }) => [
        'continents.name',
        'continents.description',
        'continents.sortOrder',
        'listingPages.path',
        fn.countAll<number>().as('tourCount'),
        fn.min('tours.id').as('sampleTourId'),
      ])
      .where('listingPages.brandId', '=', brand.id)
      .where('listingPages.kind', '=', 'continent')
      .groupBy(['continents.name', 'continents.description', 'continents.sortOrder', 'listingPages.path'])
      .orderBy('continents.sortOrder')
      .execute(),
  ])

  const sampleIds = continentRows.map((row) => Number(row.sampleTourId))
  const images = sampleIds.length
    ? await db
        .selectFrom('tourImages')
        .select(['tourId', 'mediumUrl', 'altText'])
        .where('tourId', 'in', sampleIds)
        .where('position', '=', 0)
        .execute()
    : []
  const imageByTour = new Map(images.map((image) => [image.tourId, image]))

  const hero = blocks['home.hero']
  const heroData = hero.data
  const heroImage = featured[0]?.image
  return {
    hero: {
      title: hero.title ?? brand.name,
      subtitle: heroData.subtitle ?? '',
      ctaText: heroData.ctaText ?? 'Browse all holidays',
      ctaUrl: heroData.ctaUrl ?? '/tours',
      imageUrl: heroImage?.largeUrl ?? null,
      imageAlt: heroImage?.altText ?? '',
    },
    introHtml: blocks['home.intro'].bodyHtml,
    featured,
    offers,
    continents: continentRows.map((row) => {
      const image = imageByTour.get(Number(row.sampleTourId))
      return {
        name: row.name,
        url: row.path,
        description: row.description,
        tourCount: Number(row.tourCount),
        imageUrl: image?.mediumUrl ?? null,
        imageAlt: image?.altText ?? '',
      }
    }),
  }
}
