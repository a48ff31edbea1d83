import type { Kysely } from 'kysely'
import type { Database } from '../../../../db/schema'
import { recordAudit } from '../shell/index.server'
import { CustomerActionRefused } from './customers-admin.server'
import type { ContactEdit, CustomerKey } from './customer-rules'

/*
 * Staff changes to a customer (issue 26): their contact details (an account's names and phones; a guest booker's
 * names and phone — the e-mail is the account's sign-in, changed by its owner with a new verification, and the
 * guest's key), and a note. Each is one transaction with its audit row (the contact edit's before and after).
 */

type Db = Kysely<Database>

interface EditInput {
  brandId: string
  key: CustomerKey
  staffId: number
}

const auditEntity = (key: CustomerKey) => (key.kind === 'account' ? 'customer' : 'guest-booker')

export async function editCustomerContact(db: Db, input: EditInput & { edit: ContactEdit }): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const { edit } = input
    let before: Record<string, string | null>
    let after: Record<string, string | null>
    if (input.key.kind === 'account') {
      const row = await trx
        .selectFrom('customers')
        .select(['firstName', 'lastName', 'mobilePhone', 'homePhone'])
        .where('brandId', '=', input.brandId)
        .where('id', '=', input.key.id)
        .executeTakeFirst()
      if (!row) throw new CustomerActionRefused('No such customer.', 404)
      before = row
      after = { ...edit }
      await trx.updateTable('customers').set(after).where('id', '=', input.key.id).execute()
    } else {
      const row = await trx
        .selectFrom('guestBookers')
        .select(['firstName', 'lastName', 'phone'])
        .where('brandId', '=', input.brandId)
        .where('id', '=', input.key.id)
        .where('customerId', 'is', null)
        .executeTakeFirst()
      if (!row) throw new CustomerActionRefused('No such customer.', 404)
      before = row
      after = { firstName: edit.firstName, lastName: edit.lastName, phone: edit.mobilePhone }
      await trx.updateTable('guestBookers').set(after).where('id', '=', input.key.id).execute()
    }
    const changed = Object.keys(after).filter((field) => before[field] !== after[field])
    if (changed.length === 0) return
    await recordAudit(trx, {
      staffId: input.staffId,
      brandId: input.brandId,
      action: `${auditEntity(input.key)}.edit`,
      entity: auditEntity(input.key),
      entityId: input.key.id,
      before: Object.fromEntries(changed.map((field) => [field, before[field]])),
      after: Object.fromEntries(changed.map((field) => [field, after[field]])),
    })
  })
}

export async function addCustomerNote(db: Db, input: EditInput & { body: string }): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const exists =
      input.key.kind === 'account'
        ? await trx
            .selectFrom('customers')
            .select('id')
            .where('brandId', '=', input.brandId)
            .where('id', '=', input.key.id)
            .executeTakeFirst()
        : await trx
            .selectFrom('guestBookers')
            .select('id')
            .where('brandId', '=', input.brandId)
            .where('id', '=', input.key.id)
            .where('customerId', 'is', null)
            .executeTakeFirst()
    if (!exists) throw new CustomerActionRefused('No such customer.', 404)
    const note = await trx
      .insertInto('customerNotes')
      .values({
        brandId: input.brandId,
        customerId: input.key.kind === 'account' ? input.key.id : null,
        guestBookerId: input.key.kind === 'guest' ? input.key.id : null,
        staffId: input.staffId,
        body: input.body,
      })
      .returning('id')
      .executeTakeFirstOrThrow()
    await recordAudit(trx, {
      staffId: input.staffId,
      brandId: input.brandId,
      action: `${auditEntity(input.key)}.note`,
      entity: auditEntity(input.key),
      entityId: input.key.id,
      after: { noteId: Number(note.id), body: input.body },
    })
  })
}
