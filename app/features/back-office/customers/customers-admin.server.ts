import type { Kysely } from 'kysely'
import type { Database } from '../../../../db/schema'
import { issuePasswordReset, type AuthBrand } from '../../auth/index.server'
import { outboxSeal } from '../../email/index.server'
import { recordAudit } from '../shell/index.server'

/*
 * The back office's action on a customer's account (issue 14): a password reset e-mail (the auth feature's own reset
 * link and letter, on the customer's brand site, queued in the same transaction as its audit row). Scoped to one
 * brand: another brand's customer is "not found".
 */

export class CustomerActionRefused extends Error {
  constructor(
    message: string,
    readonly status: 400 | 404 | 409,
  ) {
    super(message)
  }
}

/** The brand as the auth feature's e-mails need it, and its default market (whose site the links point at). */
async function authBrandOf(db: Kysely<Database>, brandId: string): Promise<(AuthBrand & { market: string }) | null> {
  const row = await db
    .selectFrom('brands')
    .select(['id', 'name', 'phone', 'email', 'isCoach', 'defaultMarket'])
    .where('id', '=', brandId)
    .executeTakeFirst()
  if (!row) return null
  return {
    id: row.id,
    name: row.name,
    phone: row.phone,
    email: row.email,
    isCoach: row.isCoach === 1,
    market: row.defaultMarket,
  }
}

/**
 * Sends the customer the forgot-password flow's reset link (the auth feature's issuePasswordReset: their unused
 * links are replaced, the new one is valid 60 minutes), built on their brand's site, and writes the audit row in the
 * same transaction. The public flow's rate limits do not apply to staff. Answers the address it went to.
 */
export async function sendCustomerPasswordReset(
  db: Kysely<Database>,
  input: {
    brandId: string
    customerId: number
    staffId: number
    originFor: (brandId: string, marketCode: string) => string
    /** SESSION_SECRET: the link's token is sealed in the outbox, so no one reading it there can use it (ADR 0040). */
    sessionSecret: string
  },
): Promise<string> {
  const brand = await authBrandOf(db, input.brandId)
  if (!brand) throw new CustomerActionRefused('No such customer.', 404)
  const publicOrigin = input.originFor(brand.id, brand.market)
  return db.transaction().execute(async (trx) => {
    const issued = await issuePasswordReset(trx, {
      brand,
      customerId: input.customerId,
      publicOrigin,
      seal: outboxSeal(input.sessionSecret),
    })
    if (!issued) throw new CustomerActionRefused('No such customer.', 404)
    await recordAudit(trx, {
      staffId: input.staffId,
      brandId: input.brandId,
      action: 'customer.password-reset',
      entity: 'customer',
      entityId: input.customerId,
      after: { emailId: issued.emailId, to: issued.to, expiresAt: issued.expiresAt },
    })
    return issued.to
  })
}
