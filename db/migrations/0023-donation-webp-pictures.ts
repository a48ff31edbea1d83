import type { Kysely } from 'kysely'

/*
 * The demo donations' pictures as WebP (issue 29 item 8, checkout §9 "Donation image in webp"; ADR 0046): databases
 * seeded before it name the SVG drawing of each donation's picture; the catalogue now names its committed WebP
 * rendition at the same address with `.webp`. Only the seed's own addresses change (an operator's own picture is left
 * as it is); a fresh database has no donations yet: nothing to do.
 */
const SEEDED_CODES = ['DONATION-TREES', 'DONATION-TRAVELFDN', 'DONATION-FOOTPATHS']
const pictureUrl = (code: string, extension: 'svg' | 'webp') => `/media/tours/${code}/0-small.${extension}`

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on today's schema types
export async function up(db: Kysely<any>): Promise<void> {
  for (const code of SEEDED_CODES) {
    await db
      .updateTable('donations')
      .set({ image_url: pictureUrl(code, 'webp') })
      .where('image_url', '=', pictureUrl(code, 'svg'))
      .execute()
  }
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on today's schema types
export async function down(db: Kysely<any>): Promise<void> {
  for (const code of SEEDED_CODES) {
    await db
      .updateTable('donations')
      .set({ image_url: pictureUrl(code, 'svg') })
      .where('image_url', '=', pictureUrl(code, 'webp'))
      .execute()
  }
}
