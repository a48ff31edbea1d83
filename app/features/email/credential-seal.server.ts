import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto'

/*
 * Credentials in queued e-mails (issue 24, defect 2; docs/decisions/0040-sealed-outbox-credentials.md).
 *
 * A reset or verification link is a live credential: whoever reads it can take over the account. password_resets
 * and email_verifications store only a token's hash, so the outbox must not keep the token in clear either, or a
 * database backup (or a member of staff reading the outbox) would be enough. The outbox row therefore keeps the
 * e-mail with every credential in a link masked (what staff see is what is stored), and the credentials themselves
 * sealed with AES-256-GCM under a key derived from SESSION_SECRET, which is not in the database. The sender opens
 * them at send time and, once the e-mail has gone, drops the sealed copy: a sent e-mail's row holds no credential at
 * all. The associated data binds a sealed copy to its brand and addressee, so it cannot be moved to another row.
 */

/** What a masked credential reads as in the stored e-mail and in the back office. */
export const MASKED_CREDENTIAL = '••••••••'

/** A credential's value in a link: `?token=…`, `&code=…`, `key`, `secret`. */
const CREDENTIAL_IN_LINK = /([?&](?:token|code|key|secret)=)([^&\s"'<>]+)/gi
const MASKED_IN_LINK = /([?&](?:token|code|key|secret)=)••••••••/gi

/** The key that seals outbox credentials, from SESSION_SECRET (never stored). */
export interface OutboxSeal {
  readonly key: Buffer
}

export function outboxSeal(sessionSecret: string): OutboxSeal {
  return { key: Buffer.from(hkdfSync('sha256', sessionSecret, 'itinera-email-outbox', 'outbox-credentials/v1', 32)) }
}

/**
 * An e-mail body as staff may see it: the value of every credential in a link masked, so nobody but the addressee
 * can use a live link. The rest of the link stays readable.
 */
export function maskCredentials(text: string): string {
  return text.replace(CREDENTIAL_IN_LINK, `$1${MASKED_CREDENTIAL}`)
}

interface SealedParts {
  text: string[]
  html: string[]
}

export interface SealedEmailBody {
  textBody: string
  htmlBody: string | null
  /** The credentials, encrypted; null when the e-mail carries none. */
  sealedCredentials: string | null
}

const IV_BYTES = 12
const TAG_BYTES = 16

/**
 * The e-mail as the outbox stores it. Throws when the e-mail carries a credential and no seal is given: a caller
 * that forgot the key must fail rather than store a live link.
 */
export function sealEmailBody(
  body: { text: string; html: string | null },
  seal: OutboxSeal | undefined,
  binding: { brandId: string; to: string },
): SealedEmailBody {
  const parts: SealedParts = {
    text: credentialsIn(body.text),
    html: body.html === null ? [] : credentialsIn(body.html),
  }
  if (parts.text.length === 0 && parts.html.length === 0) {
    return { textBody: body.text, htmlBody: body.html, sealedCredentials: null }
  }
  if (!seal) throw new Error('An e-mail with a credential in a link was queued without the outbox seal')
  const iv = randomBytes(IV_BYTES)
  const cipher = createCipheriv('aes-256-gcm', seal.key, iv)
  cipher.setAAD(associatedData(binding))
  const encrypted = Buffer.concat([cipher.update(JSON.stringify(parts), 'utf8'), cipher.final()])
  return {
    textBody: maskCredentials(body.text),
    htmlBody: body.html === null ? null : maskCredentials(body.html),
    sealedCredentials: Buffer.concat([iv, cipher.getAuthTag(), encrypted]).toString('base64url'),
  }
}

/** The e-mail as the addressee receives it; throws when the seal cannot be opened (another key, a moved copy). */
export function openEmailBody(
  stored: SealedEmailBody,
  seal: OutboxSeal | undefined,
  binding: { brandId: string; to: string },
): { text: string; html: string | null } {
  if (stored.sealedCredentials === null) return { text: stored.textBody, html: stored.htmlBody }
  if (!seal) throw new Error('This e-mail carries a sealed credential and the sender has no outbox seal')
  let parts: SealedParts
  try {
    const raw = Buffer.from(stored.sealedCredentials, 'base64url')
    const decipher = createDecipheriv('aes-256-gcm', seal.key, raw.subarray(0, IV_BYTES))
    decipher.setAAD(associatedData(binding))
    decipher.setAuthTag(raw.subarray(IV_BYTES, IV_BYTES + TAG_BYTES))
    parts = JSON.parse(
      Buffer.concat([decipher.update(raw.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]).toString('utf8'),
    ) as SealedParts
  } catch {
    // Another SESSION_SECRET than the one that sealed it, or a copy moved to another row: the link is lost.
    throw new Error('The sealed link cannot be opened (SESSION_SECRET changed?): the customer must ask for a new one')
  }
  return {
    text: unmask(stored.textBody, parts.text),
    html: stored.htmlBody === null ? null : unmask(stored.htmlBody, parts.html),
  }
}

function credentialsIn(text: string): string[] {
  return [...text.matchAll(CREDENTIAL_IN_LINK)].map((match) => match[2]!)
}

/** Puts the credentials back in the order they were taken out; a count that does not match is a tampered row. */
function unmask(text: string, credentials: string[]): string {
  let index = 0
  const opened = text.replace(MASKED_IN_LINK, (_, prefix: string) => `${prefix}${credentials[index++] ?? ''}`)
  if (index !== credentials.length) throw new Error('The sealed credentials do not match the stored e-mail')
  return opened
}

function associatedData(binding: { brandId: string; to: string }): Buffer {
  return Buffer.from(`${binding.brandId}\n${binding.to.toLowerCase()}`, 'utf8')
}
