import { describe, expect, it } from 'vitest'
import { tabIndexForKey } from './menu-keyboard'
import { buildSiteMenu, MENU_OFFER_LIMIT, type MenuCatalogue } from './site-menu'

const tour = (continentIds: number[], countryIds: number[], typeIds: number[] = [], tagIds: number[] = []) => ({
  continentIds,
  countryIds,
  typeIds,
  tagIds,
})

const page = (kind: string, path: string, ids: { continentId?: number; countryId?: number; tagId?: number }) => ({
  kind,
  path,
  title: path,
  continentId: ids.continentId ?? null,
  countryId: ids.countryId ?? null,
  tagId: ids.tagId ?? null,
})

const catalogue: MenuCatalogue = {
  tours: [tour([1], [11, 12], [21], [31]), tour([1, 2], [11, 13], [21, 22], [31, 32]), tour([1], [12], [], [33])],
  continents: [
    { id: 1, slug: 'europe', name: 'Europe' },
    { id: 2, slug: 'asia', name: 'Asia' },
    { id: 3, slug: 'antarctica', name: 'Antarctica' },
  ],
  countries: [
    { id: 11, slug: 'italy', name: 'Italy', continentId: 1 },
    { id: 12, slug: 'france', name: 'France', continentId: 1 },
    { id: 13, slug: 'japan', name: 'Japan', continentId: 2 },
    { id: 14, slug: 'spain', name: 'Spain', continentId: 1 },
  ],
  travelTypes: [
    { id: 21, slug: 'small-group', name: 'Small group' },
    { id: 22, slug: 'rail', name: 'Rail' },
    { id: 23, slug: 'cruise', name: 'Cruise' },
  ],
  pages: new Map([
    [1, page('continent', '/destinations/europe', { continentId: 1 })],
    [2, page('country', '/destinations/europe/italy', { continentId: 1, countryId: 11 })],
    [3, page('tag', '/offers/early-bird', { tagId: 31 })],
    [4, page('tag', '/offers/solo', { tagId: 32 })],
    [5, page('tag', '/themes/food', { tagId: 33 })],
  ]),
}

describe('buildSiteMenu (discovery §2.11)', () => {
  const menu = buildSiteMenu(catalogue, new Set([31, 32]))

  it('lists continents with tours, in catalogue order, each with its countries and counts', () => {
    expect(menu.destinations).toEqual([
      {
        label: 'Europe',
        url: '/destinations/europe',
        count: 3,
        countries: [
          { label: 'Italy', url: '/destinations/europe/italy', count: 2 },
          { label: 'France', url: '/tours?Countries=france', count: 2 },
        ],
      },
      {
        label: 'Asia',
        url: '/tours?Continents=asia',
        count: 1,
        countries: [{ label: 'Japan', url: '/tours?Countries=japan', count: 1 }],
      },
    ])
  })

  it('lists travel styles with tours and their counts, linked to their filter', () => {
    expect(menu.travelStyles).toEqual([
      { label: 'Small group', url: '/tours?Types=small-group', count: 2 },
      { label: 'Rail', url: '/tours?Types=rail', count: 1 },
    ])
  })

  it('features offer pages only (not theme pages), most tours first', () => {
    expect(menu.offers).toEqual([
      { label: '/offers/early-bird', url: '/offers/early-bird', count: 2 },
      { label: '/offers/solo', url: '/offers/solo', count: 1 },
    ])
  })

  it(`shows at most ${MENU_OFFER_LIMIT} offers`, () => {
    const pages = new Map(
      Array.from({ length: MENU_OFFER_LIMIT + 2 }, (_, i) => [i, page('tag', `/offers/o${i}`, { tagId: 100 + i })]),
    )
    const tags = Array.from({ length: MENU_OFFER_LIMIT + 2 }, (_, i) => 100 + i)
    const many = buildSiteMenu({ ...catalogue, tours: [tour([1], [11], [], tags)], pages }, new Set(tags))
    expect(many.offers).toHaveLength(MENU_OFFER_LIMIT)
  })
})

describe('tabIndexForKey (WAI-ARIA APG tabs)', () => {
  it('moves with the arrows, wrapping at both ends', () => {
    expect(tabIndexForKey('ArrowDown', 0, 3)).toBe(1)
    expect(tabIndexForKey('ArrowRight', 2, 3)).toBe(0)
    expect(tabIndexForKey('ArrowUp', 0, 3)).toBe(2)
    expect(tabIndexForKey('ArrowLeft', 2, 3)).toBe(1)
  })

  it('jumps with Home and End and ignores other keys', () => {
    expect(tabIndexForKey('Home', 2, 3)).toBe(0)
    expect(tabIndexForKey('End', 0, 3)).toBe(2)
    expect(tabIndexForKey('Enter', 1, 3)).toBeNull()
    expect(tabIndexForKey('ArrowDown', 0, 0)).toBeNull()
  })
})
