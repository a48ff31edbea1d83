import { useEffect } from 'react'

/** Discovery §9: the phone number link is refreshed every 3 seconds. */
export const PHONE_LINK_REFRESH_MS = 3000

/** The tel: address of a displayed phone number ('0800 123 4567' → 'tel:08001234567'). */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`
}

/**
 * Keeps every phone link's tel: address equal to the number it shows (discovery §2.11). A call-tracking script
 * swaps the displayed number after the page loads ([data-phone-number] inside an a[data-phone-link]); each link
 * then dials the number the visitor reads.
 */
export function refreshPhoneLinks(root: ParentNode = document): void {
  for (const link of root.querySelectorAll<HTMLAnchorElement>('a[data-phone-link]')) {
    const shown = (link.querySelector('[data-phone-number]') ?? link).textContent ?? ''
    if (!/\d/.test(shown)) continue
    const href = telHref(shown)
    if (link.getAttribute('href') !== href) link.setAttribute('href', href)
  }
}

export function usePhoneLinkRefresh(): void {
  useEffect(() => {
    const timer = setInterval(() => refreshPhoneLinks(), PHONE_LINK_REFRESH_MS)
    return () => clearInterval(timer)
  }, [])
}
