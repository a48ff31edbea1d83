import type { Browser, Page } from '@playwright/test'
import type { AppDatabase } from '../../db/database.server'
import { pdfVisibleText } from '../support/pdf-text'
import { unrenderedFragments } from '../support/unrendered-text'
import { expect } from './fixtures'

/*
 * Issue 29, item 2: no customer reads an unrendered placeholder ('${…}') or a missing value ('undefined', 'NaN',
 * '[object Object]'). Checked on the text a person sees: a page's rendered text, an e-mail's HTML as a browser shows
 * it and its plain text, the PDF's words.
 */

export async function expectRenderedPage(page: Page, where: string) {
  const text = await page.locator('body').innerText()
  expect(unrenderedFragments(text), `${where} (${page.url()})`).toEqual([])
}

/** The booking's e-mails (to the lead passenger and to the operator): the HTML as shown, and the plain text. */
export async function expectRenderedBookingEmails(browser: Browser, db: AppDatabase, reference: string) {
  const emails = await db
    .selectFrom('emailOutbox')
    .select(['kind', 'htmlBody', 'textBody'])
    .where('kind', 'in', ['booking-confirmation', 'booking-notification'])
    .where('subject', 'like', `%${reference}%`)
    .orderBy('id')
    .execute()
  expect(emails.map((email) => email.kind).sort()).toEqual(['booking-confirmation', 'booking-notification'])
  const context = await browser.newContext({ javaScriptEnabled: false })
  try {
    const page = await context.newPage()
    for (const email of emails) {
      expect(unrenderedFragments(email.textBody), `${email.kind} text`).toEqual([])
      await page.setContent(email.htmlBody ?? '')
      expect(unrenderedFragments(await page.locator('body').innerText()), `${email.kind} HTML`).toEqual([])
    }
  } finally {
    await context.close()
  }
}

/**
 * The confirmation PDF's words, fetched by the page itself (its session made the booking; Node does not resolve the
 * brands' *.localhost hosts as the browser does).
 */
export async function expectRenderedBookingPdf(page: Page, reference: string) {
  const fetched = await page.evaluate(async (path) => {
    const response = await fetch(path)
    return { status: response.status, bytes: Array.from(new Uint8Array(await response.arrayBuffer())) }
  }, `/checkout/booking-confirmation.pdf?bookingReference=${reference}`)
  expect(fetched.status).toBe(200)
  const text = pdfVisibleText(Buffer.from(fetched.bytes))
  expect(text).toContain(`Your booking reference is: ${reference}`)
  expect(unrenderedFragments(text), 'confirmation PDF').toEqual([])
}
