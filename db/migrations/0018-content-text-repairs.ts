import type { Kysely } from 'kysely'

/*
 * Two texts the demo seed stored wrongly (issue 29), repaired in databases seeded before the fix:
 * - item 2: two account texts were written with plain quotes, so they hold the literal '${phoneLink}' where the
 *   brand's telephone link belongs (the booking overview and visas sections showed it to customers). Each stored
 *   occurrence becomes the brand's link, as the seed writes it ('<a href="tel:08000246020">0800 024 6020</a>').
 * - item 13: the passenger details step's description began with 'Enter details as they appear on the passport.',
 *   which the step already shows as its fixed intro (checkout §2 step 5): the sentence is dropped from that block.
 * Blocks an editor has changed are repaired the same way; nothing else is touched. A fresh database has no blocks
 * yet: nothing to do.
 */
const PLACEHOLDER = '${phoneLink}'
const PASSPORT_SENTENCE = 'Enter details as they appear on the passport. '

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')
}

interface StoredBlock {
  id: number
  key: string
  body: string | null
  data: string | null
  phone: string
}

function repaired(text: string | null, link: string, passengerDetails: boolean): string | null {
  if (text === null) return null
  const linked = text.split(PLACEHOLDER).join(link)
  return passengerDetails ? linked.split(PASSPORT_SENTENCE).join('') : linked
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on today's schema types
export async function up(db: Kysely<any>): Promise<void> {
  const blocks = (await db
    .selectFrom('content_blocks')
    .innerJoin('brands', 'brands.id', 'content_blocks.brand_id')
    .select([
      'content_blocks.id as id',
      'content_blocks.key as key',
      // One-word aliases: the app's database reads results through a camel-case plugin, these stay as they are.
      'content_blocks.body_html as body',
      'content_blocks.data_json as data',
      'brands.phone as phone',
    ])
    .where((eb) =>
      eb.or([
        eb('content_blocks.body_html', 'like', `%${PLACEHOLDER}%`),
        eb('content_blocks.data_json', 'like', `%${PLACEHOLDER}%`),
        eb('content_blocks.key', '=', 'checkout.passengerDetails'),
      ]),
    )
    .execute()) as StoredBlock[]
  for (const block of blocks) {
    const link = `<a href="tel:${escapeHtml(block.phone.replace(/\s+/g, ''))}">${escapeHtml(block.phone)}</a>`
    const passengerDetails = block.key === 'checkout.passengerDetails'
    // In data_json the link sits inside a JSON string: its quotes are escaped there.
    const body = repaired(block.body, link, passengerDetails)
    const data = repaired(block.data, JSON.stringify(link).slice(1, -1), passengerDetails)
    if (body === block.body && data === block.data) continue
    await db
      .updateTable('content_blocks')
      .set({ body_html: body, data_json: data })
      .where('id', '=', block.id)
      .execute()
  }
}

/** Nothing to undo: neither text was meant to be stored. */
export async function down(): Promise<void> {}
