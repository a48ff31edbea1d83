/*
 * An information page's "On this page" list, read from its body: every <h2> that carries an id. The bodies are
 * our own seeded HTML (tools/demo-catalogue/info-pages.ts), written to that convention.
 */

export interface InfoSection {
  id: string
  title: string
}

const H2_WITH_ID = /<h2\b[^>]*\bid="([^"]+)"[^>]*>([\s\S]*?)<\/h2>/gi

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", apos: "'", nbsp: ' ' }

function plainText(html: string): string {
  return html
    .replace(/<[^>]*>/g, '')
    .replace(/&(#39|amp|lt|gt|quot|apos|nbsp);/g, (_, name: string) => ENTITIES[name] ?? '')
    .replace(/\s+/g, ' ')
    .trim()
}

export function infoPageSections(bodyHtml: string | null | undefined): InfoSection[] {
  if (!bodyHtml) return []
  const sections: InfoSection[] = []
  for (const match of bodyHtml.matchAll(H2_WITH_ID)) {
    const title = plainText(match[2] ?? '')
    if (title) sections.push({ id: match[1]!, title })
  }
  return sections
}

/** '/privacy-policy' or '/privacy-policy/' → 'privacy-policy'; null for anything that is not one plain slug. */
export function infoSlugFromPath(pathname: string): string | null {
  const slug = pathname.replace(/^\/+|\/+$/g, '')
  return /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(slug) ? slug : null
}
