import type { MarketoSettings } from './marketing-form-schema'

/*
 * Marketo Forms 2 settings for pages. server/config.ts parses and validates MKTO_BASE_URL and MKTO_MUNCHKIN_ID at
 * start; server/app.ts turns them into the page context's `site.marketo` once through this function (empty means
 * unset), and the brochure route reads them from the context. Both must be set for Marketo to replace the embedded
 * lead form.
 */

export type { MarketoSettings }

export function readMarketoSettings(env: Record<string, string | undefined> = process.env): MarketoSettings | null {
  const baseUrl = env.MKTO_BASE_URL?.trim()
  const munchkinId = env.MKTO_MUNCHKIN_ID?.trim()
  if (!baseUrl || !munchkinId) return null
  try {
    const url = new URL(baseUrl)
    if (url.protocol !== 'https:' && url.protocol !== 'http:') return null
    return { baseUrl: url.origin + url.pathname.replace(/\/+$/, ''), munchkinId }
  } catch {
    return null
  }
}
