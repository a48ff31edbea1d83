import type { Kysely } from 'kysely'
import type { Database } from '../../../../db/schema'

/** Keeps a tour's "from" price its lowest open departure still to come (after departures or their prices change). */
export async function refreshFromPrice(trx: Kysely<Database>, tourId: number): Promise<void> {
  const lowest = await trx
    .selectFrom('departures')
    .select((eb) => eb.fn.min<number>('priceMinor').as('price'))
    .where('tourId', '=', tourId)
    .where('open', '=', 1)
    .where('startDate', '>', new Date().toISOString().slice(0, 10))
    .executeTakeFirst()
  if (lowest?.price != null)
    await trx
      .updateTable('tours')
      .set({ fromPriceMinor: Number(lowest.price) })
      .where('id', '=', tourId)
      .execute()
}
