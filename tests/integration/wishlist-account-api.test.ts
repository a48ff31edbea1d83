import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { AUTH_PATHS } from '../../app/features/auth/index.server'
import { outboxSeal } from '../../app/features/email/index.server'
import { runDueJobs } from '../../app/features/scheduler/index.server'
import {
  WISHLIST_ALERTS_PATH,
  WISHLIST_ALERT_JOB,
  WISHLIST_ITEMS_PATH,
  planWishlistAlerts,
  wishlistAlertHandler,
} from '../../app/features/wishlist/index.server'
import type { AppDatabase } from '../../db/database.server'
import { stockDeparture, type StockedDeparture } from '../support/factories'
import { client, type HttpClient } from '../support/http-client'
import { INTEGRATION_SESSION_SECRET, receivedText } from '../support/outbox-credentials'
import { postAdminForm } from '../support/staff-session'
import { startTestServer, type TestServer } from '../support/test-server'

/*
 * The account wishlist through the real server (issue 27; ADR 0056), on the dialect under test: the cookie wishlist
 * merges into the account at registration and at sign-in (no duplicates, the other brand's account untouched), a
 * signed-in page reads the account's list (the cookie follows it), the hearts' and the alert switches' endpoints
 * (401 signed out, 400 bad input, 404 for a tour not saved), signing out takes the browser's copy away, and the
 * alert's unsubscribe page (404 for a bad link, 403 without the page's token, 400 for an unknown choice).
 */

const PASSWORD = 'Tangerine-Walrus-42'
const used = new Set<number>()

let server: TestServer
let db: AppDatabase
let tourA: StockedDeparture
let tourB: StockedDeparture
let tourC: StockedDeparture

beforeAll(async () => {
  server = await startTestServer('wishlist-account-api')
  db = server.database.db
  tourA = await stockDeparture(db, { placesLeft: 20, twinsLeft: 10, startDate: '2031-06-01', used })
  tourB = await stockDeparture(db, { placesLeft: 20, twinsLeft: 10, startDate: '2031-06-02', used })
  tourC = await stockDeparture(db, { placesLeft: 20, twinsLeft: 10, startDate: '2031-06-03', used })
})

afterAll(async () => {
  await server?.stop()
})

const cookieOf = (codes: string[]) => encodeURIComponent(JSON.stringify(codes))
const jarWishlist = (browser: HttpClient): string[] => {
  const raw = browser.cookies.get('wishlist')
  return raw ? (JSON.parse(decodeURIComponent(raw)) as string[]) : []
}
const itemsOf = async (email: string, brandId: string) => {
  const rows = await db
    .selectFrom('wishlistItems')
    .innerJoin('customers', 'customers.id', 'wishlistItems.customerId')
    .select('wishlistItems.tourCode')
    .where('customers.email', '=', email)
    .where('customers.brandId', '=', brandId)
    .orderBy('wishlistItems.id')
    .execute()
  return rows.map((row) => row.tourCode)
}

async function register(email: string, browser: HttpClient, codes: string[] = []) {
  if (codes.length) browser.cookies.set('wishlist', cookieOf(codes))
  const response = await browser.post(AUTH_PATHS.register, { email, password: PASSWORD, confirmPassword: PASSWORD })
  expect(response.status, response.text).toBe(200)
}

describe('the account wishlist', () => {
  const email = 'saver@wishlist.example'

  it('takes the cookie’s tours at registration and at sign-in, once each; the other brand keeps its own', async () => {
    const coach = client(server, { brand: 'cavendish' })
    await register(email, coach, ['CAV-ONLY'])
    expect(await itemsOf(email, 'cavendish')).toEqual(['CAV-ONLY'])

    const first = client(server)
    await register(email, first, [tourA.tourCode])
    expect(await itemsOf(email, 'meridian')).toEqual([tourA.tourCode])
    expect(jarWishlist(first)).toEqual([tourA.tourCode])
    // Signing out takes this browser's copy away; the account keeps the list.
    expect((await first.post(AUTH_PATHS.signOut, {})).status).toBe(200)
    expect(jarWishlist(first)).toEqual([])
    expect(await itemsOf(email, 'meridian')).toEqual([tourA.tourCode])

    const second = client(server)
    second.cookies.set('wishlist', cookieOf([tourB.tourCode, tourA.tourCode]))
    const login = await second.post(AUTH_PATHS.login, { email, password: PASSWORD })
    expect(login.status, login.text).toBe(200)
    expect(await itemsOf(email, 'meridian')).toEqual([tourA.tourCode, tourB.tourCode])
    expect(jarWishlist(second)).toEqual([tourA.tourCode, tourB.tourCode])
    expect(await itemsOf(email, 'cavendish')).toEqual(['CAV-ONLY'])
  })

  it('is what a signed-in page reads, whatever the browser’s cookie says', async () => {
    const browser = client(server)
    const login = await browser.post(AUTH_PATHS.login, { email, password: PASSWORD })
    expect(login.status).toBe(200)
    // A stale copy (another device saved tour B meanwhile).
    browser.cookies.set('wishlist', cookieOf([tourA.tourCode, tourC.tourCode]))
    const page = await browser.get('/wishlist')
    expect(page.status).toBe(200)
    expect(page.text).toContain(`/tours/${tourA.tourSlug}`)
    expect(page.text).toContain(`/tours/${tourB.tourSlug}`)
    expect(page.text).not.toContain(`/tours/${tourC.tourSlug}`)
    expect(page.text).toContain('E-mail alerts')
    expect(jarWishlist(browser)).toEqual([tourA.tourCode, tourB.tourCode])
  })

  it('saves and removes a heart on the account, and refuses the signed out and bad input', async () => {
    const browser = client(server)
    await browser.post(AUTH_PATHS.login, { email, password: PASSWORD })
    const saved = await browser.post(WISHLIST_ITEMS_PATH, { tourCode: tourC.tourCode, saved: true })
    expect(saved.status, saved.text).toBe(200)
    expect(saved.json()).toEqual({ codes: [tourA.tourCode, tourB.tourCode, tourC.tourCode] })
    expect(jarWishlist(browser)).toEqual([tourA.tourCode, tourB.tourCode, tourC.tourCode])
    const removed = await browser.post(WISHLIST_ITEMS_PATH, { tourCode: tourC.tourCode, saved: false })
    expect(removed.json()).toEqual({ codes: [tourA.tourCode, tourB.tourCode] })
    expect((await browser.post(WISHLIST_ITEMS_PATH, { tourCode: '"; drop', saved: true })).status).toBe(400)
    expect((await browser.post(WISHLIST_ITEMS_PATH, { tourCode: tourC.tourCode })).status).toBe(400)
    expect(
      (await browser.post(WISHLIST_ITEMS_PATH, { tourCode: tourC.tourCode, saved: true }, { csrf: false })).status,
    ).toBe(403)

    const stranger = client(server)
    expect((await stranger.post(WISHLIST_ITEMS_PATH, { tourCode: tourC.tourCode, saved: true })).status).toBe(401)
    expect((await stranger.post(WISHLIST_ALERTS_PATH, { tourCode: tourA.tourCode, on: true })).status).toBe(401)
    expect(await itemsOf(email, 'meridian')).toEqual([tourA.tourCode, tourB.tourCode])
  })

  it('switches a saved tour’s alerts; 404 for a tour not on this account’s wishlist', async () => {
    const browser = client(server)
    await browser.post(AUTH_PATHS.login, { email, password: PASSWORD })
    expect((await browser.post(WISHLIST_ALERTS_PATH, { tourCode: tourC.tourCode, on: true })).status).toBe(404)
    expect((await browser.post(WISHLIST_ALERTS_PATH, { tourCode: tourA.tourCode, on: 'yes' })).status).toBe(400)
    const on = await browser.post(WISHLIST_ALERTS_PATH, { tourCode: tourA.tourCode, on: true })
    expect(on.status, on.text).toBe(200)
    expect(on.json()).toEqual({ tourCode: tourA.tourCode, alertsOn: true })
    const page = await browser.get('/wishlist')
    expect(page.text).toMatch(/role="switch" aria-checked="true"/)
  })

  it('sends an alert whose unsubscribe page stops it; bad links and forms are refused', async () => {
    await db
      .updateTable('departures')
      .set((eb) => ({ priceMinor: eb('priceMinor', '-', 10000) }))
      .where('id', '=', tourA.id)
      .execute()
    await planWishlistAlerts(db)
    const handler = wishlistAlertHandler({
      originFor: () => server.origin,
      secret: INTEGRATION_SESSION_SECRET,
      seal: outboxSeal(INTEGRATION_SESSION_SECRET),
    })
    await runDueJobs(db, { [WISHLIST_ALERT_JOB]: handler })
    const mail = await db
      .selectFrom('emailOutbox')
      .selectAll()
      .where('kind', '=', 'wishlist-alert')
      .where('toAddress', '=', email)
      .executeTakeFirstOrThrow()
    const link = /(\/wishlist-alerts\/unsubscribe\?token=[A-Za-z0-9_-]+)/.exec(receivedText(mail))?.[1]
    expect(link).toBeDefined()

    const visitor = client(server)
    expect((await visitor.get('/wishlist-alerts/unsubscribe?token=not-a-token-0123456789abc')).status).toBe(404)
    expect((await visitor.get('/wishlist-alerts/unsubscribe')).status).toBe(404)
    const page = await visitor.get(link!)
    expect(page.status).toBe(200)
    expect(page.text).toContain('Stop all my wishlist alerts')
    expect((await postAdminForm(visitor, link!, { scope: 'tour' }, { csrf: false })).status).toBe(403)
    expect((await postAdminForm(visitor, link!, { scope: 'everything' })).status).toBe(400)
    const stopped = await postAdminForm(visitor, link!, { scope: 'tour' })
    expect(stopped.status, stopped.text.slice(0, 300)).toBe(200)
    expect(stopped.text).toContain('are off')
    const item = await db
      .selectFrom('wishlistItems')
      .select('alertsOn')
      .where('tourCode', '=', tourA.tourCode)
      .where('brandId', '=', 'meridian')
      .executeTakeFirstOrThrow()
    expect(item.alertsOn).toBe(0)
  })
})
