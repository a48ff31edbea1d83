import { createHash, createHmac, randomBytes } from 'node:crypto'
import type { Kysely } from 'kysely'
import type { Database } from '../../../db/schema'
import { renderLetter, type LetterBrand, type LetterParagraph } from '../email/index.server'
import { LEAVE_LINE } from './waitlist-emails'

/*
 * The waitlist's links (issue 27; ADR 0052). Both are credentials and are stored only hashed (SHA-256):
 * - the leave link, in every e-mail of an entry: an HMAC of the entry (id and join instant) with the site's secret,
 *   so every e-mail can carry it again without keeping it in clear;
 * - the offer link: random, one per offer; a later offer replaces it.
 * Their `?token=` is sealed in the outbox like any credential in a link (credential-seal.server.ts).
 */

export const WAITLIST_OFFER_PAGE = '/waitlist/offer'
export const WAITLIST_LEAVE_PAGE = '/waitlist/leave'

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex')
}

export function randomToken(): string {
  return randomBytes(32).toString('base64url')
}

export function leaveToken(secret: string, entry: { id: number; createdAt: string }): string {
  return createHmac('sha256', secret).update(`waitlist-leave:v1:${entry.id}:${entry.createdAt}`).digest('base64url')
}

export function leaveLink(origin: string, token: string): string {
  return `${origin.replace(/\/$/, '')}${WAITLIST_LEAVE_PAGE}?token=${token}`
}

export function offerLink(origin: string, token: string): string {
  return `${origin.replace(/\/$/, '')}${WAITLIST_OFFER_PAGE}?token=${token}`
}

/** The letter's paragraphs with the leave link last, as every waitlist e-mail ends. */
export function waitlistLetter(
  brand: LetterBrand,
  subject: string,
  paragraphs: LetterParagraph[],
  leaveUrl: string,
): { text: string; html: string } {
  return renderLetter(brand, subject, [
    ...paragraphs,
    { text: LEAVE_LINE, link: { url: leaveUrl, label: 'Leave the waitlist' } },
  ])
}

/** The brand's letterhead, from the brands table. */
export async function letterBrand(db: Kysely<Database>, brandId: string): Promise<LetterBrand> {
  const brand = await db
    .selectFrom('brands')
    .select(['id', 'name', 'phone', 'email', 'isCoach'])
    .where('id', '=', brandId)
    .executeTakeFirstOrThrow()
  return { ...brand, isCoach: brand.isCoach === 1 }
}
