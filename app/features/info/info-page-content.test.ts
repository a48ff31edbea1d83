// @vitest-environment jsdom
import { describe, expect, it } from 'vitest'
import { contentBlocksForBrand, type ContentBlockSeed } from '../../../tools/demo-catalogue/content-blocks'
import { INFO_PAGE_SLUGS } from '../../../tools/demo-catalogue/info-pages'
import { CSRF_COOKIE_NAME, TWELVE_WEEKS_THRESHOLD_WEEKS, WISHLIST_COOKIE_NAME } from '../../lib/constants'
import { infoPageSections } from './info-contents'

/*
 * The seeded information pages, as each brand receives them: complete, well-formed, consistent with the rest of the
 * site's copy (footer legal line, opening times, cookie names) and in each brand's own voice where it matters.
 */

const brands = {
  meridian: contentBlocksForBrand({
    brandName: 'Meridian Journeys',
    phone: '0800 024 6020',
    email: 'hello@meridianjourneys.example',
    isCoach: false,
    year: 2026,
    priceLinks: [
      { name: 'Holidays under £999', url: '/holidays-under-999' },
      { name: 'Holidays under C$4,999', url: '/holidays-under-4999' },
    ],
  }),
  cavendish: contentBlocksForBrand({
    brandName: 'Cavendish Coach Holidays',
    phone: '0800 088 4411',
    email: 'bookings@cavendishcoach.example',
    isCoach: true,
    year: 2026,
    priceLinks: [{ name: 'Holidays under £999', url: '/holidays-under-999' }],
  }),
}

function block(blocks: ContentBlockSeed[], key: string): ContentBlockSeed {
  const found = blocks.find((b) => b.key === key)
  if (!found) throw new Error(`no block ${key}`)
  return found
}

function body(html: string | null): HTMLElement {
  const element = document.createElement('div')
  element.innerHTML = html ?? ''
  return element
}

/** Paths the pages may link to: each other, and pages other features own. */
const OTHER_PAGES = ['/my-bookings', '/brochures']

describe.each(Object.entries(brands))('%s information pages', (brandId, blocks) => {
  const phone = brandId === 'meridian' ? '0800 024 6020' : '0800 088 4411'
  const footer = block(blocks, 'site.footer')

  it.each(INFO_PAGE_SLUGS)('%s is complete, well-formed and ends with the demonstration notice', (slug) => {
    const page = block(blocks, `page.${slug}`)
    expect(page.title).toBeTruthy()
    const description = page.data.metaDescription
    expect(typeof description).toBe('string')
    expect((description as string).length).toBeLessThanOrEqual(160)
    expect(JSON.stringify(page)).not.toMatch(/\{(brandName|phone|phoneHref|email|year|town)\}/)

    const root = body(page.bodyHtml)
    // Parsing and serialising again changes nothing: no unclosed or misnested tags.
    expect(root.innerHTML).toBe(page.bodyHtml)
    const sections = infoPageSections(page.bodyHtml)
    expect(sections.length).toBeGreaterThanOrEqual(3)
    expect(new Set(sections.map((s) => s.id)).size).toBe(sections.length)
    expect(root.querySelectorAll('h1')).toHaveLength(0)
    for (const table of root.querySelectorAll('table')) {
      expect(table.querySelector('caption')?.textContent).toBeTruthy()
      for (const th of table.querySelectorAll('th')) expect(['col', 'row']).toContain(th.getAttribute('scope'))
    }
    for (const link of root.querySelectorAll('a[href^="/"]')) {
      const href = link.getAttribute('href')!
      expect([...INFO_PAGE_SLUGS.map((s) => `/${s}`), ...OTHER_PAGES], `${slug} links to ${href}`).toContain(href)
    }

    // The last paragraph says, like the footer's legal line, that this is a demonstration.
    const last = root.lastElementChild!
    expect(last.tagName).toBe('P')
    expect(last.textContent).toContain('Itinera demonstration site')
    expect(last.textContent).toContain('no real bookings are taken')
    expect(String(footer.data.legal)).toContain('Itinera demonstration site')
  })

  it('covers every page the footer and the brochure form link to', () => {
    const groups = footer.data.linkGroups as Array<{ links: Array<{ url: string }> }>
    const footerUrls = groups.flatMap((group) => group.links.map((link) => link.url))
    const privacyLink = (block(blocks, 'brochures.page').data.privacyPolicyLink as { url: string }).url
    for (const slug of INFO_PAGE_SLUGS) expect([...footerUrls, privacyLink]).toContain(`/${slug}`)
  })

  it('gives the brand’s own phone number, e-mail address and opening times on the contact page', () => {
    const contact = block(blocks, 'page.contact-us').bodyHtml!
    const hours = block(blocks, 'site.openingTimes').data as Record<string, string>
    expect(contact).toContain(phone)
    expect(contact).toContain(`href="tel:${phone.replace(/\s/g, '')}"`)
    expect(contact).toContain(
      brandId === 'meridian' ? 'hello@meridianjourneys.example' : 'bookings@cavendishcoach.example',
    )
    expect(contact).toContain(`Monday to Friday: ${hours.weekday}`)
    expect(contact).toContain(`Saturday: ${hours.saturday}`)
    expect(contact).toContain(`Sunday: ${hours.sunday}`)
    expect(body(contact).querySelector('address')?.textContent).toMatch(/[A-Z]{1,2}\d{1,2} \d[A-Z]{2}$/)
  })

  it('names the cookies the site really sets, and analytics only through a tag manager', () => {
    const cookies = block(blocks, 'page.cookie-policy').bodyHtml!
    expect(cookies).toContain(`<code>${CSRF_COOKIE_NAME}</code>`)
    expect(cookies).toContain(`<code>${WISHLIST_COOKIE_NAME}</code>`)
    expect(cookies).toMatch(/tag manager/i)
  })

  it('sets out deposits, the balance due date, a cancellation table and ATOL and ABTA protection', () => {
    const root = body(block(blocks, 'page.booking-conditions').bodyHtml)
    const text = root.textContent!
    expect(text).toContain(`twelve weeks (${TWELVE_WEEKS_THRESHOLD_WEEKS * 7} days) before departure`)
    const captions = [...root.querySelectorAll('caption')].map((caption) => caption.textContent)
    expect(captions).toEqual(expect.arrayContaining(['Deposits per person', 'Cancellation charges per person']))
    const cancellation = [...root.querySelectorAll('table')].find((t) =>
      t.caption?.textContent?.startsWith('Cancellation'),
    )!
    expect(cancellation.tBodies[0]!.rows.length).toBeGreaterThanOrEqual(4)
    expect(text).toContain('ATOL')
    expect(text).toContain('ABTA')
  })

  it('refers to WCAG 2.2 AA on the accessibility page', () => {
    expect(block(blocks, 'page.accessibility').bodyHtml).toContain('WCAG) 2.2 at level AA')
  })
})

describe('the coach brand’s own voice', () => {
  it('has its own deposits, pick-up points and wording where they differ', () => {
    const conditions = (id: keyof typeof brands) => block(brands[id], 'page.booking-conditions').bodyHtml!
    expect(conditions('cavendish')).toContain('£100')
    expect(conditions('cavendish')).toContain('Pick-up points and coach seats')
    expect(conditions('meridian')).not.toContain('Pick-up points')
    expect(conditions('meridian')).toContain('£500')
    for (const slug of INFO_PAGE_SLUGS) {
      const meridian = block(brands.meridian, `page.${slug}`).bodyHtml!.replaceAll('Meridian Journeys', 'BRAND')
      const cavendish = block(brands.cavendish, `page.${slug}`).bodyHtml!.replaceAll(
        'Cavendish Coach Holidays',
        'BRAND',
      )
      expect(cavendish, slug).not.toBe(meridian)
    }
  })
})
