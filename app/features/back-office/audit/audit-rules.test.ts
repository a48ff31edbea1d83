import { describe, expect, it } from 'vitest'
import { auditEntityHref, auditValueText } from './audit-rules'

describe('auditEntityHref', () => {
  it.each([
    ['booking', 'MJ-7Q2K', 'meridian', '/admin/bookings/MJ-7Q2K?brand=meridian'],
    ['customer', '12', 'coach', '/admin/customers/12?brand=coach'],
    ['departure', '5', 'meridian', '/admin/departures/5?brand=meridian'],
    ['tour', '3', null, '/admin/tours/3'],
    ['content_block', 'page.travel-insurance', 'meridian', '/admin/content/page.travel-insurance?brand=meridian'],
    ['staff', '4', null, '/admin/staff'],
    ['brochure_request', null, 'meridian', '/admin/brochure-requests?brand=meridian'],
    ['email_outbox', '9', 'meridian', '/admin/outbox?brand=meridian'],
    ['booking-enquiry', '2', 'coach', '/admin/enquiries?brand=coach'],
    ['booking', null, 'meridian', null],
    ['donation', '1', 'meridian', null],
  ])('%s #%s (%s) → %s', (entity, id, brand, href) => {
    expect(auditEntityHref(entity, id, brand)).toBe(href)
  })
})

describe('auditValueText', () => {
  it.each([
    [null, '—'],
    ['{"amountMinor":5000,"method":"cheque"}', '{"amount":"£50","method":"cheque"}'],
    ['{"currency":"CAD","priceMinor":129950}', '{"currency":"CAD","price":"C$1,299.50"}'],
    ['{"rooms":[{"supplementMinor":2500}]}', '{"rooms":[{"supplement":"£25"}]}'],
    ['{"email":"a@example.com","role":"sales_agent"}', '{"email":"a@example.com","role":"sales_agent"}'],
    ['{"amountMinor":"5000"}', '{"amountMinor":"5000"}'],
    ['not json', 'not json'],
  ])('%s → %s', (json, text) => {
    expect(auditValueText(json)).toBe(text)
  })
})
