import { randomBytes } from 'node:crypto'
import type { FrameLocator, Locator, Page, Response } from '@playwright/test'
import type { AppDatabase } from '../../db/database.server'
import { expect } from './fixtures'

/*
 * A guest booking made in the browser through the public checkout (checkout §2–§6): one traveller in a single room,
 * no excursion, paid in full with the sandbox card in the card frame. Shared by the account area's journey and the
 * back office's (issue 14), which start from a real booking a customer made; and the customer's side after it: signing
 * in to My bookings and paying from there with the same card frame.
 */

export type Brand = 'meridian' | 'cavendish'
export const APPROVED_CARD = '4242 4242 4242 4242'
export const REFERENCE = /^[2-9A-HJ-NP-Z]{8}$/
const CONFIRM_BOOKING = '/confirm-booking'
const CONFIRM_ACCOUNT_PAYMENT = '/umbraco/api/account/confirmpayment'

export interface Picked {
  id: number
  tourId: number
  filo: string
  transportCode: string
  tourCode: string
  tourName: string
  singleId: number
}

/** Departures taken by earlier tests of this run (their places are held), whichever spec picked them. */
const taken: number[] = []

function isoDaysFromNow(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10)
}

/** Which departures a test can use, beyond what every pick needs (on sale, no add-ons, places and a single room). */
export interface DepartureNeeds {
  /** Only departures starting more than this many days from today. */
  daysAhead: number
  /** The latest departures first (default: the soonest). */
  latestFirst?: boolean
  /** Which of these tours fit (one query for all the candidates' tours). */
  tours: (db: AppDatabase, tourIds: number[]) => Promise<(tourId: number) => boolean>
  /** What a fitting departure is, for the error when the catalogue has none. */
  description: string
}

/**
 * An on-sale departure at least 100 days away (a card payment in the checkout, excursions still changeable — the
 * account allows changes until 10 days before), whose tour has excursions, with no add-ons and no visas (so the
 * checkout goes straight from travellers to excursions) and a single room to spare.
 */
export const BOOKABLE_WITH_EXCURSIONS: DepartureNeeds = {
  daysAhead: 100,
  tours: async (db, tourIds) => {
    const [excursions, visas] = await Promise.all([
      db.selectFrom('excursions').select('tourId').where('tourId', 'in', tourIds).execute(),
      db
        .selectFrom('visas')
        .innerJoin('tourCountries', 'tourCountries.countryId', 'visas.countryId')
        .select(['tourCountries.tourId'])
        .where('tourCountries.tourId', 'in', tourIds)
        .execute(),
    ])
    const withExcursions = new Set(excursions.map((row) => row.tourId))
    const withVisas = new Set(visas.map((row) => row.tourId))
    return (tourId) => withExcursions.has(tourId) && !withVisas.has(tourId)
  },
  description: 'with excursions, no visas and a single room',
}

/**
 * A departure of `brand`'s GB market that fits `needs` (by default BOOKABLE_WITH_EXCURSIONS), not taken by an
 * earlier test, with no add-ons (the checkout opens on the rooms), at least 4 places left and a single room with 2
 * to spare.
 */
export async function pickDeparture(
  db: AppDatabase,
  brand: Brand,
  needs: DepartureNeeds = BOOKABLE_WITH_EXCURSIONS,
): Promise<Picked> {
  const departures = await db
    .selectFrom('departures')
    .innerJoin('tours', 'tours.id', 'departures.tourId')
    .select([
      'departures.id',
      'departures.tourId',
      'departures.filo',
      'departures.transportCode',
      'departures.capacity',
      'departures.seatsSold',
      'tours.code as tourCode',
      'tours.name as tourName',
    ])
    .where('tours.brandId', '=', brand)
    .where('tours.marketCode', '=', 'GB')
    .where('tours.published', '=', 1)
    .where('departures.open', '=', 1)
    .where('departures.startDate', '>', isoDaysFromNow(needs.daysAhead))
    .orderBy('departures.startDate', needs.latestFirst ? 'desc' : 'asc')
    .orderBy('departures.id')
    .execute()
  const ids = departures.map((departure) => departure.id)
  const tourIds = [...new Set(departures.map((departure) => departure.tourId))]
  if (ids.length === 0) throw new Error(`The catalogue has no ${brand} departures on sale`)
  const [rooms, addOns, tourFits] = await Promise.all([
    db
      .selectFrom('rooms')
      .select(['id', 'departureId', 'occupancy', 'allocation', 'sold'])
      .where('departureId', 'in', ids)
      .orderBy('id')
      .execute(),
    db.selectFrom('addonDepartures').select('departureId').where('departureId', 'in', ids).execute(),
    needs.tours(db, tourIds),
  ])
  const withAddOns = new Set(addOns.map((row) => row.departureId))
  for (const departure of departures) {
    if (taken.includes(departure.id) || departure.capacity - departure.seatsSold < 4) continue
    if (withAddOns.has(departure.id) || !tourFits(departure.tourId)) continue
    const single = rooms.find(
      (room) => room.departureId === departure.id && room.occupancy === 1 && room.allocation - room.sold >= 2,
    )
    if (!single) continue
    taken.push(departure.id)
    return {
      id: departure.id,
      tourId: departure.tourId,
      filo: departure.filo,
      transportCode: departure.transportCode,
      tourCode: departure.tourCode,
      tourName: departure.tourName,
      singleId: single.id,
    }
  }
  throw new Error(`The catalogue has no ${brand} departure ${needs.description}`)
}

export function checkoutPath(departure: Picked): string {
  const query = new URLSearchParams({
    departureId: String(departure.id),
    transportCode: departure.transportCode,
    filo: departure.filo,
    tourCode: departure.tourCode,
  })
  return `/checkout?${query.toString()}`
}

export const isPost = (path: string) => (response: Response) =>
  new URL(response.url()).pathname === path && response.request().method() === 'POST'

export function uniqueSurname(): string {
  const letters = 'abcdefghijklmnopqrstuvwxyz'
  let suffix = ''
  for (const byte of randomBytes(6)) suffix += letters[byte % 26]
  return `Hartley${suffix}`
}

export const cardFrame = (page: Page): FrameLocator => page.frameLocator('[data-testid="card-frame"]')

export async function payInFrame(frame: FrameLocator, cardNumber: string, name: string) {
  await frame.getByLabel(/^Card number/).fill(cardNumber)
  await frame.getByLabel('Month', { exact: true }).selectOption({ index: 12 })
  await frame.getByLabel('Year', { exact: true }).selectOption({ index: 3 })
  await frame.getByLabel(/^Security code/).fill('123')
  await frame.getByLabel(/^Name on card/).fill(name)
  await frame.getByRole('button', { name: /^Pay / }).click()
}

/** Travellers (one, in a single room, named Alice) and no excursion, to the passenger details step. */
export async function toPassengerDetails(page: Page, origin: string, departure: Picked, surname: string) {
  await page.goto(`${origin}${checkoutPath(departure)}`)
  const checkout = page.locator('.checkout')
  await expect(page.locator('.checkout[data-ready]')).toBeVisible()
  await expect(checkout).toHaveAttribute('data-step', 'travellers')
  await page
    .getByRole('combobox', { name: /^Room type/ })
    .first()
    .selectOption(String(departure.singleId))
  const traveller = page.getByRole('group', { name: 'Traveller 1', exact: true })
  await traveller.getByLabel(/^First Name/).fill('Alice')
  await traveller.getByLabel(/^Last Name/).fill(surname)
  await page.getByRole('button', { name: 'Continue', exact: true }).click()
  await expect(checkout).toHaveAttribute('data-step', 'excursions')
  await page.getByRole('button', { name: 'Continue', exact: true }).click()
  await expect(checkout).toHaveAttribute('data-step', 'passengerDetails')
}

/** The guest checkout, one traveller in a single room, no excursion, paid in full (or the deposit) with the sandbox card. */
export async function bookAsGuest(
  page: Page,
  origin: string,
  brand: Brand,
  departure: Picked,
  email: string,
  surname: string,
  pay: 'Full Balance' | 'Deposit Only' = 'Full Balance',
) {
  await toPassengerDetails(page, origin, departure, surname)
  const checkout = page.locator('.checkout')
  await page
    .getByRole('button', { name: brand === 'cavendish' ? 'Continue' : 'Continue without log in', exact: true })
    .click()

  const form = page.getByRole('form', { name: 'Passenger 1 details', exact: true })
  await fillLeadPassenger(form, email, surname)
  await form.getByRole('button', { name: 'Save and continue' }).click()
  await expect(form).toHaveCount(0)

  const section = page.getByTestId('payment-section')
  await section.getByRole('radio', { name: new RegExp(`^${pay}`) }).check()
  await section.getByLabel(/^Card type/).selectOption({ index: 1 })
  await section.getByRole('button', { name: 'Save and continue' }).click()
  await expect(section.getByTestId('payment-summary')).toBeVisible()
  await page.getByRole('button', { name: 'Continue to book' }).click()
  await expect(checkout).toHaveAttribute('data-step', 'payment')
  const confirmed = page.waitForResponse(isPost(CONFIRM_BOOKING))
  await payInFrame(cardFrame(page), APPROVED_CARD, `Alice ${surname}`)
  expect((await confirmed).status()).toBe(200)
  await expect(page.getByTestId('booking-reference')).toBeVisible()
  const reference = (await page.getByTestId('booking-reference').textContent()) ?? ''
  expect(reference).toMatch(REFERENCE)
  return reference
}

/** 1234 minor units as the account's amount field takes them: '12.34'. */
export const amountText = (minor: number) => `${Math.floor(minor / 100)}.${String(minor % 100).padStart(2, '0')}`

/** The customer signs in on the brand's log-in page and lands on `returnUrl` (a page of My bookings). */
export async function signInAsCustomer(page: Page, origin: string, email: string, password: string, returnUrl: string) {
  await page.goto(`${origin}/login?returnUrl=${encodeURIComponent(returnUrl)}`)
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password').fill(password)
  await page.getByRole('button', { name: 'Log in' }).click()
  await expect(page).toHaveURL(`${origin}${returnUrl}`)
}

/** On a booking's Make a payment section of My bookings: `amountMinor` paid with the sandbox card in the frame. */
export async function payFromAccount(page: Page, amountMinor: number, name: string) {
  await page.getByLabel('Amount to pay (£)').fill(amountText(amountMinor))
  await page.getByLabel('Card type').selectOption({ index: 1 })
  await page.getByRole('button', { name: 'Continue to card details' }).click()
  const confirmed = page.waitForResponse(isPost(CONFIRM_ACCOUNT_PAYMENT))
  await payInFrame(cardFrame(page), APPROVED_CARD, name)
  expect((await confirmed).status()).toBe(200)
  await expect(page.getByRole('status').filter({ hasText: 'Your payment has been received' })).toBeVisible()
  await expect(page.getByTestId('card-frame')).toHaveCount(0)
}

/** The one lead traveller's details (Ms Alice <surname>, born 14 March 1958, London) in a passenger details form. */
export async function fillLeadPassenger(form: Locator, email: string, surname: string) {
  await form.getByLabel(/^Title/).selectOption('Ms')
  await form.getByLabel(/^First name/).fill('Alice')
  await form.getByLabel(/^Surname/).fill(surname)
  await form.getByLabel('Day', { exact: true }).selectOption('14')
  await form.getByLabel('Month', { exact: true }).selectOption('3')
  await form.getByLabel('Year', { exact: true }).selectOption('1958')
  await form.getByRole('radio', { name: 'Female', exact: true }).check()
  await form
    .getByRole('radiogroup', { name: /mobility limitations/ })
    .getByRole('radio', { name: 'No', exact: true })
    .check()
  await form
    .getByRole('radiogroup', { name: /dietary requirements/ })
    .getByRole('radio', { name: 'No', exact: true })
    .check()
  await form.getByLabel(/^Email/).fill(email)
  await form.getByLabel(/^Confirm email/).fill(email)
  await form.getByLabel(/^Mobile phone/).fill('07700 900123')
  await form.getByLabel(/^Home phone/).fill('020 7946 0000')
  await form.getByLabel(/^Postcode/).fill('SW1Y 4JH')
  await form.getByLabel(/^Address line 1/).fill('12 St James Square')
  await form.getByLabel(/^Town or city/).fill('London')
  await form.getByRole('checkbox', { name: /^I accept the/ }).check()
}
