import { describe, expect, it } from 'vitest'
import { toCsv } from '../shell/index.rules'
import {
  LEAD_CSV_HEADERS,
  NEWSLETTER_CSV_HEADERS,
  csvFileName,
  filterLink,
  leadCsvCells,
  marketingFormLabel,
  newsletterCsvCells,
  pageLink,
  parseEnquiryQuery,
  parseLeadQuery,
  parseNewsletterQuery,
} from './marketing-rules'

const params = (text: string) => new URLSearchParams(text)

describe('the lead list query', () => {
  it('reads the search, the date range and the page', () => {
    expect(parseLeadQuery(params('q=%20ada%20&from=2031-01-01&to=2031-01-31&page=3'))).toEqual({
      q: 'ada',
      from: '2031-01-01',
      to: '2031-01-31',
      page: 3,
    })
  })

  it('ignores nonsense instead of failing', () => {
    expect(parseLeadQuery(params('from=yesterday&to=<script>&page=-4&brand=meridian'))).toEqual({
      q: '',
      from: '',
      to: '',
      page: 1,
    })
    expect(parseLeadQuery(params(`q=${'x'.repeat(101)}`)).q).toBe('')
  })

  it('reads a range given back to front the right way round', () => {
    expect(parseLeadQuery(params('from=2031-02-01&to=2031-01-01'))).toMatchObject({
      from: '2031-01-01',
      to: '2031-02-01',
    })
  })
})

describe('the newsletter list query', () => {
  it('shows everyone by default on the page, the subscribed by default in the download', () => {
    expect(parseNewsletterQuery(params(''))).toEqual({ q: '', status: 'all', page: 1 })
    expect(parseNewsletterQuery(params(''), { defaultStatus: 'subscribed' }).status).toBe('subscribed')
    expect(parseNewsletterQuery(params('status=bogus'), { defaultStatus: 'subscribed' }).status).toBe('subscribed')
    expect(parseNewsletterQuery(params('status=unsubscribed'), { defaultStatus: 'subscribed' }).status).toBe(
      'unsubscribed',
    )
    expect(parseNewsletterQuery(params('status=all&q=ada&page=2'), { defaultStatus: 'subscribed' })).toEqual({
      q: 'ada',
      status: 'all',
      page: 2,
    })
  })
})

describe('the enquiry list query', () => {
  it('is open unless told otherwise', () => {
    expect(parseEnquiryQuery(params(''))).toEqual({ status: 'open', page: 1 })
    expect(parseEnquiryQuery(params('status=handled&page=2'))).toEqual({ status: 'handled', page: 2 })
    expect(parseEnquiryQuery(params('status=all'))).toMatchObject({ status: 'all' })
    expect(parseEnquiryQuery(params('status=deleted&page=abc'))).toEqual({ status: 'open', page: 1 })
  })
})

describe('links', () => {
  it('keeps the brand and the filters, leaving out empty ones and the page where it does not belong', () => {
    const query = { q: 'a&b', from: '', to: '2031-01-01', page: 4 }
    expect(pageLink('meridian', query, 5)).toBe('?brand=meridian&q=a%26b&to=2031-01-01&page=5')
    expect(filterLink('/admin/exports/leads', 'cavendish', query)).toBe(
      '/admin/exports/leads?brand=cavendish&q=a%26b&to=2031-01-01',
    )
  })
})

describe('form labels', () => {
  it('names the site’s two lead forms and falls back to the number', () => {
    expect(marketingFormLabel(2405)).toBe('Brochure download form')
    expect(marketingFormLabel(2410)).toBe('Brochure download form (coach brand)')
    expect(marketingFormLabel(9999)).toBe('Form 9999')
  })
})

describe('dates', () => {
  it('names a download after the kind, brand and day', () => {
    expect(csvFileName('leads', 'meridian', new Date('2031-09-01T22:00:00Z'))).toBe('leads-meridian-2031-09-01.csv')
  })
})

describe('CSV columns', () => {
  it('maps a lead to its columns, one per header, with the form label', () => {
    const cells = leadCsvCells({
      id: 1,
      createdAt: '2031-01-01T10:00:00.000Z',
      formId: 2405,
      firstName: '=HYPERLINK("x")',
      lastName: 'Lovelace',
      email: 'ada@example.com',
      phone: '+44 7700 900123',
      country: 'GB',
      brochureName: 'Europe 2031',
      referral: 'Website',
      inquirySubcategory: null,
    })
    expect(cells).toHaveLength(LEAD_CSV_HEADERS.length)
    expect(cells.slice(0, 4)).toEqual(['2031-01-01T10:00:00.000Z', 'Brochure download form', 2405, '=HYPERLINK("x")'])
    const csv = toCsv(LEAD_CSV_HEADERS, [cells])
    expect(csv).toContain(`'=HYPERLINK(""x"")`)
    expect(csv).toContain(`'+44 7700 900123`)
  })

  it('maps a sign-up to its columns with its status', () => {
    const subscribed = newsletterCsvCells({
      email: 'ada@example.com',
      createdAt: '2031-01-01T10:00:00.000Z',
      sourcePath: '/tours',
      unsubscribedAt: null,
    })
    expect(subscribed).toHaveLength(NEWSLETTER_CSV_HEADERS.length)
    expect(subscribed).toEqual(['ada@example.com', '2031-01-01T10:00:00.000Z', '/tours', 'subscribed', null])
    expect(
      newsletterCsvCells({ email: 'b@example.com', createdAt: 'x', sourcePath: null, unsubscribedAt: 'y' })[3],
    ).toBe('unsubscribed')
  })
})
