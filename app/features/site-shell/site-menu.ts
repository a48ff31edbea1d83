/*
 * The site menu's data (discovery §2.11: the desktop mega menu's tabs and the mobile accordion): continents with
 * their countries, travel styles and featured offers, each with its tour count. A pure function of the brand's
 * search catalogue, so site-menu.server.ts computes it once per catalogue version, never per request. Browser-safe
 * (types only reach the header).
 */

export interface MenuLink {
  label: string
  url: string
  /** Bookable tours behind the link (the same count its filter shows). */
  count: number
}

export interface MenuDestination extends MenuLink {
  countries: MenuLink[]
}

export interface SiteMenu {
  destinations: MenuDestination[]
  travelStyles: MenuLink[]
  offers: MenuLink[]
}

export const EMPTY_SITE_MENU: SiteMenu = { destinations: [], travelStyles: [], offers: [] }

/** Featured offers shown in the menu: the offers with the most tours. */
export const MENU_OFFER_LIMIT = 6

interface Ref {
  id: number
  slug: string
  name: string
}

/** What the menu reads from a brand catalogue (the search feature's BrandCatalogue fits). */
export interface MenuCatalogue {
  tours: readonly {
    continentIds: readonly number[]
    countryIds: readonly number[]
    typeIds: readonly number[]
    tagIds: readonly number[]
  }[]
  continents: readonly Ref[]
  countries: readonly (Ref & { continentId: number })[]
  travelTypes: readonly Ref[]
  pages: ReadonlyMap<
    number,
    {
      kind: string
      path: string
      title: string
      continentId: number | null
      countryId: number | null
      tagId: number | null
    }
  >
}

function countBy(lists: Iterable<readonly number[]>): Map<number, number> {
  const counts = new Map<number, number>()
  for (const list of lists) for (const id of list) counts.set(id, (counts.get(id) ?? 0) + 1)
  return counts
}

const filterUrl = (group: 'Continents' | 'Countries' | 'Types', slug: string) =>
  `/tours?${new URLSearchParams({ [group]: slug }).toString()}`

/**
 * Continents in catalogue order, their countries by name, travel styles by name, and the offers (tag pages of the
 * given offer tags) with the most tours. A continent or country links to its listing page when the brand has one,
 * else to the all-tours listing with its filter; anything without a bookable tour is left out.
 */
export function buildSiteMenu(catalogue: MenuCatalogue, offerTagIds: ReadonlySet<number>): SiteMenu {
  const tours = catalogue.tours
  const continentCounts = countBy(tours.map((tour) => tour.continentIds))
  const countryCounts = countBy(tours.map((tour) => tour.countryIds))
  const typeCounts = countBy(tours.map((tour) => tour.typeIds))
  const tagCounts = countBy(tours.map((tour) => tour.tagIds))

  const continentPages = new Map<number, string>()
  const countryPages = new Map<number, string>()
  const offerPages: { tagId: number; path: string; title: string }[] = []
  for (const page of catalogue.pages.values()) {
    if (page.kind === 'continent' && page.continentId !== null) continentPages.set(page.continentId, page.path)
    else if (page.kind === 'country' && page.countryId !== null) countryPages.set(page.countryId, page.path)
    else if (page.kind === 'tag' && page.tagId !== null && offerTagIds.has(page.tagId))
      offerPages.push({ tagId: page.tagId, path: page.path, title: page.title })
  }

  const destinations = catalogue.continents
    .filter((continent) => (continentCounts.get(continent.id) ?? 0) > 0)
    .map((continent) => ({
      label: continent.name,
      url: continentPages.get(continent.id) ?? filterUrl('Continents', continent.slug),
      count: continentCounts.get(continent.id) ?? 0,
      countries: catalogue.countries
        .filter((country) => country.continentId === continent.id && (countryCounts.get(country.id) ?? 0) > 0)
        .map((country) => ({
          label: country.name,
          url: countryPages.get(country.id) ?? filterUrl('Countries', country.slug),
          count: countryCounts.get(country.id) ?? 0,
        })),
    }))

  const travelStyles = catalogue.travelTypes
    .filter((type) => (typeCounts.get(type.id) ?? 0) > 0)
    .map((type) => ({ label: type.name, url: filterUrl('Types', type.slug), count: typeCounts.get(type.id) ?? 0 }))

  const offers = offerPages
    .map((page) => ({ label: page.title, url: page.path, count: tagCounts.get(page.tagId) ?? 0 }))
    .filter((offer) => offer.count > 0)
    .sort((a, b) => b.count - a.count || a.label.localeCompare(b.label))
    .slice(0, MENU_OFFER_LIMIT)

  return { destinations, travelStyles, offers }
}
