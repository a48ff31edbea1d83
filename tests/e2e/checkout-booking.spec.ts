import { createHash } from 'node:crypto'
import type { FrameLocator, Locator, Page, Response } from '@playwright/test'
import { hashPassword } from '../../app/features/auth/password-hashing.server'
import type { AppDatabase } from '../../db/database.server'
import { createCustomer } from '../support/factories'
import { brandOrigin, expect, test, type Axe } from './fixtures'

/*
 * Checkout part 2 in a real browser (issue 11, Playwright acceptance; checkout §2 steps 5–8, §4, §5, §8): the full
 * booking from the tour page through the sandbox card frame to the confirmation and its reload, the reservation path,
 * a declined card then an approved one, the 3-D Secure page, the login box and a signed-in customer's prefill, the
 * passenger details kept over a reload, the funnel with a hashed e-mail, axe on every step (inside the frame too), and
 * a booking by keyboard alone. Departures come from the server's own database (the `db` fixture), a fresh one per
 * test. The demo catalogue's coach brand (cavendish) has no visas at all, so its bookings have an excursion but no
 * visa; Meridian's have both.
 */

type Brand = 'meridian' | 'cavendish'
const BRANDS: Brand[] = ['meridian', 'cavendish']

const APPROVED_CARD = '4242 4242 4242 4242'
const DECLINED_CARD = '4000 0000 0000 0002'
const THREE_D_SECURE_CARD = '4000 0000 0000 3220'
const REFERENCE = /^[2-9A-HJ-NP-Z]{8}$/
const PASSENGER_DETAILS_RESPONSE = '/umbraco/api/checkoutapi/passengerDetailsResponse'
const CONFIRM_BOOKING = '/confirm-booking'
const DATA_LAYER_LOG = 'e2e11:dataLayer'
const PASSWORD = 'Tangerine-Walrus-42'

interface Picked {
  id: number
  tourId: number
  filo: string
  transportCode: string
  tourCode: string
  tourSlug: string
  tourName: string
  twinId: number
  singleId: number
  hasAddOns: boolean
  visas: { id: number; name: string }[]
}

interface Traveller {
  title: string
  firstName: string
  lastName: string
  sex: 'Male' | 'Female'
  day: number
  month: number
  year: number
}

const taken: number[] = []

function isoDaysFromNow(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10)
}

/**
 * An on-sale departure of the brand at least 100 days away (a card payment, checkout §9), with places for three in a
 * twin and a single room, the tour's excursions, and visas when asked (and the brand has any), open on the tour
 * page's first tab when it is to be reached from the tour page.
 */
async function pickDeparture(
  db: AppDatabase,
  brand: Brand,
  want: { visas: boolean; firstTab?: boolean; addOns?: boolean },
): Promise<Picked> {
  const departures = await db
    .selectFrom('departures')
    .innerJoin('tours', 'tours.id', 'departures.tourId')
    .select([
      'departures.id',
      'departures.tourId',
      'departures.transportTypeId',
      'departures.filo',
      'departures.transportCode',
      'departures.capacity',
      'departures.seatsSold',
      'tours.code as tourCode',
      'tours.slug as tourSlug',
      'tours.name as tourName',
    ])
    .where('tours.brandId', '=', brand)
    .where('tours.marketCode', '=', 'GB')
    .where('tours.published', '=', 1)
    .where('departures.open', '=', 1)
    .where('departures.startDate', '>', isoDaysFromNow(100))
    .orderBy('departures.startDate')
    .orderBy('departures.id')
    .execute()
  const ids = departures.map((departure) => departure.id)
  const tourIds = [...new Set(departures.map((departure) => departure.tourId))]
  if (ids.length === 0) throw new Error(`The catalogue has no ${brand} departures on sale`)
  const [rooms, excursions, visas, tabs, addOns] = await Promise.all([
    db
      .selectFrom('rooms')
      .select(['id', 'departureId', 'occupancy', 'allocation', 'sold'])
      .where('departureId', 'in', ids)
      .orderBy('id')
      .execute(),
    db.selectFrom('excursions').select('tourId').where('tourId', 'in', tourIds).execute(),
    db
      .selectFrom('visas')
      .innerJoin('tourCountries', 'tourCountries.countryId', 'visas.countryId')
      .select(['tourCountries.tourId', 'visas.id', 'visas.name'])
      .where('tourCountries.tourId', 'in', tourIds)
      .orderBy('tourCountries.position')
      .orderBy('visas.id')
      .execute(),
    db
      .selectFrom('tourTransportTypes')
      .select(['tourId', 'transportTypeId', 'position'])
      .where('tourId', 'in', tourIds)
      .where('enabled', '=', 1)
      .orderBy('position')
      .orderBy('transportTypeId')
      .execute(),
    db.selectFrom('addonDepartures').select('departureId').where('departureId', 'in', ids).execute(),
  ])
  const withExcursions = new Set(excursions.map((row) => row.tourId))
  const withAddOns = new Set(addOns.map((row) => row.departureId))
  const brandHasVisas = visas.length > 0
  const firstTab = new Map<number, number>()
  for (const tab of tabs) if (!firstTab.has(tab.tourId)) firstTab.set(tab.tourId, tab.transportTypeId)
  const spareRoom = (departureId: number, occupancy: number) =>
    rooms.find(
      (room) => room.departureId === departureId && room.occupancy === occupancy && room.allocation - room.sold >= 2,
    )
  for (const departure of departures) {
    if (taken.includes(departure.id) || departure.capacity - departure.seatsSold < 6) continue
    if (!withExcursions.has(departure.tourId)) continue
    const tourVisas = visas.filter((visa) => visa.tourId === departure.tourId)
    if (want.visas && brandHasVisas && tourVisas.length === 0) continue
    if (!want.visas && tourVisas.length > 0) continue
    if (want.firstTab && firstTab.get(departure.tourId) !== departure.transportTypeId) continue
    // Without add-ons unless asked: the add-ons step is checkout part 1's (checkout.spec.ts).
    if (withAddOns.has(departure.id) !== (want.addOns ?? false)) continue
    const twin = spareRoom(departure.id, 2)
    const single = spareRoom(departure.id, 1)
    if (!twin || !single) continue
    taken.push(departure.id)
    return {
      id: departure.id,
      tourId: departure.tourId,
      filo: departure.filo,
      transportCode: departure.transportCode,
      tourCode: departure.tourCode,
      tourSlug: departure.tourSlug,
      tourName: departure.tourName,
      twinId: twin.id,
      singleId: single.id,
      hasAddOns: withAddOns.has(departure.id),
      visas: tourVisas.map((visa) => ({ id: visa.id, name: visa.name })),
    }
  }
  throw new Error(`The catalogue has no ${brand} departure with ${JSON.stringify(want)}`)
}

function checkoutPath(departure: Picked): string {
  const query = new URLSearchParams({
    departureId: String(departure.id),
    transportCode: departure.transportCode,
    filo: departure.filo,
    tourCode: departure.tourCode,
  })
  return `/checkout?${query.toString()}`
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex')

const isPost = (path: string) => (response: Response) =>
  new URL(response.url()).pathname === path && response.request().method() === 'POST'

function travellersOf(surname: string): Traveller[] {
  return [
    { title: 'Ms', firstName: 'Alice', lastName: surname, sex: 'Female', day: 14, month: 3, year: 1968 },
    { title: 'Mr', firstName: 'Brian', lastName: surname, sex: 'Male', day: 2, month: 11, year: 1965 },
    { title: 'Mrs', firstName: 'Carol', lastName: surname, sex: 'Female', day: 28, month: 7, year: 1972 },
  ]
}

/** A surname no other run of this test has used (the server's database lives on between runs). */
function uniqueSurname(): string {
  const letters = 'abcdefghijklmnopqrstuvwxyz'
  let suffix = ''
  let n = Date.now() + Math.floor(Math.random() * 1000)
  for (let i = 0; i < 6; i++) {
    suffix += letters[n % 26]
    n = Math.floor(n / 26)
  }
  return `Walker${suffix}`
}

async function waitForCheckout(page: Page) {
  await expect(page.locator('.checkout[data-ready]')).toBeVisible()
}

const checkoutStep = (page: Page) => page.locator('.checkout')

/** Book now on the tour page's departure row, as checkout.spec.ts does. */
async function bookFromTourPage(page: Page, origin: string, departure: Picked) {
  await page.goto(`${origin}/tours/${departure.tourSlug}`)
  await expect(page.locator('article.tour-page')).toHaveAttribute('data-hydrated', 'true')
  const row = page.locator(`tr.departure-row[data-departure-id="${departure.id}"]`)
  const details = row.getByRole('button', { name: /^Details for/ })
  await details.click()
  const panel = page.locator(`#${await details.getAttribute('aria-controls')}`)
  await panel.getByRole('link', { name: /^Book now/ }).click()
  await page.waitForURL((url) => url.pathname === '/checkout')
  await waitForCheckout(page)
}

/** Steps 1–4: add-ons skipped (when offered), a twin and a single room for three, one excursion for the first. */
async function throughTravellersAndExcursions(page: Page, departure: Picked, travellers: Traveller[], axe?: Axe) {
  if (departure.hasAddOns) {
    await expect(checkoutStep(page)).toHaveAttribute('data-step', 'addon')
    if (axe) await axe.check()
    await page.getByRole('button', { name: /^(No thanks|Skip|Continue without)/ }).click()
  }
  await expect(checkoutStep(page)).toHaveAttribute('data-step', 'travellers')
  const roomTypes = page.getByRole('combobox', { name: /^Room type/ })
  await roomTypes.first().selectOption(String(departure.twinId))
  await page.getByRole('button', { name: 'Add another room' }).click()
  await roomTypes.nth(1).selectOption(String(departure.singleId))
  for (const [index, person] of travellers.entries()) {
    const group = page.getByRole('group', { name: `Traveller ${index + 1}`, exact: true })
    await group.getByLabel(/^First Name/).fill(person.firstName)
    await group.getByLabel(/^Last Name/).fill(person.lastName)
  }
  // The donation is left as offered (ticked by default).
  if (axe) await axe.check()
  await page.getByRole('button', { name: 'Continue', exact: true }).click()
  await expect(checkoutStep(page)).toHaveAttribute('data-step', 'excursions')
  const firstExcursion = page.getByRole('group', { name: /^Who would like to go\?/ }).first()
  await firstExcursion.getByRole('checkbox', { name: `${travellers[0]!.firstName} ${travellers[0]!.lastName}` }).check()
  if (axe) await axe.check()
  await page.getByRole('button', { name: 'Continue', exact: true }).click()
  await expect(checkoutStep(page)).toHaveAttribute('data-step', 'passengerDetails')
}

const passengerForm = (page: Page, index: number) =>
  page.getByRole('form', { name: `Passenger ${index + 1} details`, exact: true })

/** The login box's way past it: 'Continue without log in' (the coach brand says 'Continue'). */
async function skipLoginBox(page: Page, brand: Brand) {
  const name = brand === 'cavendish' ? 'Continue' : 'Continue without log in'
  await page.getByRole('button', { name, exact: true }).click()
  await expect(page.getByRole('heading', { name: 'Enter details as they appear on the passport' })).toBeFocused()
}

interface LeadContact {
  email: string
}

async function fillPassengerCard(
  page: Page,
  index: number,
  person: Traveller,
  options: { lead?: LeadContact; visaRequired?: boolean; mobility?: string; save?: boolean } = {},
) {
  const form = passengerForm(page, index)
  await expect(form).toBeVisible()
  // The page data's rich texts (visa and dietary descriptions) read as text, never as markup.
  await expect(form).not.toContainText('<p>')
  await form.getByLabel(/^Title/).selectOption(person.title)
  await form.getByLabel(/^First name/).fill(person.firstName)
  await form.getByLabel(/^Surname/).fill(person.lastName)
  await form.getByLabel('Day', { exact: true }).selectOption(String(person.day))
  await form.getByLabel('Month', { exact: true }).selectOption(String(person.month))
  await form.getByLabel('Year', { exact: true }).selectOption(String(person.year))
  await form.getByRole('radio', { name: person.sex, exact: true }).check()
  const mobility = form.getByRole('radiogroup', { name: /mobility limitations/ })
  if (options.mobility) {
    await mobility.getByRole('radio', { name: 'Yes', exact: true }).check()
    await form.getByLabel(/^Please give details/).fill(options.mobility)
  } else {
    await mobility.getByRole('radio', { name: 'No', exact: true }).check()
  }
  await form
    .getByRole('radiogroup', { name: /dietary requirements/ })
    .getByRole('radio', { name: 'No', exact: true })
    .check()
  const visaGroups = form.locator('.passenger-visas fieldset')
  const count = await visaGroups.count()
  for (let i = 0; i < count; i++) {
    const choice = options.visaRequired && i === 0 ? 'Visa required' : 'No visa required'
    await visaGroups.nth(i).getByRole('radio', { name: choice, exact: true }).check()
  }
  if (options.lead) {
    await form.getByLabel(/^Email/).fill(options.lead.email)
    await form.getByLabel(/^Confirm email/).fill(options.lead.email)
    await form.getByLabel(/^Mobile phone/).fill('07700 900123')
    await form.getByLabel(/^Home phone/).fill('020 7946 0000')
    await form.getByLabel(/^Postcode/).fill('SW1Y 4JH')
    await form.getByLabel(/^Address line 1/).fill('12 St James Square')
    await form.getByLabel(/^Town or city/).fill('London')
    await form.getByRole('checkbox', { name: /^I accept the/ }).check()
  }
  if (options.save === false) return
  await form.getByRole('button', { name: 'Save and continue' }).click()
  await expect(form).toHaveCount(0)
}

/** The payment block: Full Balance, the first card type, saved. */
async function choosePayment(page: Page) {
  const section = page.getByTestId('payment-section')
  await section.getByRole('radio', { name: /^Full Balance/ }).check()
  await section.getByLabel(/^Card type/).selectOption({ index: 1 })
  await section.getByRole('button', { name: 'Save and continue' }).click()
  await expect(section.getByTestId('payment-summary')).toBeVisible()
}

const cardFrame = (page: Page): FrameLocator => page.frameLocator('[data-testid="card-frame"]')

async function payInFrame(frame: FrameLocator, cardNumber: string) {
  await frame.getByLabel(/^Card number/).fill(cardNumber)
  await frame.getByLabel('Month', { exact: true }).selectOption({ index: 12 })
  await frame.getByLabel('Year', { exact: true }).selectOption({ index: 3 })
  await frame.getByLabel(/^Security code/).fill('123')
  await frame.getByLabel(/^Name on card/).fill('Alice Walker')
  await frame.getByRole('button', { name: /^Pay / }).click()
}

const referenceHeading = (page: Page) => page.getByRole('heading', { level: 2, name: /^Your booking reference is:/ })

async function referenceShown(page: Page): Promise<string> {
  await expect(referenceHeading(page)).toBeVisible()
  const reference = (await page.getByTestId('booking-reference').textContent()) ?? ''
  expect(reference).toMatch(REFERENCE)
  return reference
}

async function bookingOf(db: AppDatabase, reference: string) {
  return db.selectFrom('bookings').selectAll().where('reference', '=', reference).execute()
}

/** Every data-layer push (whole entries), kept in session storage across the reloads and navigations. */
async function recordDataLayer(page: Page) {
  await page.addInitScript((key) => {
    const log = JSON.parse(sessionStorage.getItem(key) ?? '[]') as unknown[]
    const layer: unknown[] = []
    layer.push = function (...entries: unknown[]) {
      log.push(...entries)
      sessionStorage.setItem(key, JSON.stringify(log))
      return Array.prototype.push.apply(this, entries)
    }
    ;(window as unknown as { dataLayer: unknown[] }).dataLayer = layer
  }, DATA_LAYER_LOG)
}

async function dataLayerOf(page: Page): Promise<Record<string, unknown>[]> {
  return page.evaluate(
    (key) => JSON.parse(sessionStorage.getItem(key) ?? '[]') as Record<string, unknown>[],
    DATA_LAYER_LOG,
  )
}

test.describe('checkout, part 2: booking', () => {
  for (const brand of BRANDS) {
    test(`${brand}: tour page → three travellers in two rooms, an excursion${
      brand === 'meridian' ? ', a visa' : ''
    }, the donation kept → approved card → the confirmation, its reload and the booking stored`, async ({
      page,
      db,
      baseURL,
    }) => {
      test.setTimeout(180_000)
      const origin = brandOrigin(baseURL, brand)
      const departure = await pickDeparture(db, brand, { visas: true, firstTab: true })
      const travellers = travellersOf(uniqueSurname())
      const email = `${travellers[0]!.lastName.toLowerCase()}@example.com`

      await bookFromTourPage(page, origin, departure)
      await throughTravellersAndExcursions(page, departure, travellers)
      await skipLoginBox(page, brand)
      const withVisa = departure.visas.length > 0
      await fillPassengerCard(page, 0, travellers[0]!, { lead: { email }, visaRequired: withVisa })
      await fillPassengerCard(page, 1, travellers[1]!)
      const detailsAnswer = page.waitForResponse(isPost(PASSENGER_DETAILS_RESPONSE))
      await fillPassengerCard(page, 2, travellers[2]!)
      expect((await detailsAnswer).status()).toBe(200)

      await choosePayment(page)
      await page.getByRole('button', { name: 'Continue to book' }).click()
      await expect(checkoutStep(page)).toHaveAttribute('data-step', 'payment')
      const confirmAnswer = page.waitForResponse(isPost(CONFIRM_BOOKING))
      await payInFrame(cardFrame(page), APPROVED_CARD)
      expect((await confirmAnswer).status()).toBe(200)

      // The confirmation: the reference, the summary's sections, the address carrying the reference.
      const reference = await referenceShown(page)
      await expect(referenceHeading(page)).toHaveText(`Your booking reference is: ${reference}`)
      expect(new URL(page.url()).searchParams.get('bookingReference')).toBe(reference)
      const summary = page.getByTestId('booking-summary')
      await expect(summary.getByRole('heading', { level: 3 })).toHaveText(`${departure.tourName} - Summary`)
      for (const section of ['Passenger Names', 'Excursions', 'Payment and Balance'])
        await expect(summary.getByRole('heading', { level: 4, name: section, exact: true })).toBeVisible()
      if (withVisa) await expect(summary.getByRole('heading', { level: 4, name: 'Visas', exact: true })).toBeVisible()
      for (const person of travellers) await expect(summary).toContainText(`${person.firstName} ${person.lastName}`)
      await expect(summary).toContainText('Thank you')
      const total = await page.getByTestId('booking-total').textContent()
      await expect(page.getByTestId('booking-amount-paid')).toHaveText(total ?? '')

      // A reload shows the same confirmation.
      await page.reload()
      await expect(referenceHeading(page)).toHaveText(`Your booking reference is: ${reference}`)
      await expect(page.getByTestId('booking-summary')).toContainText(`${travellers[2]!.firstName}`)

      // The database: one booking with its rooms, passengers, excursion, visa, donation and one payment.
      const bookings = await bookingOf(db, reference)
      expect(bookings).toHaveLength(1)
      const booking = bookings[0]!
      expect(booking).toMatchObject({ brandId: brand, departureId: departure.id, type: 'paid' })
      expect(booking.amountPaidMinor).toBe(booking.totalMinor)
      const [rooms, passengers, excursions, visas, donations, payments] = await Promise.all([
        db.selectFrom('bookingRooms').selectAll().where('bookingId', '=', booking.id).orderBy('id').execute(),
        db.selectFrom('bookingPassengers').selectAll().where('bookingId', '=', booking.id).execute(),
        db.selectFrom('bookingExcursions').selectAll().where('bookingId', '=', booking.id).execute(),
        db.selectFrom('bookingVisas').selectAll().where('bookingId', '=', booking.id).execute(),
        db.selectFrom('bookingDonations').selectAll().where('bookingId', '=', booking.id).execute(),
        db.selectFrom('payments').selectAll().where('bookingId', '=', booking.id).execute(),
      ])
      expect(rooms.map((room) => [room.roomId, room.occupancy]).sort()).toEqual(
        [
          [departure.twinId, 2],
          [departure.singleId, 1],
        ].sort(),
      )
      expect(passengers.map((p) => `${p.firstName} ${p.lastName}`).sort()).toEqual(
        travellers.map((p) => `${p.firstName} ${p.lastName}`).sort(),
      )
      expect(excursions).toHaveLength(1)
      expect(visas).toHaveLength(withVisa ? 1 : 0)
      if (withVisa) expect(visas[0]!.visaId).toBe(departure.visas[0]!.id)
      expect(donations.length).toBeGreaterThan(0)
      expect(payments).toHaveLength(1)
      expect(payments[0]!.amountMinor).toBe(booking.totalMinor)

      const emails = await db
        .selectFrom('emailOutbox')
        .select(['toAddress', 'subject'])
        .where('kind', '=', 'booking-confirmation')
        .where('subject', 'like', `%${reference}%`)
        .execute()
      expect(emails).toEqual([expect.objectContaining({ toAddress: email })])
    })

    test(`${brand}: mobility limitations → the warning box → Continue to book → a reserved booking without payment`, async ({
      page,
      db,
      baseURL,
    }) => {
      test.setTimeout(150_000)
      const origin = brandOrigin(baseURL, brand)
      const departure = await pickDeparture(db, brand, { visas: false })
      const travellers = travellersOf(uniqueSurname())
      await page.goto(`${origin}${checkoutPath(departure)}`)
      await waitForCheckout(page)
      await throughTravellersAndExcursions(page, departure, travellers)
      await skipLoginBox(page, brand)
      await fillPassengerCard(page, 0, travellers[0]!, { lead: { email: 'reserve@example.com' } })
      await fillPassengerCard(page, 1, travellers[1]!, { mobility: 'Uses a walking frame' })
      await fillPassengerCard(page, 2, travellers[2]!)

      await expect(page.getByTestId('reservation-warning')).toBeVisible()
      const confirmAnswer = page.waitForResponse(isPost(CONFIRM_BOOKING))
      await page.getByRole('button', { name: 'Continue to book' }).click()
      expect((await confirmAnswer).status()).toBe(200)
      const reference = await referenceShown(page)
      const [booking] = await bookingOf(db, reference)
      expect(booking).toMatchObject({ type: 'reserved', amountPaidMinor: 0 })
      expect(await db.selectFrom('payments').select('id').where('bookingId', '=', booking!.id).execute()).toEqual([])
    })
  }

  test('a declined card, then the approved card in the same frame', async ({ page, db, baseURL }) => {
    test.setTimeout(150_000)
    const departure = await pickDeparture(db, 'meridian', { visas: false })
    await page.goto(`${brandOrigin(baseURL, 'meridian')}${checkoutPath(departure)}`)
    await waitForCheckout(page)
    const travellers = travellersOf(uniqueSurname())
    await throughTravellersAndExcursions(page, departure, travellers)
    await skipLoginBox(page, 'meridian')
    await fillPassengerCard(page, 0, travellers[0]!, { lead: { email: 'declined@example.com' } })
    await fillPassengerCard(page, 1, travellers[1]!)
    await fillPassengerCard(page, 2, travellers[2]!)
    await choosePayment(page)
    await page.getByRole('button', { name: 'Continue to book' }).click()
    const frame = cardFrame(page)
    await payInFrame(frame, DECLINED_CARD)
    await expect(frame.getByRole('alert')).toHaveText('Your card was declined. Please try another card.')
    await expect(checkoutStep(page)).toHaveAttribute('data-step', 'payment')
    await payInFrame(frame, APPROVED_CARD)
    const reference = await referenceShown(page)
    const [booking] = await bookingOf(db, reference)
    expect(await db.selectFrom('payments').select('id').where('bookingId', '=', booking!.id).execute()).toHaveLength(1)
  })

  test('the 3-D Secure page: Authenticate books', async ({ page, db, baseURL }) => {
    test.setTimeout(150_000)
    const departure = await pickDeparture(db, 'cavendish', { visas: false })
    await page.goto(`${brandOrigin(baseURL, 'cavendish')}${checkoutPath(departure)}`)
    await waitForCheckout(page)
    const travellers = travellersOf(uniqueSurname())
    await throughTravellersAndExcursions(page, departure, travellers)
    await skipLoginBox(page, 'cavendish')
    await fillPassengerCard(page, 0, travellers[0]!, { lead: { email: 'secure@example.com' } })
    await fillPassengerCard(page, 1, travellers[1]!)
    await fillPassengerCard(page, 2, travellers[2]!)
    await choosePayment(page)
    await page.getByRole('button', { name: 'Continue to book' }).click()
    const frame = cardFrame(page)
    await payInFrame(frame, THREE_D_SECURE_CARD)
    await expect(frame.getByRole('heading', { level: 1, name: 'Confirm it’s you' })).toBeVisible()
    await frame.getByRole('button', { name: 'Authenticate' }).click()
    const reference = await referenceShown(page)
    expect(await bookingOf(db, reference)).toHaveLength(1)
  })

  test('a signed-in customer sees no login box and the matching passenger prefilled', async ({ page, db, baseURL }) => {
    test.setTimeout(120_000)
    const origin = brandOrigin(baseURL, 'meridian')
    const surname = uniqueSurname()
    const email = `${surname.toLowerCase()}.signed@example.com`
    await createCustomer(db, {
      email,
      firstName: 'Brian',
      lastName: surname,
      passwordHash: await hashPassword(PASSWORD),
    })
    await page.goto(`${origin}/login`)
    await page.getByLabel('Email').fill(email)
    await page.getByLabel('Password').fill(PASSWORD)
    await page.getByRole('button', { name: 'Log in' }).click()
    await expect(page).toHaveURL(`${origin}/my-bookings`)

    const departure = await pickDeparture(db, 'meridian', { visas: false })
    await page.goto(`${origin}${checkoutPath(departure)}`)
    await waitForCheckout(page)
    await throughTravellersAndExcursions(page, departure, travellersOf(surname))
    await expect(page.getByRole('button', { name: 'Continue without log in' })).toHaveCount(0)
    // The first passenger whose name matches the customer is Brian (the second card): filled once the first is saved.
    await fillPassengerCard(page, 0, travellersOf(surname)[0]!, { lead: { email: 'lead@example.com' } })
    const second = passengerForm(page, 1)
    await expect(second.getByLabel(/^Title/)).toHaveValue('Mrs')
    await expect(second.getByLabel('Year', { exact: true })).toHaveValue('1961')
  })

  test('a guest logs in through the login box and gets the prefill', async ({ page, db, baseURL }) => {
    test.setTimeout(120_000)
    const origin = brandOrigin(baseURL, 'meridian')
    const surname = uniqueSurname()
    const email = `${surname.toLowerCase()}.guest@example.com`
    await createCustomer(db, {
      email,
      firstName: 'Alice',
      lastName: surname,
      passwordHash: await hashPassword(PASSWORD),
    })
    const departure = await pickDeparture(db, 'meridian', { visas: false })
    await page.goto(`${origin}${checkoutPath(departure)}`)
    await waitForCheckout(page)
    await throughTravellersAndExcursions(page, departure, travellersOf(surname))
    await page.getByRole('button', { name: 'Log in', exact: true }).click()
    await page.getByRole('textbox', { name: /^Email/ }).fill(email)
    await page.getByRole('textbox', { name: /^Password/ }).fill(PASSWORD)
    await page.getByRole('button', { name: 'Log in', exact: true }).click()
    const first = passengerForm(page, 0)
    await expect(first).toBeVisible()
    await expect(first.getByLabel(/^Title/)).toHaveValue('Mrs')
    await expect(first.getByLabel('Year', { exact: true })).toHaveValue('1961')
    await expect(first.getByLabel(/^Email/)).toHaveValue(email)
    await expect(first.getByLabel(/^Town or city/)).toHaveValue('London')
  })

  test('a reload at the passenger details keeps what was typed', async ({ page, db, baseURL }) => {
    test.setTimeout(120_000)
    const origin = brandOrigin(baseURL, 'cavendish')
    const departure = await pickDeparture(db, 'cavendish', { visas: false })
    const travellers = travellersOf(uniqueSurname())
    await page.goto(`${origin}${checkoutPath(departure)}`)
    await waitForCheckout(page)
    await throughTravellersAndExcursions(page, departure, travellers)
    await skipLoginBox(page, 'cavendish')
    await fillPassengerCard(page, 0, travellers[0]!, { lead: { email: 'kept@example.com' }, save: false })
    await expect
      .poll(() => page.evaluate(() => sessionStorage.getItem('passengerDetails') ?? ''))
      .toContain('kept@example.com')
    await page.reload()
    await waitForCheckout(page)
    // The rooms and names come back from session storage too (checkout part 1): on through them as they are.
    await expect(checkoutStep(page)).toHaveAttribute('data-step', 'travellers')
    await expect(page.getByRole('combobox', { name: /^Room type/ })).toHaveCount(2)
    await page.getByRole('button', { name: 'Continue', exact: true }).click()
    await expect(checkoutStep(page)).toHaveAttribute('data-step', 'excursions')
    await page.getByRole('button', { name: 'Continue', exact: true }).click()
    await expect(checkoutStep(page)).toHaveAttribute('data-step', 'passengerDetails')
    // The login box was skipped before the reload, so it stays closed (checkout §4): the form is there at once.
    const form = passengerForm(page, 0)
    await expect(form).toBeVisible()
    await expect(form.getByLabel(/^Title/)).toHaveValue('Ms')
    await expect(form.getByLabel('Day', { exact: true })).toHaveValue('14')
    await expect(form.getByLabel('Year', { exact: true })).toHaveValue('1968')
    await expect(form.getByLabel(/^Email/)).toHaveValue('kept@example.com')
    await expect(form.getByLabel(/^Mobile phone/)).toHaveValue('07700 900123')
    await expect(form.getByLabel(/^Town or city/)).toHaveValue('London')
  })

  test('the dataLayer shows the funnel in order, with a hashed e-mail and no e-mail as typed', async ({
    page,
    db,
    baseURL,
  }) => {
    test.setTimeout(180_000)
    const origin = brandOrigin(baseURL, 'meridian')
    const departure = await pickDeparture(db, 'meridian', { visas: true, firstTab: true })
    const travellers = travellersOf(uniqueSurname())
    const typedEmail = `${travellers[0]!.lastName}.Funnel@Example.com`
    await recordDataLayer(page)
    await bookFromTourPage(page, origin, departure)
    await throughTravellersAndExcursions(page, departure, travellers)
    await skipLoginBox(page, 'meridian')
    await fillPassengerCard(page, 0, travellers[0]!, { lead: { email: typedEmail } })
    await fillPassengerCard(page, 1, travellers[1]!)
    await fillPassengerCard(page, 2, travellers[2]!)
    await choosePayment(page)
    await page.getByRole('button', { name: 'Continue to book' }).click()
    await payInFrame(cardFrame(page), APPROVED_CARD)
    await referenceShown(page)
    await expect.poll(async () => (await dataLayerOf(page)).some((entry) => entry.event === 'purchase')).toBe(true)

    const entries = await dataLayerOf(page)
    const funnel = [
      'view_item',
      'add_to_cart',
      'begin_checkout',
      'add_package',
      'add_excursions',
      'add_tour_extension',
      'add_shipping_info',
      'add_payment_info',
      'purchase_submit',
      'purchase',
    ]
    const events = entries.map((entry) => entry.event).filter((event) => funnel.includes(event as string))
    expect(events).toEqual([
      'view_item',
      'add_to_cart',
      'begin_checkout',
      'add_package',
      'add_excursions',
      'add_shipping_info',
      'add_payment_info',
      'purchase_submit',
      'purchase',
    ])
    const serialised = JSON.stringify(entries)
    expect(serialised).not.toContain(typedEmail)
    expect(serialised).toContain(sha256(typedEmail.toLowerCase()))
    const hashes = [...serialised.matchAll(/"emailHash":"([^"]*)"/g)].map((match) => match[1])
    expect(hashes.length).toBeGreaterThan(0)
    for (const hash of hashes) expect(hash).toMatch(/^[0-9a-f]{64}$/)
  })

  test('axe is clean on every step, the card page inside the frame too', async ({ page, db, baseURL, axe }) => {
    test.setTimeout(180_000)
    const origin = brandOrigin(baseURL, 'meridian')
    const departure = await pickDeparture(db, 'meridian', { visas: true })
    const travellers = travellersOf(uniqueSurname())
    await page.goto(`${origin}${checkoutPath(departure)}`)
    await waitForCheckout(page)
    await throughTravellersAndExcursions(page, departure, travellers, axe)
    await axe.check()
    await page.getByRole('button', { name: 'Continue without log in', exact: true }).click()
    await fillPassengerCard(page, 0, travellers[0]!, { lead: { email: 'axe@example.com' }, save: false })
    await axe.check()
    await passengerForm(page, 0).getByRole('button', { name: 'Save and continue' }).click()
    await fillPassengerCard(page, 1, travellers[1]!)
    await fillPassengerCard(page, 2, travellers[2]!)
    await expect(page.getByTestId('payment-section')).toBeVisible()
    await axe.check()
    await choosePayment(page)
    await axe.check()
    await page.getByRole('button', { name: 'Continue to book' }).click()
    await expect(cardFrame(page).getByLabel(/^Card number/)).toBeVisible()
    await axe.check()
    // AxeBuilder analyses the page's frames too: the card page inside the frame, on its own as well.
    await axe.check({ include: '[data-testid="card-frame"]' })
    await payInFrame(cardFrame(page), APPROVED_CARD)
    await referenceShown(page)
    await axe.check()
  })

  test('the keyboard alone completes a booking', async ({ page, db, baseURL }) => {
    test.setTimeout(180_000)
    const origin = brandOrigin(baseURL, 'cavendish')
    const departure = await pickDeparture(db, 'cavendish', { visas: false, addOns: false })
    const travellers = travellersOf(uniqueSurname())
    await page.goto(`${origin}${checkoutPath(departure)}`)
    await waitForCheckout(page)
    await expect(checkoutStep(page)).toHaveAttribute('data-step', 'travellers')
    const keys = new KeyboardDriver(page)
    // Travellers: the room type list, Add another room, the second list, three names, Continue.
    await keys.tabTo(page.getByRole('combobox', { name: /^Room type/ }).first())
    await keys.chooseOption(page.getByRole('combobox', { name: /^Room type/ }).first(), String(departure.twinId))
    await keys.tabTo(page.getByRole('button', { name: 'Add another room' }))
    await page.keyboard.press('Enter')
    const secondRoom = page.getByRole('combobox', { name: /^Room type/ }).nth(1)
    await expect(secondRoom).toBeFocused()
    await keys.chooseOption(secondRoom, String(departure.singleId))
    for (const [index, person] of travellers.entries()) {
      const group = page.getByRole('group', { name: `Traveller ${index + 1}`, exact: true })
      await keys.tabTo(group.getByLabel(/^First Name/))
      await page.keyboard.type(person.firstName)
      await keys.tabTo(group.getByLabel(/^Last Name/))
      await page.keyboard.type(person.lastName)
    }
    await keys.tabTo(page.getByRole('button', { name: 'Continue', exact: true }))
    await page.keyboard.press('Enter')
    await expect(checkoutStep(page)).toHaveAttribute('data-step', 'excursions')
    const firstExcursion = page.getByRole('group', { name: /^Who would like to go\?/ }).first()
    await keys.tabTo(firstExcursion.getByRole('checkbox').first())
    await page.keyboard.press('Space')
    await keys.tabTo(page.getByRole('button', { name: 'Continue', exact: true }))
    await page.keyboard.press('Enter')
    await expect(checkoutStep(page)).toHaveAttribute('data-step', 'passengerDetails')
    await keys.tabTo(page.getByRole('button', { name: 'Continue', exact: true }))
    await page.keyboard.press('Enter')

    for (const [index, person] of travellers.entries()) {
      const form = passengerForm(page, index)
      await expect(form).toBeVisible()
      await keys.chooseOption(form.getByLabel(/^Title/), person.title)
      // The names come from the travellers step already.
      await expect(form.getByLabel(/^First name/)).toHaveValue(person.firstName)
      await expect(form.getByLabel(/^Surname/)).toHaveValue(person.lastName)
      await keys.chooseOption(form.getByLabel('Day', { exact: true }), String(person.day))
      await keys.chooseOption(form.getByLabel('Month', { exact: true }), String(person.month))
      await keys.chooseOption(form.getByLabel('Year', { exact: true }), String(person.year))
      await keys.tabTo(form.getByRole('radio', { name: 'Male', exact: true }))
      if (person.sex === 'Female') await page.keyboard.press('ArrowRight')
      else await page.keyboard.press('Space')
      await keys.tabTo(
        form
          .getByRole('radiogroup', { name: /mobility limitations/ })
          .getByRole('radio')
          .first(),
      )
      await page.keyboard.press('ArrowRight')
      await keys.tabTo(
        form
          .getByRole('radiogroup', { name: /dietary requirements/ })
          .getByRole('radio')
          .first(),
      )
      await page.keyboard.press('ArrowRight')
      if (index === 0) {
        for (const [label, value] of [
          [/^Email/, 'keys@example.com'],
          [/^Confirm email/, 'keys@example.com'],
          [/^Mobile phone/, '07700 900123'],
          [/^Home phone/, '020 7946 0000'],
          [/^Postcode/, 'SW1Y 4JH'],
          [/^Address line 1/, '12 St James Square'],
          [/^Town or city/, 'London'],
        ] as const) {
          await keys.tabTo(form.getByLabel(label))
          await page.keyboard.type(value)
        }
        await keys.tabTo(form.getByRole('checkbox', { name: /^I accept the/ }))
        await page.keyboard.press('Space')
      }
      await keys.tabTo(form.getByRole('button', { name: 'Save and continue' }))
      await page.keyboard.press('Enter')
      await expect(form).toHaveCount(0)
    }

    const section = page.getByTestId('payment-section')
    await keys.tabTo(section.getByRole('radio', { name: /^Full Balance/ }))
    await page.keyboard.press('Space')
    await keys.chooseOption(section.getByLabel(/^Card type/), null)
    await keys.tabTo(section.getByRole('button', { name: 'Save and continue' }))
    await page.keyboard.press('Enter')
    await keys.tabTo(page.getByRole('button', { name: 'Continue to book' }))
    await page.keyboard.press('Enter')

    // Inside the frame: Tab reaches the card page's fields.
    const frame = cardFrame(page)
    await expect(frame.getByLabel(/^Card number/)).toBeVisible()
    await keys.tabTo(frame.getByLabel(/^Card number/))
    await page.keyboard.type(APPROVED_CARD)
    await page.keyboard.press('Tab')
    await expect(frame.getByLabel('Month', { exact: true })).toBeFocused()
    await page.keyboard.type('12')
    await page.keyboard.press('Tab')
    await page.keyboard.type(String(new Date().getUTCFullYear() + 2))
    await page.keyboard.press('Tab')
    await page.keyboard.type('123')
    await page.keyboard.press('Tab')
    await expect(frame.getByLabel(/^Name on card/)).toBeFocused()
    await page.keyboard.type('Alice Walker')
    await page.keyboard.press('Enter')
    const reference = await referenceShown(page)
    expect(await bookingOf(db, reference)).toHaveLength(1)
  })
})

/** Tab (or Shift+Tab) until the target has focus, bounded, as a keyboard user would. */
class KeyboardDriver {
  constructor(private readonly page: Page) {}

  async tabTo(target: Locator, limit = 80) {
    for (let i = 0; i < limit; i++) {
      if (await target.evaluate((element) => element === element.ownerDocument.activeElement && document.hasFocus()))
        return
      await this.page.keyboard.press('Tab')
    }
    await expect(target).toBeFocused()
  }

  /** Focus a list and move through its options with the arrow keys until the wanted value (null: the first). */
  async chooseOption(select: Locator, value: string | null) {
    await this.tabTo(select)
    for (let i = 0; i < 400; i++) {
      const current = await select.inputValue()
      if (value === null ? current !== '' : current === value) return
      await this.page.keyboard.press('ArrowDown')
    }
    expect(await select.inputValue()).toBe(value)
  }
}
