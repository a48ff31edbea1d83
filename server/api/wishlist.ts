import { SIGNED_OUT_MESSAGE } from '../../app/features/auth/index.server'
import {
  WISHLIST_ALERTS_PATH,
  WISHLIST_ITEMS_PATH,
  saveToAccountWishlist,
  setWishlistAlerts,
  wishlistAlertsSchema,
  wishlistCookieString,
  wishlistItemSchema,
  type WishlistAlertsResponse,
  type WishlistItemsResponse,
} from '../../app/features/wishlist/index.server'
import { endpoint, notFound, ok, unauthorised, type Endpoint } from '../endpoint'
import type { ApiDependencies } from './router'

/*
 * The account wishlist (issue 27; ADR 0056): a signed-in customer's heart saves to the account (the answer sets the
 * browser's wishlist cookie to the account's list), and a saved tour's alerts go on or off. Signed out: 401 (the
 * hearts keep to the cookie then and never call); a tour not on the wishlist: 404. The customer is the session's,
 * never the request's.
 */
export function wishlistEndpoints(deps: ApiDependencies): Endpoint[] {
  return [
    endpoint({
      method: 'POST',
      path: WISHLIST_ITEMS_PATH,
      body: wishlistItemSchema,
      handler: async ({ body, context, res }) => {
        if (!context.customer) return unauthorised(SIGNED_OUT_MESSAGE)
        const codes = await saveToAccountWishlist(deps.db, context.customer, body.tourCode, body.saved)
        res.append('Set-Cookie', wishlistCookieString(codes))
        return ok({ codes } satisfies WishlistItemsResponse)
      },
    }),
    endpoint({
      method: 'POST',
      path: WISHLIST_ALERTS_PATH,
      body: wishlistAlertsSchema,
      handler: async ({ body, context }) => {
        if (!context.customer) return unauthorised(SIGNED_OUT_MESSAGE)
        const alertsOn = await setWishlistAlerts(deps.db, context.customer, body.tourCode, body.on)
        if (alertsOn === null) return notFound('That holiday is not on your wishlist.')
        return ok({ tourCode: body.tourCode, alertsOn } satisfies WishlistAlertsResponse)
      },
    }),
  ]
}
