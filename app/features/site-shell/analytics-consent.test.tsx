// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import {
  AnalyticsConsentBanner as AnalyticsConsent,
  CONSENT_COOKIE_NAME,
  consentCookie,
  forgetTagManager,
  readConsent,
  tagManagerUrl,
} from './analytics-consent-banner'
import { expireAnalyticsCookies, isAnalyticsCookie, openCookieSettings } from './cookie-settings'

/* The analytics consent banner (discovery §7; PECR): no container before a choice, the choice remembered. */

const gtmScripts = () =>
  Array.from(document.querySelectorAll('script')).filter((script) => script.src.startsWith(tagManagerUrl('')))

function clearCookies() {
  for (const pair of document.cookie.split(';')) {
    const name = pair.split('=')[0]?.trim()
    if (name) document.cookie = `${name}=; Max-Age=0; Path=/`
  }
}

beforeEach(() => {
  clearCookies()
  forgetTagManager()
  window.dataLayer = []
  for (const script of gtmScripts()) script.remove()
})

afterEach(() => cleanup())

describe('AnalyticsConsent', () => {
  it('shows nothing and loads nothing without a container', () => {
    const { container } = render(<AnalyticsConsent gtmId={null} nonce="n" brandName="Meridian Journeys" />)
    expect(container.innerHTML).toBe('')
    expect(gtmScripts()).toEqual([])
  })

  it('asks before loading anything: a labelled region with a heading and two buttons, no cookie set', () => {
    render(<AnalyticsConsent gtmId="GTM-TEST1" nonce="n" brandName="Meridian Journeys" />)
    const region = screen.getByRole('region', { name: 'Cookies on the Meridian Journeys website' })
    expect(region.contains(screen.getByRole('heading', { level: 2 }))).toBe(true)
    expect(screen.getAllByRole('button').map((button) => button.textContent)).toEqual([
      'Accept analytics cookies',
      'Reject analytics cookies',
    ])
    expect(gtmScripts()).toEqual([])
    expect(document.cookie).toBe('')
    expect(window.dataLayer).toEqual([])
  })

  it('loads the container with the nonce once accepted, and remembers the choice', async () => {
    render(<AnalyticsConsent gtmId="GTM-TEST1" nonce="abc123" brandName="Meridian Journeys" />)
    fireEvent.click(screen.getByRole('button', { name: 'Accept analytics cookies' }))
    expect(screen.queryByRole('region')).toBeNull()
    expect(readConsent(document.cookie)).toBe('granted')
    const [script] = gtmScripts()
    expect(script?.src).toBe('https://www.googletagmanager.com/gtm.js?id=GTM-TEST1')
    expect(script?.nonce).toBe('abc123')
    expect(window.dataLayer).toEqual([expect.objectContaining({ event: 'gtm.js' })])
  })

  it('loads nothing when rejected, and does not ask again', async () => {
    const first = render(<AnalyticsConsent gtmId="GTM-TEST1" nonce="n" brandName="Meridian Journeys" />)
    fireEvent.click(screen.getByRole('button', { name: 'Reject analytics cookies' }))
    expect(readConsent(document.cookie)).toBe('denied')
    expect(gtmScripts()).toEqual([])
    first.unmount()
    render(<AnalyticsConsent gtmId="GTM-TEST1" nonce="n" brandName="Meridian Journeys" />)
    expect(screen.queryByRole('region')).toBeNull()
    expect(gtmScripts()).toEqual([])
  })

  it('loads the container straight away for a visitor who accepted before', () => {
    document.cookie = `${CONSENT_COOKIE_NAME}=granted; Path=/`
    render(<AnalyticsConsent gtmId="GTM-TEST1" nonce="n" brandName="Meridian Journeys" />)
    expect(screen.queryByRole('region')).toBeNull()
    expect(gtmScripts()).toHaveLength(1)
  })

  it('is not a dialog: it takes no focus and traps none', () => {
    render(
      <>
        <a href="/tours">Tours</a>
        <AnalyticsConsent gtmId="GTM-TEST1" nonce="n" brandName="Meridian Journeys" />
      </>,
    )
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(document.activeElement).toBe(document.body)
    expect(document.querySelector('[aria-modal], [tabindex]')).toBeNull()
    expect(document.body.getAttribute('inert')).toBeNull()
  })
})

describe("'Cookie settings'", () => {
  it('opens the banner again, focused, saying what was chosen; a new choice replaces the old', () => {
    document.cookie = `${CONSENT_COOKIE_NAME}=denied; Path=/`
    render(<AnalyticsConsent gtmId="GTM-TEST1" nonce="n" brandName="Meridian Journeys" />)
    expect(screen.queryByRole('region')).toBeNull()
    act(() => openCookieSettings())
    const region = screen.getByRole('region', { name: 'Cookies on the Meridian Journeys website' })
    expect(region.textContent).toContain('You have rejected analytics cookies; you can change that here.')
    expect(document.activeElement).toBe(region)
    fireEvent.click(screen.getByRole('button', { name: 'Accept analytics cookies' }))
    expect(screen.queryByRole('region')).toBeNull()
    expect(readConsent(document.cookie)).toBe('granted')
    expect(gtmScripts()).toHaveLength(1)
  })

  it('withdrawing consent expires the analytics cookies', () => {
    document.cookie = `${CONSENT_COOKIE_NAME}=granted; Path=/`
    document.cookie = '_ga=GA1.1.1; Path=/'
    document.cookie = '_ga_ABC123=GS1.1; Path=/'
    document.cookie = 'keep=1; Path=/'
    expireAnalyticsCookies()
    expect(document.cookie.split('; ').sort()).toEqual([`${CONSENT_COOKIE_NAME}=granted`, 'keep=1'])
  })

  it.each([
    ['_ga', true],
    ['_ga_ABC123', true],
    ['_gid', true],
    ['_gat_UA-1', true],
    ['itinera_analytics_consent', false],
    ['__session', false],
    ['_gallery', false],
  ])('%s is an analytics cookie: %s', (name, expected) => {
    expect(isAnalyticsCookie(name)).toBe(expected)
  })
})

describe('the consent cookie', () => {
  it('is first-party, lax, six months, Secure on https', () => {
    expect(consentCookie('granted', true)).toBe(
      `${CONSENT_COOKIE_NAME}=granted; Max-Age=15552000; Path=/; SameSite=Lax; Secure`,
    )
    expect(consentCookie('denied', false)).not.toContain('Secure')
  })

  it.each([
    [`${CONSENT_COOKIE_NAME}=granted`, 'granted'],
    [`a=b; ${CONSENT_COOKIE_NAME}=denied; c=d`, 'denied'],
    [`${CONSENT_COOKIE_NAME}=maybe`, null],
    ['', null],
  ])('%s reads as %s', (cookie, choice) => {
    expect(readConsent(cookie)).toBe(choice)
  })
})
