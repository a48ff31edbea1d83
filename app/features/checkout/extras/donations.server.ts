import type { Kysely } from 'kysely'
import type { AppDatabase } from '../../../../db/database.server'
import type { Database } from '../../../../db/schema'
import type { BrandContext } from '../../../context'
import { DONATION_ALLOCATION_PER_BOOKING, type DonationAllocationType } from '../../../lib/constants'
import { findVisibleDeparture } from '../../departures/index.server'
import { type Donation, CheckoutInputError, inputError, fullName, fullNameKey } from '../contract/index.rules'
import { isDonationAllocationType } from '../price-breakdown/index.rules'

/*
 * Donations (checkout §3, §4, §9): the charity donations a brand offers, and a quote's choice. Only donations in the
 * departure's own currency are offered: a £5 donation cannot be added to a Canadian-dollar subtotal (ADR
 * 0014). The amounts are always the database's; the browser only says which donation and who opts out.
 */

type Db = Kysely<Database>

interface DonationRow {
  id: number
  name: string
  description: string
  imageUrl: string
  priceMinor: number
  currency: string
  allocationType: string
}

function donationsQuery(db: Db, brandId: string, currency: string) {
  return db
    .selectFrom('donations')
    .select(['id', 'name', 'description', 'imageUrl', 'priceMinor', 'currency', 'allocationType'])
    .where('brandId', '=', brandId)
    .where('active', '=', 1)
    .where('currency', '=', currency)
}

export function toDonation(row: DonationRow, brand: BrandContext): Donation {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    imageUrl: row.imageUrl,
    price: row.priceMinor,
    brandName: brand.name,
    allocationType: isDonationAllocationType(row.allocationType) ? row.allocationType : DONATION_ALLOCATION_PER_BOOKING,
    donationExists: true,
  }
}

/** GET getdonations?departureId: the donations offered with the departure; null when the departure is unknown. */
export async function getDonations(
  db: AppDatabase,
  brand: BrandContext,
  departureId: number,
): Promise<Donation[] | null> {
  const departure = await findVisibleDeparture(db, brand, departureId)
  if (!departure) return null
  const rows = await donationsQuery(db, brand.id, departure.currency).orderBy('id').execute()
  return rows.map((row) => toDonation(row, brand))
}

/** A donation row by id, if this brand offers it in this currency. */
export async function findOfferedDonation(
  db: Db,
  brandId: string,
  currency: string,
  donationId: number,
): Promise<(DonationRow & { allocationType: DonationAllocationType }) | null> {
  const row = await donationsQuery(db, brandId, currency).where('id', '=', donationId).executeTakeFirst()
  if (!row || !isDonationAllocationType(row.allocationType)) return null
  return { ...row, allocationType: row.allocationType }
}

export interface DonationChoice {
  donationExtraId: number | null
  donatingTravellers?: readonly string[] | null | undefined
  donationForBooking?: boolean | null | undefined
}

/**
 * Writes a quote's donation choice for its CURRENT passengers: quotes.donation_id, every passenger's `donated` flag
 * and the quote_donations rows (one per donating traveller, or one for the booking unless declined). A name in
 * donatingTravellers that is not a traveller on the quote is refused rather than guessed at.
 */
export async function applyDonationChoice(
  trx: Db,
  quote: { id: number; brandId: string; currency: string },
  choice: DonationChoice,
): Promise<void> {
  const passengers = await trx
    .selectFrom('quotePassengers')
    .select(['id', 'firstName', 'lastName'])
    .where('quoteId', '=', quote.id)
    .orderBy('position')
    .execute()

  const donation =
    choice.donationExtraId === null
      ? null
      : await findOfferedDonation(trx, quote.brandId, quote.currency, choice.donationExtraId)
  if (choice.donationExtraId !== null && !donation) {
    throw inputError('donationExtraId', 'This donation is not offered with this departure.')
  }

  let donating = new Set<number>()
  if (donation && donation.allocationType !== DONATION_ALLOCATION_PER_BOOKING) {
    if (choice.donatingTravellers === null || choice.donatingTravellers === undefined) {
      donating = new Set(passengers.map((passenger) => passenger.id)) // ticked by default (checkout §4)
    } else {
      const byName = new Map(passengers.map((passenger) => [fullNameKey(fullName(passenger)), passenger.id]))
      const errors: Record<string, string[]> = {}
      choice.donatingTravellers.forEach((name, index) => {
        const id = byName.get(fullNameKey(name))
        if (id === undefined) errors[`donatingTravellers.${index}`] = [`${name} is not a traveller on this booking.`]
        else donating.add(id)
      })
      if (Object.keys(errors).length > 0) {
        throw new CheckoutInputError('Some donating travellers are not on this booking.', errors)
      }
    }
  }

  await trx
    .updateTable('quotes')
    .set({ donationId: donation?.id ?? null })
    .where('id', '=', quote.id)
    .execute()
  await trx.updateTable('quotePassengers').set({ donated: 0 }).where('quoteId', '=', quote.id).execute()
  if (donating.size > 0) {
    await trx
      .updateTable('quotePassengers')
      .set({ donated: 1 })
      .where('quoteId', '=', quote.id)
      .where('id', 'in', [...donating])
      .execute()
  }
  await trx.deleteFrom('quoteDonations').where('quoteId', '=', quote.id).execute()
  if (!donation) return
  if (donation.allocationType === DONATION_ALLOCATION_PER_BOOKING) {
    if (choice.donationForBooking === false) return // declined: the choice is kept, nothing is added
    await trx
      .insertInto('quoteDonations')
      .values({ quoteId: quote.id, donationId: donation.id, passengerId: null, amountMinor: donation.priceMinor })
      .execute()
    return
  }
  if (donating.size > 0) {
    await trx
      .insertInto('quoteDonations')
      .values(
        [...donating].map((passengerId) => ({
          quoteId: quote.id,
          donationId: donation.id,
          passengerId,
          amountMinor: donation.priceMinor,
        })),
      )
      .execute()
  }
}
