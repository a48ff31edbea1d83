import { sql, type Kysely } from 'kysely'
import { columns } from '../dialect-columns'

/*
 * Inventory holds (checkout issue, ADR 0013): while a traveller is in the checkout, their
 * quote holds places on the departure and rooms of each type it chose, for a limited time. One row per quote and
 * room type. Places left on a departure = capacity − seats_sold − the places of its LIVE holds (expires_at later
 * than now), counted inside the transaction that takes places; rooms of a type left = allocation − sold − the
 * rooms of that type in live holds. There is deliberately no denormalised "places held" counter: a counter cannot
 * expire by itself, whereas comparing expires_at with now in every availability query makes an expired hold stop
 * counting the moment it expires, with no job. A periodic sweep only deletes rows that no longer count.
 *
 * Indexes: (departure_id, expires_at) answers "live holds of a departure" (availability, the departures table, the
 * search's bookable-departure test); (room_id, expires_at) the same per room type; (expires_at) the sweep. The
 * unique (quote_id, room_id) pair also serves "holds of a quote".
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on today's schema types
export async function up(db: Kysely<any>): Promise<void> {
  const c = columns(db)

  await c
    .idTable('inventory_holds')
    .addColumn('quote_id', 'integer', (col) => col.notNull().references('quotes.id').onDelete('cascade'))
    .addColumn('departure_id', 'integer', (col) => col.notNull().references('departures.id').onDelete('cascade'))
    .addColumn('room_id', 'integer', (col) => col.notNull().references('rooms.id').onDelete('cascade'))
    .addColumn('rooms', 'integer', (col) => col.notNull())
    .addColumn('places', 'integer', (col) => col.notNull())
    .addColumn('expires_at', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull().defaultTo(c.now))
    .addUniqueConstraint('inventory_holds_quote_room', ['quote_id', 'room_id'])
    .addCheckConstraint('inventory_holds_positive', sql`rooms > 0 AND places > 0`)
    .execute()
  await db.schema
    .createIndex('inventory_holds_departure_expiry')
    .on('inventory_holds')
    .columns(['departure_id', 'expires_at'])
    .execute()
  await db.schema
    .createIndex('inventory_holds_room_expiry')
    .on('inventory_holds')
    .columns(['room_id', 'expires_at'])
    .execute()
  await db.schema.createIndex('inventory_holds_expiry').on('inventory_holds').column('expires_at').execute()

  // A quote's passengers are grouped into rooms by the browser's room key (two rooms of one type are two rooms);
  // the key is echoed back so the page can match its rooms to the server's.
  await db.schema.alterTable('quote_rooms').addColumn('room_key', 'text').execute()
  await db.schema.alterTable('quote_passengers').addColumn('passenger_key', 'text').execute()
  // "Quotes of this browser session" is how every checkout call finds its quote.
  await db.schema.createIndex('quotes_session').on('quotes').columns(['session_id', 'id']).execute()
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('quotes_session').ifExists().execute()
  await db.schema.alterTable('quote_passengers').dropColumn('passenger_key').execute()
  await db.schema.alterTable('quote_rooms').dropColumn('room_key').execute()
  await db.schema.dropTable('inventory_holds').ifExists().execute()
}
