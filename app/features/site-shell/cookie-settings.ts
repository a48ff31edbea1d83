/*
 * 'Cookie settings' (PECR: withdrawing consent must be as easy as giving it): the footer's button asks the consent
 * banner, wherever it is mounted, to open again. A window event keeps the two apart: the footer carries no banner
 * code, and the banner stays its own lazily loaded chunk (analytics-consent.tsx).
 */
export const COOKIE_SETTINGS_EVENT = 'itinera:cookie-settings'

export function openCookieSettings(): void {
  window.dispatchEvent(new Event(COOKIE_SETTINGS_EVENT))
}

/** Cookies Google Analytics sets through a container (_ga, _ga_<id>, _gid, _gat…): removed when consent is withdrawn. */
export function isAnalyticsCookie(name: string): boolean {
  return /^(_ga|_ga_.+|_gid|_gat.*)$/.test(name)
}

/** Expires every analytics cookie of this page, on the host and on each parent domain it may have been set for. */
export function expireAnalyticsCookies(doc: Document = document): void {
  const labels = doc.location.hostname.split('.')
  const domains = [''].concat(labels.slice(0, -1).map((_, index) => `; Domain=.${labels.slice(index).join('.')}`))
  for (const pair of doc.cookie.split(';')) {
    const name = pair.split('=')[0]?.trim()
    if (!name || !isAnalyticsCookie(name)) continue
    for (const domain of domains) doc.cookie = `${name}=; Max-Age=0; Path=/${domain}`
  }
}
