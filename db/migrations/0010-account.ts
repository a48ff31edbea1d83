import type { Kysely } from 'kysely'
import { columns } from '../dialect-columns'

/*
 * The customer account area (issue 12; docs/decisions/0027-account-area.md):
 * - customers.email_verified_at: when the customer proved their address with the e-mailed link. Until then guest
 *   bookings made with that address stay out of the account (a typed e-mail proves nothing);
 * - email_verifications: the links. The token is 32 random bytes in the link, only its SHA-256 is stored, valid 48
 *   hours, usable once; `email` is the address the link was sent to, so a link proves that address only;
 * - emergency_contacts.address: the contact's one-line address as plain text (0001's address_json stays unused).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on today's schema types
export async function up(db: Kysely<any>): Promise<void> {
  const c = columns(db)
  await db.schema.alterTable('customers').addColumn('email_verified_at', 'text').execute()
  await c
    .idTable('email_verifications')
    .addColumn('customer_id', 'integer', (col) => col.notNull().references('customers.id').onDelete('cascade'))
    .addColumn('token_hash', 'text', (col) => col.notNull().unique())
    .addColumn('email', 'text', (col) => col.notNull())
    .addColumn('expires_at', 'text', (col) => col.notNull())
    .addColumn('used_at', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull().defaultTo(c.now))
    .execute()
  await db.schema.createIndex('email_verifications_customer').on('email_verifications').column('customer_id').execute()
  await db.schema.alterTable('emergency_contacts').addColumn('address', 'text').execute()
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('emergency_contacts').dropColumn('address').execute()
  await db.schema.dropTable('email_verifications').ifExists().execute()
  await db.schema.alterTable('customers').dropColumn('email_verified_at').execute()
}
