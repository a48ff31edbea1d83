import type { Kysely } from 'kysely'

/*
 * Content blocks seeded with an unrendered placeholder (issue 29, item 2): two account texts were written with plain
 * quotes, so databases seeded before the fix hold the literal text '${phoneLink}' where the brand's telephone link
 * belongs (the account's booking overview and visas sections showed it to customers). Each stored occurrence becomes
 * the brand's link, written as the seed writes it ('<a href="tel:08000246020">0800 024 6020</a>'). Blocks an editor
 * has changed are fixed the same way; nothing else is touched. A fresh database has no blocks yet: nothing to do.
 */
const PLACEHOLDER = '${phoneLink}'

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on today's schema types
export async function up(db: Kysely<any>): Promise<void> {
  const blocks = await db
    .selectFrom('content_blocks')
    .innerJoin('brands', 'brands.id', 'content_blocks.brand_id')
    .select([
      'content_blocks.id as id',
      // One-word aliases: the app's database reads results through a camel-case plugin, these stay as they are.
      'content_blocks.body_html as body',
      'content_blocks.data_json as data',
      'brands.phone as phone',
    ])
    .where((eb) =>
      eb.or([
        eb('content_blocks.body_html', 'like', `%${PLACEHOLDER}%`),
        eb('content_blocks.data_json', 'like', `%${PLACEHOLDER}%`),
      ]),
    )
    .execute()
  for (const block of blocks as Array<{ id: number; body: string | null; data: string | null; phone: string }>) {
    const link = `<a href="tel:${escapeHtml(block.phone.replace(/\s+/g, ''))}">${escapeHtml(block.phone)}</a>`
    // In data_json the link sits inside a JSON string: its quotes are escaped there.
    const jsonLink = JSON.stringify(link).slice(1, -1)
    await db
      .updateTable('content_blocks')
      .set({
        body_html: block.body?.split(PLACEHOLDER).join(link) ?? null,
        data_json: block.data?.split(PLACEHOLDER).join(jsonLink) ?? null,
      })
      .where('id', '=', block.id)
      .execute()
  }
}

/** Nothing to undo: the placeholder was never meant to be stored. */
export async function down(): Promise<void> {}
