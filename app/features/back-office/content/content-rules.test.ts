import { describe, expect, it } from 'vitest'
import {
  DISALLOWED_HTML_PROBLEM,
  contentGroupOf,
  dataForEditing,
  unsafeHtmlProblem,
  validateContentEdit,
} from './content-rules'

const edit = (key: string, input: Partial<{ title: string; bodyHtml: string; dataJson: string }>) =>
  validateContentEdit(key, { title: '', bodyHtml: '', dataJson: '', ...input })

describe('content block edits', () => {
  it('accepts a block whose data fits the registry, stores it normalised, and empty fields as null', () => {
    const result = edit('checkout.addons', { title: '  Add-ons  ', dataJson: '{\n  "skipButtonText": "No thanks"\n}' })
    expect(result).toEqual({
      ok: true,
      edit: {
        title: 'Add-ons',
        bodyHtml: null,
        dataJson: '{"skipButtonText":"No thanks"}',
        data: { skipButtonText: 'No thanks' },
      },
    })
  })

  it('accepts information pages under page.{slug} with their own schema', () => {
    const result = edit('page.about-us', { bodyHtml: '<p>Who we are</p>', dataJson: '{"metaDescription":"About"}' })
    expect(result.ok).toBe(true)
  })

  it('refuses a key the registry does not know', () => {
    expect(edit('checkout.nope', {})).toEqual({
      ok: false,
      fieldErrors: { dataJson: 'There is no content block "checkout.nope".' },
    })
    expect(edit('page.', {}).ok).toBe(false)
  })

  it('refuses data that is not JSON, or misspells a field, naming the field', () => {
    expect(edit('checkout.addons', { dataJson: '{skip' })).toEqual({
      ok: false,
      fieldErrors: { dataJson: 'The data is not valid JSON.' },
    })
    const misspelt = edit('checkout.addons', { dataJson: '{"skipButtonTxt":"x"}' })
    expect(misspelt.ok).toBe(false)
    if (!misspelt.ok)
      expect(misspelt.fieldErrors.dataJson).toMatch(/^The data does not fit this block: .*skipButtonTxt/)
    const wrongType = edit('addons.list', { dataJson: '{"numberToShowOnPageLoad":0}' })
    expect(wrongType.ok).toBe(false)
    if (!wrongType.ok) expect(wrongType.fieldErrors.dataJson).toContain('numberToShowOnPageLoad')
  })

  it('refuses active content in the body and in the data’s HTML fields', () => {
    const body = edit('checkout.addons', { bodyHtml: '<p>Hi</p><SCRIPT>alert(1)</SCRIPT>' })
    expect(body).toEqual({ ok: false, fieldErrors: { bodyHtml: DISALLOWED_HTML_PROBLEM } })
    const data = edit('checkout.passengerDetails', { dataJson: '{"descriptionHtml":"<img src=x onerror=alert(1)>"}' })
    expect(data).toEqual({
      ok: false,
      fieldErrors: { dataJson: DISALLOWED_HTML_PROBLEM },
    })
    const link = edit('brochures.thankYou', { dataJson: '{"link":{"url":"javascript:alert(1)","name":"Go"}}' })
    expect(link.ok).toBe(false)
  })

  it('limits the lengths', () => {
    const long = edit('checkout.addons', { title: 'x'.repeat(301), bodyHtml: 'y'.repeat(50_001) })
    expect(long.ok).toBe(false)
    if (!long.ok) expect(Object.keys(long.fieldErrors).sort()).toEqual(['bodyHtml', 'title'])
  })
})

describe('unsafe HTML', () => {
  it.each([
    '<iframe src="https://example.com"></iframe>',
    '<div onclick="x()">',
    '<style>body{}</style>',
    // Issue 24: the three the pattern check let through.
    '<svg/onload=alert(1)>',
    '<img src="x"/onerror=alert(1)>',
    '<svg><a><animate attributeName="href" values="javascript:alert(1)"/></a></svg>',
  ])('refuses %s', (html) => {
    expect(unsafeHtmlProblem(html)).toBe(DISALLOWED_HTML_PROBLEM)
  })

  it.each([
    '<a href="JavaScript:void(0)">x</a>',
    "<a href=' java\tscript:x'>x</a>",
    '<a href=&#106;avascript:alert(1)>x</a>',
    '<img src="data:image/svg+xml,...">',
    '<a href="vbscript:x">x</a>',
  ])('refuses the address in %s', (html) => {
    expect(unsafeHtmlProblem(html)).toBe(DISALLOWED_HTML_PROBLEM)
  })

  it('lets ordinary markup through, words like "online" and "data" included', () => {
    expect(
      unsafeHtmlProblem(
        '<p>Book online. Our data: <a href="https://x.test/a" target="_blank">link</a></p><ul><li>a</li></ul>' +
          '<a href="/brochures?x=1#y">b</a><a href="mailto:a@b.test">c</a><a href=\'tel:+441234\'>d</a><a href=faq/x>e</a>',
      ),
    ).toBeNull()
  })
})

describe('helpers', () => {
  it('groups keys by their first segment and pretty-prints stored data', () => {
    expect(contentGroupOf('checkout.confirmation.paid')).toBe('checkout')
    expect(dataForEditing('{"a":1}')).toBe('{\n  "a": 1\n}')
    expect(dataForEditing(null)).toBe('')
    expect(dataForEditing('not json')).toBe('not json')
  })
})
