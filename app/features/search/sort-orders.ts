/**
 * The listing's sort options (discovery §3 SortOrderOptions: Key/Value pairs). The first is the default. Keys are what
 * clients send back as SortOrder, so they are part of the API contract: never rename one.
 */
export const SORT_ORDERS = [
  { Key: 'recommended', Value: 'Recommended' },
  { Key: 'price-asc', Value: 'Price (low to high)' },
  { Key: 'price-desc', Value: 'Price (high to low)' },
  { Key: 'duration-asc', Value: 'Duration (shortest first)' },
  { Key: 'duration-desc', Value: 'Duration (longest first)' },
  { Key: 'departure-asc', Value: 'Soonest departure' },
  { Key: 'name-asc', Value: 'Name (A to Z)' },
] as const

export type SortOrderKey = (typeof SORT_ORDERS)[number]['Key']

export const SORT_ORDER_KEYS = SORT_ORDERS.map((option) => option.Key) as [SortOrderKey, ...SortOrderKey[]]

export const DEFAULT_SORT_ORDER: SortOrderKey = 'recommended'
