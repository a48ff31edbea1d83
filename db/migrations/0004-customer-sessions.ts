import { sql, type Kysely } from 'kysely'
import { columns } from '../dialect-columns'

/*
 * Sign-in (docs/decisions/0016-sign-in-sessions-and-passwords.md):
 *
 * - sessions is rebuilt. The cookie carries an opaque random token; the table stores only its SHA-256
 *   (token_hash), so a copy of the table signs nobody in. `id` is a separate random id that never leaves the
 *   server: it stays the same when the token is rotated at sign-in, so what belongs to the browser session (a
 *   checkout quote's session_id) survives logging in. last_seen_at drives the idle expiry, expires_at is the
 *   absolute one; authenticated_at says when a customer last proved their password on it.
 *   No code wrote the 0001 table, so it is dropped rather than altered (SQLite cannot add a UNIQUE column).
 * - customers: one account per e-mail per brand whatever its letter case (the app stores e-mails lowercased; the
 *   index holds for any other writer too).
 * - password_resets: "this customer's outstanding tokens" is asked on every new request and every reset.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on today's schema types
export async function up(db: Kysely<any>): Promise<void> {
  const c = columns(db)

  await db.schema.dropIndex('sessions_expiry').ifExists().execute()
  await db.schema.dropTable('sessions').execute()
  await db.schema
    .createTable('sessions')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('token_hash', 'text', (col) => col.notNull().unique())
    .addColumn('customer_id', 'integer', (col) => col.references('customers.id').onDelete('cascade'))
    .addColumn('brand_id', 'text', (col) => col.notNull().references('brands.id'))
    .addColumn('created_at', 'text', (col) => col.notNull().defaultTo(c.now))
    .addColumn('authenticated_at', 'text')
    .addColumn('last_seen_at', 'text', (col) => col.notNull())
    .addColumn('expires_at', 'text', (col) => col.notNull())
    .addColumn('user_agent', 'text')
    .execute()
  await db.schema.createIndex('sessions_customer').on('sessions').column('customer_id').execute()
  await db.schema.createIndex('sessions_expiry').on('sessions').column('expires_at').execute()
  await db.schema.createIndex('sessions_last_seen').on('sessions').column('last_seen_at').execute()

  await sql`create unique index customers_brand_email_lower on customers (brand_id, lower(email))`.execute(db)

  await db.schema.createIndex('password_resets_customer').on('password_resets').column('customer_id').execute()
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see up()
export async function down(db: Kysely<any>): Promise<void> {
  const c = columns(db)
  await db.schema.dropIndex('password_resets_customer').ifExists().execute()
  await db.schema.dropIndex('customers_brand_email_lower').ifExists().execute()

  await db.schema.dropIndex('sessions_last_seen').ifExists().execute()
  await db.schema.dropIndex('sessions_expiry').ifExists().execute()
  await db.schema.dropIndex('sessions_customer').ifExists().execute()
  await db.schema.dropTable('sessions').execute()
  await db.schema
    .createTable('sessions')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('customer_id', 'integer', (col) => col.references('customers.id').onDelete('cascade'))
    .addColumn('brand_id', 'text', (col) => col.notNull().references('brands.id'))
    .addColumn('created_at', 'text', (col) => col.notNull().defaultTo(c.now))
    .addColumn('expires_at', 'text', (col) => col.notNull())
    .execute()
  await db.schema.createIndex('sessions_expiry').on('sessions').column('expires_at').execute()
}
