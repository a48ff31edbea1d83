/*
 * The account wishlist's wire contract without its schemas (issue 27), so the hearts on every tour card load no Zod:
 * the paths and answers of saving to the account and switching a saved tour's alerts.
 */

/** POST { tourCode, saved }: signed in only (401 otherwise); answers the account's list and sets the cookie to it. */
export const WISHLIST_ITEMS_PATH = '/api/wishlist/items'
/** POST { tourCode, on }: signed in only; 404 for a tour not on the account's wishlist. */
export const WISHLIST_ALERTS_PATH = '/api/wishlist/alerts'

export interface WishlistItemsResponse {
  codes: string[]
}

export interface WishlistAlertsResponse {
  tourCode: string
  alertsOn: boolean
}
