import type { ExpressionBuilder } from 'kysely'
import type { Database } from '../../../db/schema'
import type { BrandContext } from '../../context'

/*
 * Who may see what, written once. Every query that reads tours for a page or an API answer narrows them with
 * `visibleToursOn(brand)`; every query that reads a customer's bookings narrows them with `bookingsOfCustomer(…)`.
 * Anything outside the scope is "not found" to the caller, so another brand's or another customer's ids answer
 * exactly like ids that do not exist (404, never 403).
 *
 * Each helper is a Kysely expression factory: pass it to `.where(…)` of any query that has the table in scope, or to
 * `.on(…)` of a join onto it. Columns are qualified with the table name, so it works in joins too.
 */

/** The part of the request's brand that decides which tours it may show. */
export type TourScope = Pick<BrandContext, 'id' | 'marketCode'>

/** Tours on sale on this brand in this market: its own, in its market, and published. */
export function visibleToursOn(brand: TourScope) {
  return (eb: ExpressionBuilder<Database, 'tours'>) =>
    eb.and([
      eb('tours.brandId', '=', brand.id),
      eb('tours.marketCode', '=', brand.marketCode),
      eb('tours.published', '=', 1),
    ])
}

/**
 * Listing pages shown on this brand in this market: the brand's own, those of every market (market code null) and
 * those of this market (a tours-by-price band in its currency, issue 28 defect 18). Another market's page is "not
 * found" here, as another brand's is.
 */
export function listingPagesOn(brand: TourScope) {
  return (eb: ExpressionBuilder<Database, 'listingPages'>) =>
    eb.and([
      eb('listingPages.brandId', '=', brand.id),
      eb.or([eb('listingPages.marketCode', 'is', null), eb('listingPages.marketCode', '=', brand.marketCode)]),
    ])
}

/** A signed-in customer as the scope needs them: their id and the brand they registered with. */
export interface CustomerScope {
  customerId: number
  brandId: string
}

/** Bookings a customer may see: their own, made on the brand they are signed in to. */
export function bookingsOfCustomer(customer: CustomerScope) {
  return (eb: ExpressionBuilder<Database, 'bookings'>) =>
    eb.and([eb('bookings.customerId', '=', customer.customerId), eb('bookings.brandId', '=', customer.brandId)])
}
