import type { AppDatabase } from '../../../db/database.server'
import type { BrandContext } from '../../context'
import { visibleToursOn } from '../access/index.server'
import { getContentBlocks } from '../content/index.server'
import { getCatalogue } from '../search/index.server'
import { selectTourCards } from '../tours/index.server'
import type { HeroSlide, HomePageData } from './home-data'

export type { ContinentTile, HeroBanner, HeroSlide, HomePageData } from './home-data'

const FEATURED_COUNT = 8
const OFFER_COUNT = 4

export async function getHomePage(db: AppDatabase, brand: BrandContext): Promise<HomePageData> {
  const [blocks, featured, offers, catalogue, continentRows] = await Promise.all([
    getContentBlocks(db, brand.id, ['home.hero', 'home.intro', 'home.heroSlides', 'home.heroBanner']),
    selectTourCards(db, brand, { limit: FEATURED_COUNT }),
    selectTourCards(db, brand, { limit: OFFER_COUNT, offersOnly: true }),
    getCatalogue(db, brand),
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
        'continents.id',
        'listingPages.path',
        fn.min('tours.id').as('sampleTourId'),
      ])
      .where('listingPages.brandId', '=', brand.id)
      .where('listingPages.kind', '=', 'continent')
      .groupBy([
        'continents.id',
        'continents.name',
        'continents.description',
        'continents.sortOrder',
        'listingPages.path',
      ])
      .orderBy('continents.sortOrder')
      .execute(),
  ])

  // A tile counts what its continent's page, the menu and the Continents filter count (issue 28 defect 8): the
  // bookable tours of the brand's search catalogue that visit the continent, not every published tour whose first
  // country is there.
  const tourCounts = continentTourCounts(catalogue.tours)
  const tiles = continentRows.filter((row) => (tourCounts.get(Number(row.id)) ?? 0) > 0)
  const sampleIds = tiles.map((row) => Number(row.sampleTourId))
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
  const heroFields = {
    title: hero.title ?? brand.name,
    subtitle: heroData.subtitle ?? '',
    ctaText: heroData.ctaText ?? 'Browse all holidays',
    ctaUrl: heroData.ctaUrl ?? '/tours',
    imageUrl: heroImage?.largeUrl ?? null,
    imageAlt: heroImage?.altText ?? '',
  }
  // Each slide's picture is the featured tour's at the same position, unless the slide names its own.
  const slideBlocks = blocks['home.heroSlides'].data.slides ?? []
  const heroSlides: HeroSlide[] = slideBlocks.length
    ? slideBlocks.map((slide, index) => ({
        title: slide.title,
        subtitle: slide.subtitle ?? '',
        ctaText: slide.ctaText ?? 'Find out more',
        ctaUrl: slide.ctaUrl,
        imageUrl: slide.imageUrl ?? featured[index]?.image?.largeUrl ?? null,
        imageAlt: slide.imageUrl ? '' : (featured[index]?.image?.altText ?? ''),
      }))
    : [heroFields]
  const bannerBlock = blocks['home.heroBanner']
  const bannerLink = bannerBlock.data.link
  return {
    hero: heroFields,
    heroSlides,
    heroBanner:
      bannerBlock.title && bannerLink
        ? {
            title: bannerBlock.title,
            text: bannerBlock.data.text ?? '',
            link: { url: bannerLink.url, name: bannerLink.name },
          }
        : null,
    introHtml: blocks['home.intro'].bodyHtml,
    featured,
    offers,
    continents: tiles.map((row) => {
      const image = imageByTour.get(Number(row.sampleTourId))
      return {
        name: row.name,
        url: row.path,
        description: row.description,
        tourCount: tourCounts.get(Number(row.id)) ?? 0,
        imageUrl: image?.mediumUrl ?? null,
        imageAlt: image?.altText ?? '',
      }
    }),
  }
}

/** Bookable tours per continent, a tour counted once in every continent it visits (as the Continents filter does). */
export function continentTourCounts(tours: ReadonlyArray<{ continentIds: readonly number[] }>): Map<number, number> {
  const counts = new Map<number, number>()
  for (const tour of tours) for (const id of tour.continentIds) counts.set(id, (counts.get(id) ?? 0) + 1)
  return counts
}
