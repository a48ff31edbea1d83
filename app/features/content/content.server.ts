import type { AppDatabase } from '../../../db/database.server'

export interface ContentBlock<Data = Record<string, unknown>> {
  key: string
  title: string | null
  bodyHtml: string | null
  data: Data
}

/** Page-data texts (spec: "from page data") for one brand; a missing block is an empty one, never an error. */
export async function getContentBlocks(
  db: AppDatabase,
  brandId: string,
  keys: string[],
): Promise<Record<string, ContentBlock>> {
  const rows = keys.length
    ? await db
        .selectFrom('contentBlocks')
        .select(['key', 'title', 'bodyHtml', 'dataJson'])
        .where('brandId', '=', brandId)
        .where('key', 'in', keys)
        .execute()
    : []
  const byKey = new Map(rows.map((row) => [row.key, row]))
  return Object.fromEntries(
    keys.map((key) => {
      const row = byKey.get(key)
      return [key, { key, title: row?.title ?? null, bodyHtml: row?.bodyHtml ?? null, data: parseData(row?.dataJson) }]
    }),
  )
}

export async function getContentBlock(db: AppDatabase, brandId: string, key: string): Promise<ContentBlock> {
  const blocks = await getContentBlocks(db, brandId, [key])
  return blocks[key]!
}

function parseData(json: string | null | undefined): Record<string, unknown> {
  if (!json) return {}
  try {
    const value: unknown = JSON.parse(json)
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {}
  } catch {
    return {}
  }
}
