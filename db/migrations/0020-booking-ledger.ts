import type { Kysely } from 'kysely'
import { columns } from '../dialect-columns'

/*
 * Booking money as a ledger (issue 25; docs/decisions/0043-booking-money-ledger.md):
 * - booking_ledger_lines: append-only lines per booking (kind, signed amount in minor units, currency, description,
 *   reason, who: 'staff' with staff_id | 'customer' | 'system', when, and the payment or refund it belongs to).
 *   Total = Σ lines; paid = Σ payments (a refund is a negative payments row, with the provider's reference on its
 *   transaction); both derived by app/features/ledger. bookings.total_minor / amount_paid_minor / type stay as the
 *   derivation's projection, written only by the ledger's settle step in the same transaction as the lines.
 * - brand_money_settings: per brand, the cancellation policy (JSON bands) and the approval limit above which a sales
 *   agent's refund or fee waiver waits for an administrator. No row = the defaults in app/features/ledger.
 * - money_approvals: a refund or a cancellation waiting for (or decided by) an administrator.
 * Every existing booking gets its sale lines here: one per room, excursion, visa and donation as sold, and one
 * "Tour extensions and other items" line for the rest of the agreed total, so each booking's total and balance are
 * exactly what they were (tested on both dialects: tests/integration/ledger-migration.test.ts). Self-contained on
 * purpose: a migration must not change when the app's code does.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on today's schema types
export async function up(db: Kysely<any>): Promise<void> {
  const c = columns(db)
  await c
    .idTable('booking_ledger_lines')
    .addColumn('booking_id', 'integer', (col) => col.notNull().references('bookings.id').onDelete('cascade'))
    .addColumn('kind', 'text', (col) => col.notNull())
    .addColumn('description', 'text', (col) => col.notNull())
    .addColumn('amount_minor', 'integer', (col) => col.notNull())
    .addColumn('currency', 'text', (col) => col.notNull())
    .addColumn('reason', 'text')
    .addColumn('actor', 'text', (col) => col.notNull().defaultTo('system'))
    .addColumn('staff_id', 'integer', (col) => col.references('staff.id').onDelete('set null'))
    .addColumn('payment_id', 'integer', (col) => col.references('payments.id').onDelete('set null'))
    .addColumn('created_at', 'text', (col) => col.notNull().defaultTo(c.now))
    .execute()
  await db.schema.createIndex('booking_ledger_lines_booking').on('booking_ledger_lines').column('booking_id').execute()
  await db.schema
    .createIndex('booking_ledger_lines_created')
    .on('booking_ledger_lines')
    .columns(['created_at', 'kind'])
    .execute()
  await db.schema.createIndex('payments_created').on('payments').column('created_at').execute()

  await db.schema
    .createTable('brand_money_settings')
    .addColumn('brand_id', 'text', (col) => col.primaryKey().references('brands.id').onDelete('cascade'))
    .addColumn('cancellation_policy', 'text', (col) => col.notNull())
    .addColumn('approval_limit_minor', 'integer', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull().defaultTo(c.now))
    .addColumn('updated_by', 'integer', (col) => col.references('staff.id').onDelete('set null'))
    .execute()

  await c
    .idTable('money_approvals')
    .addColumn('booking_id', 'integer', (col) => col.notNull().references('bookings.id').onDelete('cascade'))
    .addColumn('brand_id', 'text', (col) => col.notNull())
    /** 'refund' | 'goodwill-refund' | 'cancel' */
    .addColumn('kind', 'text', (col) => col.notNull())
    .addColumn('amount_minor', 'integer', (col) => col.notNull())
    .addColumn('currency', 'text', (col) => col.notNull())
    .addColumn('request', 'text', (col) => col.notNull())
    .addColumn('reason', 'text', (col) => col.notNull())
    .addColumn('requested_by', 'integer', (col) => col.references('staff.id').onDelete('set null'))
    .addColumn('requested_at', 'text', (col) => col.notNull().defaultTo(c.now))
    /** 'pending' | 'approved' | 'rejected' */
    .addColumn('status', 'text', (col) => col.notNull().defaultTo('pending'))
    .addColumn('decided_by', 'integer', (col) => col.references('staff.id').onDelete('set null'))
    .addColumn('decided_at', 'text')
    .addColumn('decision_note', 'text')
    .execute()
  await db.schema
    .createIndex('money_approvals_brand_status')
    .on('money_approvals')
    .columns(['brand_id', 'status'])
    .execute()

  await backfillSaleLines(db)
}

// The app's CamelCasePlugin maps these camelCase names to the snake_case columns, and result rows back.
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see up()
async function backfillSaleLines(db: Kysely<any>): Promise<void> {
  const bookings: { id: number; totalMinor: number; currency: string; createdAt: string }[] = await db
    .selectFrom('bookings')
    .select(['id', 'totalMinor', 'currency', 'createdAt'])
    .orderBy('id')
    .execute()
  for (const booking of bookings) {
    const bookingId = Number(booking.id)
    const [rooms, excursions, visas, donations] = await Promise.all([
      db
        .selectFrom('bookingRooms')
        .select(['name', 'occupancy', 'pricePerPersonMinor'])
        .where('bookingId', '=', bookingId)
        .orderBy('id')
        .execute(),
      db
        .selectFrom('bookingExcursions')
        .innerJoin('excursions', 'excursions.id', 'bookingExcursions.excursionId')
        .select(['excursions.name', 'bookingExcursions.priceMinor as price'])
        .where('bookingExcursions.bookingId', '=', bookingId)
        .execute(),
      db
        .selectFrom('bookingVisas')
        .innerJoin('visas', 'visas.id', 'bookingVisas.visaId')
        .select(['visas.name', 'bookingVisas.priceMinor as price'])
        .where('bookingVisas.bookingId', '=', bookingId)
        .execute(),
      db
        .selectFrom('bookingDonations')
        .innerJoin('donations', 'donations.id', 'bookingDonations.donationId')
        .select(['donations.name', 'bookingDonations.amountMinor as price'])
        .where('bookingDonations.bookingId', '=', bookingId)
        .execute(),
    ])
    const lines: { kind: string; description: string; amount: number; reason: string | null }[] = []
    for (const room of rooms) {
      const occupancy = Number(room.occupancy)
      lines.push({
        kind: 'sale-item',
        description: `${room.name}, ${occupancy === 1 ? '1 traveller' : `${occupancy} travellers`}`,
        amount: Number(room.pricePerPersonMinor) * occupancy,
        reason: null,
      })
    }
    const grouped = (rows: { name: string; price: number }[], prefix: string, perTraveller: boolean) => {
      const groups = new Map<string, { name: string; count: number; amount: number }>()
      for (const row of rows) {
        const key = perTraveller ? `${row.name}\u0000${row.price}` : row.name
        const group = groups.get(key) ?? { name: row.name, count: 0, amount: 0 }
        group.count += 1
        group.amount += Number(row.price)
        groups.set(key, group)
      }
      for (const group of groups.values())
        lines.push({
          kind: 'sale-item',
          description: perTraveller
            ? `${prefix}: ${group.name}, ${group.count === 1 ? '1 traveller' : `${group.count} travellers`}`
            : `${prefix}: ${group.name}`,
          amount: group.amount,
          reason: null,
        })
    }
    grouped(excursions, 'Excursion', true)
    grouped(visas, 'Visa', true)
    grouped(donations, 'Donation', false)
    const priced = lines.filter((line) => line.amount > 0)
    const difference = Number(booking.totalMinor) - priced.reduce((total, line) => total + line.amount, 0)
    if (difference > 0)
      priced.push({
        kind: 'sale-item',
        description: 'Tour extensions and other items',
        amount: difference,
        reason: null,
      })
    if (difference < 0)
      priced.push({
        kind: 'correction',
        description: 'Price agreed at booking',
        amount: difference,
        reason: 'The agreed total is below the itemised prices.',
      })
    if (priced.length === 0) continue
    await db
      .insertInto('bookingLedgerLines')
      .values(
        priced.map((line) => ({
          bookingId: bookingId,
          kind: line.kind,
          description: line.description,
          amountMinor: line.amount,
          currency: booking.currency,
          reason: line.reason,
          actor: 'system',
          createdAt: booking.createdAt,
        })),
      )
      .execute()
  }
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('money_approvals').ifExists().execute()
  await db.schema.dropTable('brand_money_settings').ifExists().execute()
  await db.schema.dropIndex('payments_created').ifExists().execute()
  await db.schema.dropTable('booking_ledger_lines').ifExists().execute()
}
