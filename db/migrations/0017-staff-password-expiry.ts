import type { Kysely } from 'kysely'

/*
 * A password set by an administrator expires (docs/decisions/0034-staff-admin-set-password-expiry.md):
 * - staff.password_expires_at: when the one-time password of a new member or the temporary one of a reset stops
 *   working if the member has not replaced it (set with password_change_required, cleared with it). ISO-8601 UTC
 *   text like every other instant of the staff tables, so it compares the same on both dialects. Nullable: rows that
 *   exist already get null, no expiry (an administrator who wants one resets the password).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on today's schema types
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('staff').addColumn('password_expires_at', 'text').execute()
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('staff').dropColumn('password_expires_at').execute()
}
