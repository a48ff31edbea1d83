import { useEffect, useRef, useState } from 'react'
import { Stylesheet } from '../../components/ui/stylesheet'
import stylesHref from './analytics-consent.css?url'
import { COOKIE_SETTINGS_EVENT, expireAnalyticsCookies } from './cookie-settings'

/*
 * Analytics consent (discovery §7; UK GDPR / PECR; issue 13). The data layer is always filled (pushes stay in the
 * page), but the Tag Manager container — the only thing that would set analytics cookies or send data anywhere —
 * loads only after the visitor accepts. Before a choice nothing but strictly necessary cookies exist; the choice
 * itself is remembered in a first-party cookie (strictly necessary: it records the refusal too).
 *
 * Without a container (GTM_ID unset) there is nothing to consent to, so no banner is shown. The banner is read and
 * shown after hydration from the cookie, so the server's HTML stays the same for everyone (the page cache); it is
 * fixed to the bottom of the window (no layout shift), a labelled region with a heading and two buttons, not a
 * dialog: focus is never trapped and the page stays usable.
 *
 * The container's script is added with the page's CSP nonce; on a page served from the page cache the nonce is
 * replaced by script hashes and the script is allowed by its origin, which the CSP lists when GTM_ID is set
 * (server/app.ts).
 *
 * The footer's 'Cookie settings' button (cookie-settings.ts) opens the banner again, with focus on it, showing the
 * current choice. Withdrawing consent expires the analytics cookies and reloads the page: a container that has run
 * cannot be unloaded, and the reloaded page no longer adds it.
 */

export const CONSENT_COOKIE_NAME = 'itinera_analytics_consent'
export const CONSENT_MAX_AGE_SECONDS = 180 * 24 * 60 * 60
export type ConsentChoice = 'granted' | 'denied'

export function tagManagerUrl(id: string): string {
  return `https://www.googletagmanager.com/gtm.js?id=${encodeURIComponent(id)}`
}

export function readConsent(cookie: string): ConsentChoice | null {
  for (const pair of cookie.split(';')) {
    const [name, value] = pair.trim().split('=')
    if (name === CONSENT_COOKIE_NAME && (value === 'granted' || value === 'denied')) return value
  }
  return null
}

export function consentCookie(choice: ConsentChoice, secure: boolean): string {
  return `${CONSENT_COOKIE_NAME}=${choice}; Max-Age=${CONSENT_MAX_AGE_SECONDS}; Path=/; SameSite=Lax${secure ? '; Secure' : ''}`
}

let tagManagerLoaded = false

/** Adds the container once per document, as Google's snippet does (the gtm.js start entry, then the script). */
export function loadTagManager(id: string, nonce: string | undefined): void {
  if (tagManagerLoaded) return
  tagManagerLoaded = true
  window.dataLayer = window.dataLayer ?? []
  window.dataLayer.push({ 'gtm.start': Date.now(), event: 'gtm.js' })
  const script = document.createElement('script')
  script.async = true
  if (nonce) script.nonce = nonce
  script.src = tagManagerUrl(id)
  document.head.append(script)
}

/** For tests: forget that the container was added. */
export function forgetTagManager(): void {
  tagManagerLoaded = false
}

/** The banner and the loader; rendered through AnalyticsConsent (analytics-consent.tsx) only when GTM_ID is set. */
export function AnalyticsConsentBanner({
  gtmId,
  nonce,
  brandName,
}: {
  gtmId: string | null
  nonce: string | undefined
  brandName: string
}) {
  // (gtmId is never null here in the site; kept nullable so the component is safe on its own.)
  // undefined: not read yet (server render and hydration); null: no choice made.
  const [choice, setChoice] = useState<ConsentChoice | null | undefined>(undefined)
  // Reopened from 'Cookie settings': the choice in force while the banner is shown again.
  const [reopenedFrom, setReopenedFrom] = useState<ConsentChoice | null>(null)
  const region = useRef<HTMLElement>(null)

  useEffect(() => {
    if (gtmId) setChoice(readConsent(document.cookie))
  }, [gtmId])

  useEffect(() => {
    const reopen = () => {
      setReopenedFrom(readConsent(document.cookie))
      setChoice(null)
    }
    window.addEventListener(COOKIE_SETTINGS_EVENT, reopen)
    return () => window.removeEventListener(COOKIE_SETTINGS_EVENT, reopen)
  }, [])

  useEffect(() => {
    if (choice === null && reopenedFrom !== null) region.current?.focus()
  }, [choice, reopenedFrom])

  useEffect(() => {
    if (gtmId && choice === 'granted') loadTagManager(gtmId, nonce)
  }, [gtmId, nonce, choice])

  if (!gtmId || choice !== null) return null

  const choose = (value: ConsentChoice) => {
    document.cookie = consentCookie(value, window.location.protocol === 'https:')
    if (value === 'denied' && (reopenedFrom === 'granted' || tagManagerLoaded)) {
      expireAnalyticsCookies()
      if (tagManagerLoaded) {
        window.location.reload()
        return
      }
    }
    setReopenedFrom(null)
    setChoice(value)
  }

  return (
    <section
      ref={region}
      className="consent-banner"
      aria-labelledby="consent-banner-title"
      // Focusable only when opened from 'Cookie settings' (the visitor asked for it); the first banner takes no focus.
      tabIndex={reopenedFrom !== null ? -1 : undefined}
    >
      <Stylesheet href={stylesHref} />
      <h2 id="consent-banner-title" className="consent-banner__title">
        Cookies on the {brandName} website
      </h2>
      <p className="consent-banner__text">
        We use cookies that are needed to make this site work. With your permission we would also like to use analytics
        cookies, to see how the site is used and improve it. We set them only if you accept.
        {reopenedFrom ? (
          <>
            {' '}
            You have {reopenedFrom === 'granted' ? 'accepted' : 'rejected'} analytics cookies; you can change that here.
          </>
        ) : null}
      </p>
      <div className="consent-banner__actions">
        <button type="button" className="button button--primary" onClick={() => choose('granted')}>
          Accept analytics cookies
        </button>
        <button type="button" className="button button--secondary" onClick={() => choose('denied')}>
          Reject analytics cookies
        </button>
      </div>
    </section>
  )
}
