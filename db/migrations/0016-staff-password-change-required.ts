import type { Kysely } from 'kysely'

/*
 * Passwords set by an administrator must be changed (docs/decisions/0033-staff-must-change-admin-set-passwords.md):
 * - staff.password_change_required: 1 when the password was set by someone else (a one-time password at creation,
 *   a temporary one from a reset); until the member of staff chooses their own on /admin/account, the back office
 *   shows them nothing else. An integer 0/1 flag on both dialects, like every other flag; rows that exist already
 *   get 0 (their members have been signing in with these passwords, and nobody can tell who chose them).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on today's schema types
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('staff')
    .addColumn('password_change_required', 'integer', (col) => col.notNull().defaultTo(0))
    .execute()
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('staff').dropColumn('password_change_required').execute()
}
