import type { AppDatabase } from '../../../db/database.server'
import { parseContentData, type ContentBlock, type ContentBlockKey } from './content-registry'
import { sanitiseContentHtml, sanitiseHtmlFields } from './html-sanitiser.server'

export type { ContentBlock, ContentBlockData, ContentBlockKey, ContentLink, InfoPageBlockKey } from './content-registry'

/**
 * Page-data texts ("from page data" in the specs) for one brand, typed by the content registry. A missing block is
 * an empty one, never an error; stored data that does not fit its schema reads as empty too (each caller has its
 * fallbacks) and is reported with a warning, so a bad edit degrades a page's copy instead of breaking the page.
 */
export async function getContentBlocks<const K extends ContentBlockKey>(
  db: AppDatabase,
  brandId: string,
  keys: readonly K[],
): Promise<{ [Key in K]: ContentBlock<Key> }> {
  const rows = keys.length
    ? await db
        .selectFrom('contentBlocks')
        .select(['key', 'title', 'bodyHtml', 'dataJson'])
        .where('brandId', '=', brandId)
        .where('key', 'in', [...keys])
        .execute()
    : []
  const byKey = new Map(rows.map((row) => [row.key, row]))
  const blocks: Partial<Record<ContentBlockKey, ContentBlock>> = {}
  for (const key of keys) {
    const row = byKey.get(key)
    const parsed = parseContentData(key, readJson(row?.dataJson))
    if (!parsed.ok) console.warn(`content block "${key}" of brand "${brandId}" ignored: ${parsed.issues.join('; ')}`)
    // Sanitised on render as well as on save (issue 24): HTML that reached the table another way is cleaned too.
    blocks[key] = {
      key,
      title: row?.title ?? null,
      bodyHtml: row?.bodyHtml ? sanitiseContentHtml(row.bodyHtml) : null,
      data: sanitiseHtmlFields(parsed.data),
    }
  }
  return blocks as { [Key in K]: ContentBlock<Key> }
}

export async function getContentBlock<K extends ContentBlockKey>(
  db: AppDatabase,
  brandId: string,
  key: K,
): Promise<ContentBlock<K>> {
  const blocks = await getContentBlocks<K>(db, brandId, [key])
  return blocks[key]
}

/** The stored JSON, or null when there is none. Text that is not JSON becomes a string, which no schema accepts. */
function readJson(json: string | null | undefined): unknown {
  if (!json) return null
  try {
    return JSON.parse(json) as unknown
  } catch {
    return json
  }
}
