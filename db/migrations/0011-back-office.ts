import type { Kysely } from 'kysely'
import { columns } from '../dialect-columns'

/*
 * The back office (issue 14; docs/decisions/0028-back-office-foundation.md): staff are a principal of their own,
 * never customers.
 *
 * - staff: one row a person, e-mail unique (stored trimmed and lowercased), argon2id password hash, a role, and the
 *   TOTP second factor. totp_secret is AES-256-GCM ciphertext (never the plain secret, never sent to a browser after
 *   enrolment); totp_enabled_at says the enrolment was confirmed with a code; totp_last_step is the last time step a
 *   code was accepted for, so the same code is never accepted twice. disabled_at ends every sign-in.
 * - staff_sessions: like customer sessions (only the token's SHA-256 is stored, a separate random id), with their
 *   own idle and absolute expiry and second_factor_at: null until the TOTP code of this sign-in was accepted.
 * - audit_log: who changed what and when, with before/after values as JSON; written in the same transaction as the
 *   change it records.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on today's schema types
export async function up(db: Kysely<any>): Promise<void> {
  const c = columns(db)

  await c
    .idTable('staff')
    .addColumn('email', 'text', (col) => col.notNull().unique())
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('password_hash', 'text', (col) => col.notNull())
    .addColumn('role', 'text', (col) => col.notNull())
    .addColumn('totp_secret', 'text')
    .addColumn('totp_enabled_at', 'text')
    .addColumn('totp_last_step', 'bigint')
    .addColumn('disabled_at', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull().defaultTo(c.now))
    .execute()

  await db.schema
    .createTable('staff_sessions')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('token_hash', 'text', (col) => col.notNull().unique())
    .addColumn('staff_id', 'integer', (col) => col.notNull().references('staff.id').onDelete('cascade'))
    .addColumn('created_at', 'text', (col) => col.notNull().defaultTo(c.now))
    .addColumn('second_factor_at', 'text')
    .addColumn('last_seen_at', 'text', (col) => col.notNull())
    .addColumn('expires_at', 'text', (col) => col.notNull())
    .addColumn('user_agent', 'text')
    .execute()
  await db.schema.createIndex('staff_sessions_staff').on('staff_sessions').column('staff_id').execute()
  await db.schema.createIndex('staff_sessions_expiry').on('staff_sessions').column('expires_at').execute()

  await c
    .idTable('audit_log')
    .addColumn('staff_id', 'integer', (col) => col.references('staff.id').onDelete('set null'))
    .addColumn('brand_id', 'text', (col) => col.references('brands.id'))
    .addColumn('action', 'text', (col) => col.notNull())
    .addColumn('entity', 'text', (col) => col.notNull())
    .addColumn('entity_id', 'text')
    .addColumn('before_json', 'text')
    .addColumn('after_json', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull().defaultTo(c.now))
    .execute()
  await db.schema.createIndex('audit_log_created').on('audit_log').columns(['created_at', 'id']).execute()
  await db.schema.createIndex('audit_log_entity').on('audit_log').columns(['entity', 'entity_id']).execute()
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('audit_log').ifExists().execute()
  await db.schema.dropTable('staff_sessions').ifExists().execute()
  await db.schema.dropTable('staff').ifExists().execute()
}
