import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEFAULT_CANCELLATION_POLICY, describeCancellationPolicy } from '../../app/features/ledger'
import { bookThroughApi } from '../support/checkout-journey'
import { stockDeparture } from '../support/factories'
import { client } from '../support/http-client'
import { auditRowsFor, postAdminForm, signedInStaff } from '../support/staff-session'
import { startTestServer, type TestServer } from '../support/test-server'

/*
 * A brand's cancellation policy and approval limit (issue 25: "stored as data, editable by administrators, shown on
 * the tour page's terms and in the checkout's confirmation"), over HTTP against the real server on the dialect under
 * test, with the page cache on as in production: an administrator saves bands and a limit (audited with before and
 * after), a sales agent may neither see nor save (403), bad input is a 400 with a message per field and nothing
 * written, the tour page and the checkout's confirmation print the new policy, and the next cancel charges it.
 */

let server: TestServer
const used = new Set<number>()

beforeAll(async () => {
  server = await startTestServer('admin-money-settings', { TRUST_PROXY: 'loopback', PAGE_CACHE_TTL_SECONDS: '60' })
})

afterAll(async () => {
  await server?.stop()
})

const db = () => server.database.db
const PAGE = '/admin/cancellation-policy'

const settingsRow = (brandId: string) =>
  db().selectFrom('brandMoneySettings').selectAll().where('brandId', '=', brandId).executeTakeFirst()

/** The form's fields for these bands ([from, charge, percent]) and limit. */
function policyForm(rows: [string, string, string][], approvalLimit = '500.00'): Record<string, string> {
  const fields: Record<string, string> = { approvalLimit }
  rows.forEach(([from, charge, percent], row) => {
    fields[`band-${row}-from`] = from
    fields[`band-${row}-charge`] = charge
    fields[`band-${row}-percent`] = percent
  })
  return fields
}

/** The list items of the element with this test id, as text. */
function listItems(html: string, testId: string): string[] {
  const list = new RegExp(`data-testid="${testId}"[^>]*>([\\s\\S]*?)</ul>`).exec(html)
  if (!list) throw new Error(`No list ${testId}`)
  return [...list[1]!.matchAll(/<li>([\s\S]*?)<\/li>/g)].map((match) =>
    match[1]!
      .replace(/<!-- -->/g, '')
      .replace(/&#x27;/g, "'")
      .replace(/&amp;/g, '&'),
  )
}

// The test's own policy: a shorter deposit band, a 30 % band, then the full price.
const EDITED = policyForm([
  ['60', 'deposit', ''],
  ['30', 'percent', '30'],
  ['0', 'percent', '100'],
  ['', '', ''],
])
const EDITED_POLICY = {
  bands: [
    { fromDays: 60, charge: { kind: 'deposit' } },
    { fromDays: 30, charge: { kind: 'percent', percent: 30 } },
    { fromDays: 0, charge: { kind: 'percent', percent: 100 } },
  ],
}

describe('who may change the policy', () => {
  it('an administrator sees the brand’s bands, its words and the form; the frame links to it', async () => {
    const { session } = await signedInStaff(server, 'administrator')
    const page = await session.get(`${PAGE}?brand=cavendish`)
    expect(page.status).toBe(200)
    expect(page.headers['cache-control']).toBe('private, no-store')
    expect(page.text).toContain('<h1 id="money-settings-title">Cancellation policy</h1>')
    expect(listItems(page.text, 'policy-words')).toEqual(describeCancellationPolicy(DEFAULT_CANCELLATION_POLICY))
    expect(page.text).toContain('name="band-0-from"')
    expect(page.text).toMatch(/<a[^>]*href="\/admin\/cancellation-policy[^"]*"[^>]*>Cancellation policy<\/a>/)
  })

  it('a sales agent gets the house’s 403 on the page and on a save, and nothing is written', async () => {
    const { session } = await signedInStaff(server, 'sales_agent')
    const page = await session.get(`${PAGE}?brand=cavendish`)
    expect(page.status).toBe(403)
    const dashboard = await session.get('/admin/dashboard')
    expect(dashboard.text).not.toContain('Cancellation policy</a>')
    const before = await settingsRow('cavendish')
    const save = await postAdminForm(session, `${PAGE}?brand=cavendish`, policyForm([['0', 'percent', '0']], '99999'))
    expect(save.status).toBe(403)
    expect(await settingsRow('cavendish')).toEqual(before)
  })

  it('a form without its CSRF field is refused (403) and nothing is written', async () => {
    const { session } = await signedInStaff(server, 'administrator')
    const before = await settingsRow('cavendish')
    const save = await postAdminForm(session, `${PAGE}?brand=cavendish`, EDITED, { csrf: false })
    expect(save.status).toBe(403)
    expect(await settingsRow('cavendish')).toEqual(before)
  })
})

describe('bad input', () => {
  it.each<[string, Record<string, string>, Record<string, string>]>([
    [
      'overlapping bands',
      policyForm([
        ['60', 'deposit', ''],
        ['60', 'percent', '50'],
        ['0', 'percent', '100'],
      ]),
      { 'band-1-from': 'Band 1 already starts at 60 days: the bands would overlap. Give each band its own start.' },
    ],
    [
      'a gap before departure',
      policyForm([
        ['60', 'deposit', ''],
        ['30', 'percent', '50'],
      ]),
      { 'band-1-from': 'No band covers 0 to 29 days before departure. Start the last band at 0 days.' },
    ],
    [
      'a percentage over 100 and days that are not whole',
      policyForm([
        ['12.5', 'deposit', ''],
        ['0', 'percent', '150'],
      ]),
      {
        'band-0-from': 'Enter a whole number of days, 0 or more.',
        'band-1-percent': 'Enter a whole percentage from 0 to 100.',
      },
    ],
    [
      'an approval limit that is not an amount',
      policyForm([['0', 'percent', '100']], 'five hundred'),
      { approvalLimit: 'Enter an amount with at most two decimals, such as 500.00.' },
    ],
    [
      'reminder days that are not days, and an overdue rule out of range (issue 27)',
      { ...policyForm([['0', 'percent', '100']]), reminderDays: '28, soon', overdueCancelAfterDays: '0' },
      {
        reminderDays: 'Enter whole numbers of days of 1 or more, separated by commas, such as 28, 14, 3.',
        overdueCancelAfterDays: 'Enter a whole number of days from 1 to 90, or leave it empty for staff to decide.',
      },
    ],
    [
      'a wishlist few-places threshold out of range (issue 27)',
      { ...policyForm([['0', 'percent', '100']]), wishlistFewPlaces: '60' },
      { wishlistFewPlaces: 'Enter a whole number of places from 1 to 50.' },
    ],
  ])('%s: 400 with the message on its field, nothing written', async (_name, fields, messages) => {
    const { session } = await signedInStaff(server, 'administrator')
    const before = await settingsRow('cavendish')
    const save = await postAdminForm(session, `${PAGE}?brand=cavendish`, fields)
    expect(save.status, save.text.slice(0, 300)).toBe(400)
    expect(save.text).toContain('Please correct the fields marked below.')
    for (const [field, message] of Object.entries(messages)) {
      expect(save.text).toContain(`id="field-${field}-error">${message.replace(/'/g, '&#x27;')}</p>`)
      expect(save.text).toMatch(
        new RegExp(`aria-invalid="true"[^>]*id="field-${field}"|id="field-${field}"[^>]*aria-invalid="true"`),
      )
    }
    expect(await settingsRow('cavendish')).toEqual(before)
  })

  it('a form with nothing in it is a 400 that asks for a band', async () => {
    const { session } = await signedInStaff(server, 'administrator')
    const save = await postAdminForm(session, `${PAGE}?brand=cavendish`, { whatever: 'x' })
    expect(save.status).toBe(400)
    expect(save.text).toContain('Add at least one band.')
  })
})

describe('an administrator’s edit', () => {
  it('is saved and audited with before and after; the tour page, the confirmation and the next cancel follow it', async () => {
    const departure = await stockDeparture(db(), {
      placesLeft: 6,
      twinsLeft: 3,
      // 40 days out: the default policy charges 100 %, the edited one 30 %.
      startDate: new Date(Date.now() + 40 * 86_400_000).toISOString().slice(0, 10),
      used,
    })
    const visitor = client(server)
    const tourPath = `/tours/${departure.tourSlug}`
    const tourBefore = await visitor.get(tourPath)
    expect(tourBefore.status).toBe(200)
    expect(listItems(tourBefore.text, 'cancellation-terms')).toEqual(
      describeCancellationPolicy(DEFAULT_CANCELLATION_POLICY),
    )
    const journey = await bookThroughApi(server, db(), departure, {
      amountToPay: 'Full Balance',
      leadEmail: `policy.${departure.id}@example.com`,
    })
    const reference = journey.bookingReference

    const admin = await signedInStaff(server, 'administrator')
    const saved = await postAdminForm(admin.session, PAGE, {
      ...EDITED,
      approvalLimit: '750',
      reminderDays: '3, 30 ,10',
      overdueCancelAfterDays: '',
      wishlistFewPlaces: '8',
      amendmentFee: '40',
    })
    expect(saved.status, saved.text.slice(0, 300)).toBe(200)
    expect(saved.text).toContain('cancellation policy is saved.')
    const row = await settingsRow('meridian')
    expect(JSON.parse(row!.cancellationPolicy)).toEqual(EDITED_POLICY)
    expect(row).toMatchObject({
      approvalLimitMinor: 75_000,
      updatedBy: admin.id,
      reminderDaysBefore: '[30,10,3]',
      overdueCancelAfterDays: null,
      wishlistFewPlaces: 8,
      amendmentFeeMinor: 4_000,
    })

    const [audit] = await auditRowsFor(server, 'money-settings.edit', 'meridian')
    expect(audit).toMatchObject({ staffId: admin.id, brandId: 'meridian', entity: 'brand-money-settings' })
    // The reminder settings and the wishlist alerts' few places (issue 27) are saved and audited with the policy: the
    // standard ones before, the brand's after.
    expect(JSON.parse(audit!.beforeJson!)).toEqual({
      policy: DEFAULT_CANCELLATION_POLICY,
      approvalLimitMinor: 50_000,
      reminderDaysBefore: null,
      overdueCancelAfterDays: null,
      wishlistFewPlaces: null,
      amendmentFeeMinor: null,
    })
    // The amendment fee (issue 26) likewise.
    expect(JSON.parse(audit!.afterJson!)).toEqual({
      policy: EDITED_POLICY,
      approvalLimitMinor: 75_000,
      reminderDaysBefore: [30, 10, 3],
      overdueCancelAfterDays: null,
      wishlistFewPlaces: 8,
      amendmentFeeMinor: 4_000,
    })

    // The page shows the saved policy back.
    const page = await admin.session.get(PAGE)
    expect(listItems(page.text, 'policy-words')).toEqual([
      'More than 59 days before departure: you lose your deposit.',
      '30 to 59 days before departure: we charge 30% of the holiday price.',
      'Fewer than 30 days before departure: we charge the full holiday price.',
    ])

    // The tour page (kept by the page cache until the catalogue moved on) prints the new policy. The cache re-reads
    // the catalogue's version at most once a second, so the page may be the old one for up to that long.
    await expect
      .poll(async () => listItems((await visitor.get(tourPath)).text, 'cancellation-terms'), { timeout: 5_000 })
      .toEqual(listItems(page.text, 'policy-words'))

    // So does the checkout's confirmation, reloaded by the session that booked.
    const confirmation = await journey.browser.get(
      `/checkout?${new URLSearchParams({
        departureId: String(departure.id),
        transportCode: departure.transportCode,
        filo: departure.filo,
        tourCode: departure.tourCode,
        bookingReference: reference,
      }).toString()}`,
    )
    expect(confirmation.status).toBe(200)
    expect(listItems(confirmation.text, 'cancellation-terms')).toEqual(listItems(page.text, 'policy-words'))

    // The next cancel charges the edited band: 30 % of the total, 40 days before departure.
    const booking = await db()
      .selectFrom('bookings')
      .selectAll()
      .where('reference', '=', reference)
      .executeTakeFirstOrThrow()
    const cancelled = await postAdminForm(admin.session, `/admin/bookings/${reference}`, {
      intent: 'cancel',
      confirm: 'yes',
      reason: 'Customer cannot travel',
    })
    expect(cancelled.status, cancelled.text.slice(0, 300)).toBe(200)
    const fee = await db()
      .selectFrom('bookingLedgerLines')
      .selectAll()
      .where('bookingId', '=', booking.id)
      .where('kind', '=', 'cancellation-fee')
      .executeTakeFirstOrThrow()
    expect(fee.amountMinor).toBe(Math.floor((booking.totalMinor * 30 + 50) / 100))
    expect(fee.description).toMatch(/^Cancellation fee \(30% of the holiday price, (39|40|41) days before departure\)$/)
  })
})
