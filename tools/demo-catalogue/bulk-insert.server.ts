import { CompiledQuery, sql, type Kysely } from 'kysely'
import type { DialectName } from '../../db/dialect-columns'
import type { Database, NewRow } from '../../db/schema'

/*
 * Bulk writing for the catalogue generator. Kysely's query builder turns every value into a node of a syntax tree,
 * which for two million rows costs more than the database work itself; these helpers write the SQL text of a
 * multi-row INSERT directly (with bound parameters, never interpolated values) and send it through Kysely's
 * executor, so it runs on the same connection and inside the same transaction as everything else. Table and column
 * names come from the typed schema and are converted to snake_case exactly as CamelCasePlugin does.
 */

/** Bound-parameter budget per statement: SQLite allows 32,766 and PostgreSQL 65,535. */
const MAX_PARAMETERS: Record<DialectName, number> = { sqlite: 32_000, postgres: 60_000 }
/** Beyond this, bigger statements stop getting faster and only cost memory. */
const MAX_ROWS_PER_STATEMENT = 1_000

export function snakeCase(name: string): string {
  return name.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`)
}

const placeholderCache = new Map<string, string>()

function placeholders(dialect: DialectName, rows: number, columns: number): string {
  const key = `${dialect}:${rows}:${columns}`
  const cached = placeholderCache.get(key)
  if (cached) return cached
  const tuples: string[] = new Array(rows)
  if (dialect === 'sqlite') {
    const tuple = `(${new Array(columns).fill('?').join(',')})`
    tuples.fill(tuple)
  } else {
    let n = 1
    for (let r = 0; r < rows; r++) {
      const cells: string[] = new Array(columns)
      for (let c = 0; c < columns; c++) cells[c] = `$${n++}`
      tuples[r] = `(${cells.join(',')})`
    }
  }
  const text = tuples.join(',')
  placeholderCache.set(key, text)
  return text
}

export class BulkWriter {
  /** Rows written per table (snake_case names), for the seed summary. */
  readonly counts = new Map<string, number>()

  constructor(
    private readonly db: Kysely<Database>,
    readonly dialect: DialectName,
  ) {}

  /** Inserts rows that all have the same keys (the first row's keys name the columns). */
  async insert<T extends keyof Database>(table: T, rows: ReadonlyArray<NewRow<T>>): Promise<void> {
    if (rows.length === 0) return
    const columns = Object.keys(rows[0]!)
    const tableName = snakeCase(table)
    const columnList = columns.map((column) => `"${snakeCase(column)}"`).join(',')
    const perStatement = Math.max(
      1,
      Math.min(MAX_ROWS_PER_STATEMENT, Math.floor(MAX_PARAMETERS[this.dialect] / columns.length)),
    )
    for (let offset = 0; offset < rows.length; offset += perStatement) {
      const batch = rows.slice(offset, offset + perStatement)
      const parameters: unknown[] = new Array(batch.length * columns.length)
      let p = 0
      for (const row of batch) {
        const record = row as Record<string, unknown>
        for (const column of columns) parameters[p++] = record[column] ?? null
      }
      const text = `insert into "${tableName}" (${columnList}) values ${placeholders(this.dialect, batch.length, columns.length)}`
      await this.db.executeQuery(CompiledQuery.raw(text, parameters))
    }
    this.counts.set(tableName, (this.counts.get(tableName) ?? 0) + rows.length)
  }
}

/** Every application table, dependents before the tables they reference (the migration's drop order). */
export const ALL_TABLES_CHILDREN_FIRST = [
  // The back office's staff (issue 14): wiped only by a full replace, like the customers; `npm run staff:create`
  // makes the first administrator again.
  'audit_log',
  'staff_sessions',
  // Staff notes and refund keys on bookings (migration 0012); staff goes after payments, which name who recorded them.
  'booking_notes',
  'admin_refunds',
  // The booking's money ledger (migration 0020, ADR 0043): lines and approvals name bookings, payments and staff;
  // the brand's money settings name staff.
  'booking_ledger_lines',
  'money_approvals',
  // A guest's pay links (migration 0027, issue 27) name bookings; waitlist entries (0026) name departures and rooms.
  'balance_pay_links',
  'waitlist_entries',
  // Account wishlists (migration 0029, issue 27) name customers and brands.
  'wishlist_items',
  // Staff notes on customers and the guest bookers (migration 0031, issue 26) name staff, customers and brands.
  'customer_notes',
  'guest_bookers',
  'brand_money_settings',
  'rate_limits',
  // Timed jobs (migration 0025, issue 27) name brands.
  'scheduled_jobs',
  'email_outbox',
  'marketing_leads',
  'newsletter_signups',
  'booking_enquiries',
  'brochure_request_items',
  'brochure_requests',
  'payments',
  'payment_transactions',
  'staff',
  'booking_donations',
  'booking_visas',
  'booking_excursions',
  'emergency_contacts',
  'booking_passengers',
  'booking_rooms',
  'bookings',
  // Saved-checkout links (migration 0028, issue 27) name quotes.
  'checkout_recovery_links',
  'inventory_holds',
  'quote_addons',
  'quote_donations',
  'quote_visas',
  'quote_excursions',
  'quote_passengers',
  'quote_rooms',
  'quotes',
  'email_verifications',
  'password_resets',
  'sessions',
  'customers',
  'brochure_files',
  'brochures',
  'card_types',
  'donations',
  'visas',
  'addon_departures',
  'addons',
  'excursions',
  'rooms',
  'departure_legs',
  'departures',
  'tour_transport_types',
  'departure_points',
  'transport_types',
  'highlights',
  'accommodations',
  'itinerary_days',
  'tour_images',
  'tour_tags',
  'tour_travel_types',
  'tour_countries',
  'tours',
  'listing_pages',
  'tags',
  'travel_types',
  'countries',
  'continents',
  'content_blocks',
  'markets',
  'brands',
] as const

/** Tables whose id is a serial/autoincrement column. */
const ID_TABLES = [
  'content_blocks',
  'continents',
  'countries',
  'travel_types',
  'tags',
  'listing_pages',
  'tours',
  'tour_images',
  'itinerary_days',
  'accommodations',
  'highlights',
  'transport_types',
  'departure_points',
  'departures',
  'departure_legs',
  'rooms',
  'excursions',
  'addons',
  'addon_departures',
  'visas',
  'donations',
  'card_types',
  'brochures',
  'customers',
  'password_resets',
  'email_verifications',
  'quotes',
  'quote_rooms',
  'inventory_holds',
  'quote_passengers',
  'quote_donations',
  'bookings',
  'booking_rooms',
  'booking_passengers',
  'emergency_contacts',
  'booking_donations',
  'payments',
  'brochure_requests',
  'marketing_leads',
  'newsletter_signups',
  'booking_enquiries',
  'email_outbox',
  'staff',
  'audit_log',
  'booking_notes',
]

/** Empties every table. PostgreSQL truncates them in one statement; SQLite deletes child tables first. */
export async function wipeAllTables(db: Kysely<Database>, dialect: DialectName): Promise<void> {
  if (dialect === 'postgres') {
    const list = ALL_TABLES_CHILDREN_FIRST.map((table) => `"${table}"`).join(', ')
    await db.executeQuery(CompiledQuery.raw(`truncate table ${list} restart identity cascade`))
    return
  }
  for (const table of ALL_TABLES_CHILDREN_FIRST) await db.executeQuery(CompiledQuery.raw(`delete from "${table}"`))
}

/**
 * After rows were inserted with explicit ids, moves every PostgreSQL sequence past the highest id so the
 * application's own inserts do not collide. (SQLite's AUTOINCREMENT already follows the largest id.)
 */
export async function resetIdSequences(db: Kysely<Database>, dialect: DialectName): Promise<void> {
  if (dialect !== 'postgres') return
  for (const table of ID_TABLES) {
    await sql`select setval(pg_get_serial_sequence(${table}, 'id'), coalesce(max(id), 1), max(id) is not null) from ${sql.table(table)}`.execute(
      db,
    )
  }
}
