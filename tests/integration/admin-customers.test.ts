import { randomBytes } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { AUTH_PATHS } from '../../app/features/auth/index.server'
import { formatMoney } from '../../app/lib/money'
import { claimGuestBookings } from '../../app/features/account/index.server'
import { enqueueEmail } from '../../app/features/email/index.server'
import { brandContextOf, createBooking, createCustomer } from '../support/factories'
import { client, type BrandName, type HttpClient } from '../support/http-client'
import { auditRowsFor, postAdminForm, signedInStaff } from '../support/staff-session'
import { startTestServer, type TestServer } from '../support/test-server'
import { receivedText } from '../support/outbox-credentials'

/*
 * The back office's customers over HTTP against the real server (issue 14), on the dialect under test: the search by
 * e-mail, surname and phone, one customer's details and bookings, the role rule (a content editor sees no customers),
 * another brand's customer or a malformed id as a 404, and the staff password reset e-mail (the public flow's link,
 * on the customer's brand site, usable, and audited; the public limits do not apply). A bad form writes nothing.
 * Every booker is a customer (issue 26): a guest booker is listed and found by e-mail, phone and booking reference,
 * has a page with bookings (ledger figures), payments, e-mails sent and notes, and contact details staff may correct
 * (audited); when the address registers and verifies, the guest merges into the account with its notes.
 */

let server: TestServer

beforeAll(async () => {
  server = await startTestServer('admin-customers', { TRUST_PROXY: 'loopback' })
})

afterAll(async () => {
  await server?.stop()
})

const db = () => server.database.db

const PASSWORD = 'Tangerine-Walrus-42'
const NEW_PASSWORD = 'Marmalade-Otter-77'

let sequence = 0
const unique = () => `${Date.now().toString(36)}${(sequence += 1)}${randomBytes(2).toString('hex')}`

/** A surname no other test's customer has (letters only, as the name rules want). */
const uniqueSurname = () =>
  `Quill${randomBytes(6)
    .toString('hex')
    .replace(/\d/g, (d) => 'ghijklmnop'[Number(d)]!)}`

/** A public visitor on its own address (the server believes X-Forwarded-For from loopback). */
function visitor(brand: BrandName = 'meridian'): HttpClient {
  sequence += 1
  return client(server, {
    brand,
    headers: { 'x-forwarded-for': `10.77.${(sequence >> 8) & 255}.${sequence & 255}` },
  })
}

const resetMails = (email: string) =>
  db()
    .selectFrom('emailOutbox')
    .selectAll()
    .where('toAddress', '=', email)
    .where('kind', '=', 'password-reset')
    .orderBy('id')
    .execute()

const resetRows = (customerId: number) =>
  db().selectFrom('passwordResets').selectAll().where('customerId', '=', customerId).execute()

/** A row's link in the list: the customer was found. */
const rowLink = (id: number, brand = 'meridian') => `href="/admin/customers/${id}?brand=${brand}"`

describe('the customers list', () => {
  it('finds a customer by e-mail, surname and phone, only on their own brand', async () => {
    const lastName = uniqueSurname()
    const phoneDigits = `07700${String(Math.floor(Math.random() * 1e6)).padStart(6, '0')}`
    const customer = await createCustomer(db(), {
      email: `grace.${unique()}@example.com`,
      firstName: 'Grace',
      lastName,
      mobilePhone: `${phoneDigits.slice(0, 5)} ${phoneDigits.slice(5)}`,
      emailVerifiedAt: new Date().toISOString(),
    })
    const other = await createCustomer(db(), { brand: 'cavendish', firstName: 'Grace', lastName })
    const id = Number(customer.id)
    const { session } = await signedInStaff(server, 'sales_agent')
    const list = async (query: string) => {
      const page = await session.get(`/admin/customers?${query}`)
      expect(page.status).toBe(200)
      expect(page.headers['cache-control']).toBe('private, no-store')
      return page.text
    }
    const byEmail = await list(`q=${encodeURIComponent(customer.email.toUpperCase())}`)
    expect(byEmail).toContain(rowLink(id))
    expect(byEmail).toContain('Customers: Meridian Journeys')
    const bySurname = await list(`q=${lastName.toLowerCase()}`)
    expect(bySurname).toContain(rowLink(id))
    expect(bySurname).not.toContain(`/admin/customers/${other.id}?`)
    expect(await list(`q=${encodeURIComponent(`Grace ${lastName}`)}`)).toContain(rowLink(id))
    expect(await list(`q=${phoneDigits}`)).toContain(rowLink(id))
    expect(await list(`q=${encodeURIComponent(customer.mobilePhone!)}`)).toContain(rowLink(id))
    expect(await list(`q=nobody-${unique()}`)).toContain('No customers match.')
    // The other brand's list has the other customer only.
    const cavendish = await list(`brand=cavendish&q=${lastName}`)
    expect(cavendish).toContain(rowLink(Number(other.id), 'cavendish'))
    expect(cavendish).not.toContain(`/admin/customers/${id}?`)
    // A LIKE wildcard is a plain character, and nonsense paging is page 1, never a 500.
    expect(await list('q=%25')).not.toContain(rowLink(id))
    expect(await list(`q=${lastName}&page=-3`)).toContain(rowLink(id))
  })

  it('an underscore in the search is an underscore on both dialects, not a one-character wildcard', async () => {
    const tag = unique()
    const underscored = await createCustomer(db(), { email: `ada_${tag}@example.com` })
    const lookalike = await createCustomer(db(), { email: `adam${tag}@example.com` })
    const { session } = await signedInStaff(server, 'sales_agent')
    const page = await session.get(`/admin/customers?q=${encodeURIComponent(`ada_${tag}`)}`)
    expect(page.status).toBe(200)
    expect(page.text).toContain(rowLink(Number(underscored.id)))
    expect(page.text).not.toContain(rowLink(Number(lookalike.id)))
  })
})

describe('a customer', () => {
  it('shows contact details, marketing preferences and their bookings, linked to the bookings pages', async () => {
    const customer = await createCustomer(db(), {
      email: `ada.${unique()}@example.com`,
      lastName: uniqueSurname(),
      marketingEmail: 1,
      marketingMail: 0,
      town: 'Grantchester',
    })
    const id = Number(customer.id)
    const first = await createBooking(db(), { customerId: id, payments: 'deposit', sellPlaces: false })
    const second = await createBooking(db(), { customerId: id, payments: 'full', sellPlaces: false })
    const { session } = await signedInStaff(server, 'sales_agent')

    const list = await session.get(`/admin/customers?q=${encodeURIComponent(customer.email)}`)
    const row = list.text.split('<tr').find((html) => html.includes(rowLink(id)))
    // Numbers and money sit in right-aligned cells (issue 23's DataTable): the cell may carry a class.
    expect(row).toMatch(/<td[^>]*>2<\/td><\/tr>/)

    const page = await session.get(`/admin/customers/${id}`)
    expect(page.status).toBe(200)
    expect(page.headers['cache-control']).toBe('private, no-store')
    expect(page.text).toContain(`Customer: Mrs Ada ${customer.lastName}`)
    expect(page.text).toContain(customer.email)
    expect(page.text).toContain('Grantchester')
    expect(page.text).toContain('07700 900123')
    expect(page.text).toMatch(/data-testid="customer-verified">No</)
    expect(page.text).toMatch(/data-testid="customer-marketing-email">Yes</)
    expect(page.text).toMatch(/data-testid="customer-marketing-mail">No</)
    for (const { booking } of [first, second]) {
      expect(page.text).toContain(`href="/admin/bookings/${booking.reference}?brand=meridian"`)
      expect(page.text).toContain(booking.tourCode)
    }
    // Total, paid and the balance of the deposit booking; nothing due on the one paid in full.
    const { totalMinor, amountPaidMinor } = first.booking
    expect(totalMinor).toBeGreaterThan(amountPaidMinor)
    const firstRow = page.text.split('<tr').find((html) => html.includes(first.booking.reference))!
    const cells = [...firstRow.matchAll(/<td[^>]*>([^<]*)<\/td>/g)].map((cell) => cell[1])
    expect(cells).toEqual(
      expect.arrayContaining([
        formatMoney(totalMinor, 'GBP'),
        formatMoney(amountPaidMinor, 'GBP'),
        formatMoney(totalMinor - amountPaidMinor, 'GBP'),
        'Deposit paid',
      ]),
    )
    const secondRow = page.text.split('<tr').find((html) => html.includes(second.booking.reference))!
    expect(secondRow).toMatch(new RegExp(`<td[^>]*>${formatMoney(0, 'GBP')}</td>`))
    // The booking link opens the booking.
    expect((await session.get(`/admin/bookings/${first.booking.reference}?brand=meridian`)).status).toBe(200)
  })

  it('another brand’s customer, an unknown id and a malformed id are not found', async () => {
    const theirs = await createCustomer(db(), { brand: 'cavendish' })
    const { session } = await signedInStaff(server, 'administrator')
    expect((await session.get(`/admin/customers/${theirs.id}`)).status).toBe(404)
    expect((await session.get(`/admin/customers/${theirs.id}?brand=meridian`)).status).toBe(404)
    expect((await session.get(`/admin/customers/${theirs.id}?brand=cavendish`)).status).toBe(200)
    for (const id of ['999999999', 'abc', '1e3', '-1', '0', '01', '9007199254740993', '%20' + String(theirs.id)]) {
      const answer = await session.get(`/admin/customers/${id}?brand=cavendish`)
      expect(answer.status, id).toBe(404)
      expect(answer.text).toContain('Not found')
    }
    // Nor can a reset be sent to them from another brand.
    const sent = await postAdminForm(session, `/admin/customers/${theirs.id}?brand=meridian`, {
      intent: 'password-reset',
    })
    expect(sent.status).toBe(404)
    expect(await resetMails(theirs.email)).toHaveLength(0)
    expect(await auditRowsFor(server, 'customer.password-reset', theirs.id)).toHaveLength(0)
  })

  it('a content editor gets 403 on the list, the detail and the action; a stranger is sent to sign in', async () => {
    const customer = await createCustomer(db())
    const { session } = await signedInStaff(server, 'content_editor')
    expect((await session.get('/admin/customers')).status).toBe(403)
    expect((await session.get(`/admin/customers/${customer.id}`)).status).toBe(403)
    const write = await postAdminForm(session, `/admin/customers/${customer.id}`, { intent: 'password-reset' })
    expect(write.status).toBe(403)
    expect(await resetMails(customer.email)).toHaveLength(0)
    // The navigation shows the section to a sales agent only.
    const dashboard = await session.get('/admin/dashboard')
    expect(dashboard.text).not.toContain('href="/admin/customers?')
    const agent = await signedInStaff(server, 'sales_agent')
    expect((await agent.session.get('/admin/dashboard')).text).toContain('href="/admin/customers?brand=meridian"')

    const stranger = client(server)
    const page = await stranger.get(`/admin/customers/${customer.id}`)
    expect(page.status).toBe(302)
    expect(page.headers.location).toBe('/admin/login')
  })
})

describe('the password reset e-mail', () => {
  it('queues the public flow’s link on the customer’s brand site; it works, and an audit row is written', async () => {
    // A Cavendish customer who registered on the public site; the member of staff is on the Meridian host.
    const email = `reset.${unique()}@example.com`
    const registered = await visitor('cavendish').post(AUTH_PATHS.register, {
      email,
      password: PASSWORD,
      confirmPassword: PASSWORD,
    })
    expect(registered.status).toBe(200)
    const customer = await db()
      .selectFrom('customers')
      .select(['id'])
      .where('brandId', '=', 'cavendish')
      .where('email', '=', email)
      .executeTakeFirstOrThrow()
    const id = Number(customer.id)
    const { session, id: staffId } = await signedInStaff(server, 'sales_agent')

    const page = await session.get(`/admin/customers/${id}?brand=cavendish`)
    expect(page.status).toBe(200)
    expect(page.text).toContain('Send a password reset e-mail')
    const sent = await postAdminForm(session, `/admin/customers/${id}?brand=cavendish`, { intent: 'password-reset' })
    expect(sent.status).toBe(200)
    expect(sent.text).toContain(`A password reset e-mail is on its way to ${email}.`)

    const mails = await resetMails(email)
    expect(mails).toHaveLength(1)
    expect(mails[0]).toMatchObject({ brandId: 'cavendish', toAddress: email })
    const received = receivedText(mails[0]!)
    const match = /(\S+\/reset-password\?token=([A-Za-z0-9_-]{43}))/.exec(received)
    expect(match, received).not.toBeNull()
    const [, link, token] = match!
    // Issue 24: the stored e-mail keeps no live link (a backup must not be enough): masked, the token sealed.
    expect(mails[0]!.textBody).toContain('/reset-password?token=••••••••')
    expect(JSON.stringify(mails[0])).not.toContain(token!)
    expect(link!.startsWith(`http://coach.localhost:${server.port}/reset-password?token=`)).toBe(true)

    const audit = await auditRowsFor(server, 'customer.password-reset', id)
    expect(audit).toHaveLength(1)
    expect(audit[0]).toMatchObject({ staffId, brandId: 'cavendish', entity: 'customer' })
    expect(JSON.parse(audit[0]!.afterJson!)).toMatchObject({ emailId: Number(mails[0]!.id), to: email })
    expect(audit[0]!.afterJson).not.toContain(token!)

    // Issue 24: the member of staff who sent it cannot read the live link in the outbox; it is masked there.
    const outboxPage = await session.get(`/admin/outbox?brand=cavendish&id=${mails[0]!.id}`)
    expect(outboxPage.status).toBe(200)
    expect(outboxPage.text).toContain('/reset-password?token=••••••••')
    expect(outboxPage.text).not.toContain(token!)

    // The link works on the brand's site: its page shows the form, and the new password signs in.
    const owner = visitor('cavendish')
    const resetPage = await owner.get(new URL(link!).pathname + new URL(link!).search)
    expect(resetPage.status).toBe(200)
    const reset = await owner.post(AUTH_PATHS.resetPassword, {
      newpassword: NEW_PASSWORD,
      confirmNewPassword: NEW_PASSWORD,
      token,
    })
    expect(reset.status, reset.text.slice(0, 300)).toBe(200)
    expect((await visitor('cavendish').post(AUTH_PATHS.login, { email, password: NEW_PASSWORD })).status).toBe(200)
    expect((await visitor('cavendish').post(AUTH_PATHS.login, { email, password: PASSWORD })).status).toBe(401)
  })

  it('is not held to the public limits: six in a row each queue a letter, only the newest link is live', async () => {
    const customer = await createCustomer(db())
    const id = Number(customer.id)
    const { session } = await signedInStaff(server, 'sales_agent')
    for (let n = 0; n < 6; n += 1) {
      const sent = await postAdminForm(session, `/admin/customers/${id}`, { intent: 'password-reset' })
      expect(sent.status).toBe(200)
    }
    expect(await resetMails(customer.email)).toHaveLength(6)
    expect((await resetRows(id)).filter((row) => row.usedAt === null)).toHaveLength(1)
    expect(await auditRowsFor(server, 'customer.password-reset', id)).toHaveLength(6)
  })

  it('a form without its CSRF field, or with an unknown or missing intent, is refused and writes nothing', async () => {
    const customer = await createCustomer(db())
    const id = Number(customer.id)
    const { session } = await signedInStaff(server, 'sales_agent')
    const forged = await postAdminForm(session, `/admin/customers/${id}`, { intent: 'password-reset' }, { csrf: false })
    expect(forged.status).toBe(403)
    const wrongToken = await session.post(
      `/admin/customers/${id}`,
      new URLSearchParams({ csrfToken: 'not-the-token', intent: 'password-reset' }).toString(),
      { headers: { 'content-type': 'application/x-www-form-urlencoded' } },
    )
    expect(wrongToken.status).toBe(403)
    const unknown = await postAdminForm(session, `/admin/customers/${id}`, { intent: 'delete-everything' })
    expect(unknown.status).toBe(400)
    expect(unknown.text).toContain('Unknown action.')
    const missing = await postAdminForm(session, `/admin/customers/${id}`, {})
    expect(missing.status).toBe(400)
    const malformed = await postAdminForm(session, '/admin/customers/abc', { intent: 'password-reset' })
    expect(malformed.status).toBe(404)

    expect(await resetMails(customer.email)).toHaveLength(0)
    expect(await resetRows(id)).toHaveLength(0)
    expect(await auditRowsFor(server, 'customer.password-reset', id)).toHaveLength(0)
  })
})

describe('guest bookers (issue 26)', () => {
  const guestLink = (id: number, brand = 'meridian') => `href="/admin/customers/g${id}?brand=${brand}"`
  const guestRow = (email: string) =>
    db().selectFrom('guestBookers').selectAll().where('email', '=', email).executeTakeFirstOrThrow()

  it('a booking without an account makes a guest customer, found by e-mail, phone and reference on its brand only', async () => {
    const email = `walk.in.${unique()}@example.com`
    const phone = `07700${String(Math.floor(Math.random() * 1e6)).padStart(6, '0')}`
    const made = await createBooking(db(), {
      passengers: [{ email: email.toUpperCase(), firstName: 'Wendy', lastName: 'Walker', mobilePhone: phone }, {}],
      payments: 'deposit',
      sellPlaces: false,
    })
    const guest = await guestRow(email)
    expect(guest).toMatchObject({ brandId: 'meridian', firstName: 'Wendy', lastName: 'Walker', customerId: null })
    const { session } = await signedInStaff(server, 'sales_agent')
    const list = async (query: string, brand = 'meridian') =>
      (await session.get(`/admin/customers?brand=${brand}&q=${encodeURIComponent(query)}`)).text
    for (const query of [email, `+44 ${phone.slice(1, 5)} ${phone.slice(5)}`, made.booking.reference.toLowerCase()]) {
      const page = await list(query)
      expect(page, query).toContain(guestLink(Number(guest.id)))
      expect(page, query).toContain('Guest booker')
    }
    expect(await list(email, 'cavendish')).not.toContain(`/admin/customers/g${guest.id}?`)
    // A second booking with the same address is the same guest, with two bookings.
    await createBooking(db(), { passengers: [{ email, firstName: 'Wendy', lastName: 'Walker' }], sellPlaces: false })
    expect(await db().selectFrom('guestBookers').select('id').where('email', '=', email).execute()).toHaveLength(1)
    const row = (await list(email)).split('<tr').find((html) => html.includes(guestLink(Number(guest.id))))
    expect(row).toMatch(/<td[^>]*>2<\/td><\/tr>/)
  })

  it('a guest’s page: bookings, payments, e-mails sent and notes; contact details corrected with an audit row', async () => {
    const email = `guest.page.${unique()}@example.com`
    const made = await createBooking(db(), {
      passengers: [{ email, firstName: 'Gus', lastName: 'Guest', mobilePhone: '07700 900555' }, {}],
      payments: 'deposit',
      sellPlaces: false,
    })
    await db()
      .transaction()
      .execute((trx) =>
        enqueueEmail(trx, {
          brandId: 'meridian',
          kind: 'booking-confirmation',
          to: email,
          subject: 'Your booking',
          text: 'Hello',
        }),
      )
    const guest = await guestRow(email)
    const path = `/admin/customers/g${guest.id}?brand=meridian`
    const { session, id: staffId } = await signedInStaff(server, 'sales_agent', 'nora-notes')
    const page = await session.get(path)
    expect(page.status).toBe(200)
    expect(page.text).toContain('Guest booker: Gus Guest')
    expect(page.text).toContain(`href="/admin/bookings/${made.booking.reference}?brand=meridian"`)
    expect(page.text).toContain(formatMoney(made.payments[0]!.amountMinor, 'GBP'))
    expect(page.text).toContain('Your booking')
    expect(page.text).not.toContain('Send a password reset e-mail')

    const note = await postAdminForm(session, path, {
      intent: 'note',
      body: '  Calls from a landline; prefers mornings. ',
    })
    expect(note.status).toBe(200)
    const notes = await db()
      .selectFrom('customerNotes')
      .selectAll()
      .where('guestBookerId', '=', Number(guest.id))
      .execute()
    expect(notes).toEqual([expect.objectContaining({ body: 'Calls from a landline; prefers mornings.', staffId })])
    expect((await session.get(path)).text).toContain('Test nora-notes')
    expect(await auditRowsFor(server, 'guest-booker.note', Number(guest.id))).toHaveLength(1)

    // A bad phone is refused on its field and nothing is written; a good edit is saved with before and after.
    const refused = await postAdminForm(session, path, {
      intent: 'contact',
      firstName: 'Gus',
      lastName: 'Guest',
      mobilePhone: 'soon',
    })
    expect(refused.status).toBe(400)
    expect(refused.text).toContain('Enter a telephone number of digits')
    expect((await guestRow(email)).phone).toBe('07700 900555')
    const saved = await postAdminForm(session, path, {
      intent: 'contact',
      firstName: 'Angus',
      lastName: 'Guest',
      mobilePhone: '+44 7700 900556',
    })
    expect(saved.status).toBe(200)
    expect(await guestRow(email)).toMatchObject({ firstName: 'Angus', phone: '+44 7700 900556' })
    const audit = await auditRowsFor(server, 'guest-booker.edit', Number(guest.id))
    expect(audit).toHaveLength(1)
    expect(JSON.parse(audit[0]!.beforeJson!)).toEqual({ firstName: 'Gus', phone: '07700 900555' })
    expect(JSON.parse(audit[0]!.afterJson!)).toEqual({ firstName: 'Angus', phone: '+44 7700 900556' })
    // A guest has no password to reset; another brand's site does not know them.
    expect((await postAdminForm(session, path, { intent: 'password-reset' })).status).toBe(400)
    expect((await session.get(`/admin/customers/g${guest.id}?brand=cavendish`)).status).toBe(404)
    expect(
      (await postAdminForm(session, `/admin/customers/g${guest.id}?brand=cavendish`, { intent: 'note', body: 'x' }))
        .status,
    ).toBe(404)
  })

  it('merges into the account that registers and verifies the address, with its bookings and notes', async () => {
    const email = `becomes.customer.${unique()}@example.com`
    const made = await createBooking(db(), {
      passengers: [{ email, firstName: 'Rita', lastName: 'Regis' }],
      sellPlaces: false,
    })
    const guest = await guestRow(email)
    const { session } = await signedInStaff(server, 'sales_agent')
    await postAdminForm(session, `/admin/customers/g${guest.id}?brand=meridian`, {
      intent: 'note',
      body: 'Met at the coach show.',
    })

    const account = await createCustomer(db(), { email, emailVerifiedAt: new Date().toISOString() })
    const who = {
      brand: await brandContextOf(db(), 'meridian'),
      customer: {
        id: Number(account.id),
        brandId: 'meridian',
        email,
        clientId: account.clientId,
        firstName: null,
        lastName: null,
      },
    }
    expect(await claimGuestBookings(server.database.db, who)).toEqual({ verified: true, claimed: 1 })
    expect((await guestRow(email)).customerId).toBe(Number(account.id))

    const list = (await session.get(`/admin/customers?q=${encodeURIComponent(email)}`)).text
    expect(list).toContain(rowLink(Number(account.id)))
    expect(list).not.toContain(`/admin/customers/g${guest.id}?`)
    expect((await session.get(`/admin/customers/g${guest.id}?brand=meridian`)).status).toBe(404)
    const page = (await session.get(`/admin/customers/${account.id}?brand=meridian`)).text
    expect(page).toContain(made.booking.reference)
    expect(page).toContain('Met at the coach show.')
  })
})
