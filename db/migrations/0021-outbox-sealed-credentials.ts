import type { Kysely } from 'kysely'

/*
 * No live credential in the e-mail outbox (issue 24, defect 2; docs/decisions/0040-sealed-outbox-credentials.md):
 * - email_outbox.sealed_credentials: the tokens of a queued e-mail's reset or verification links, sealed (AES-GCM)
 *   under a key derived from SESSION_SECRET; the bodies keep the links masked. Dropped once the e-mail is sent.
 * - Rows written before this migration kept the links in clear. Their tokens are masked here; a row not yet sent
 *   would now go out with a dead link, so it is marked failed with a reason an operator can read (the customer asks
 *   for a new link, which is sealed).
 */
const CREDENTIAL_IN_LINK = /([?&](?:token|code|key|secret)=)[^&\s"'<>]+/gi
const MASKED = '••••••••'
const WITHDRAWN = 'Not sent: its link was withdrawn when the outbox stopped storing credentials; ask for a new one.'

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on today's schema types
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('email_outbox').addColumn('sealed_credentials', 'text').execute()
  const rows = (await db
    .selectFrom('email_outbox')
    .select([
      'id',
      // One-word aliases: the app's database reads results through a camel-case plugin, these stay as they are.
      'text_body as text',
      'html_body as html',
      'sent_at as sent',
    ])
    .where((eb) =>
      eb.or(
        ['token=', 'code=', 'key=', 'secret='].flatMap((needle) => [
          eb('text_body', 'like', `%${needle}%`),
          eb('html_body', 'like', `%${needle}%`),
        ]),
      ),
    )
    .execute()) as Array<{ id: number; text: string; html: string | null; sent: string | null }>
  for (const row of rows) {
    const text = row.text.replace(CREDENTIAL_IN_LINK, `$1${MASKED}`)
    const html = row.html === null ? null : row.html.replace(CREDENTIAL_IN_LINK, `$1${MASKED}`)
    if (text === row.text && html === row.html) continue
    await db
      .updateTable('email_outbox')
      .set({ text_body: text, html_body: html, ...(row.sent === null ? { error: WITHDRAWN } : {}) })
      .where('id', '=', row.id)
      .execute()
  }
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see up(); masked tokens cannot be restored
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('email_outbox').dropColumn('sealed_credentials').execute()
}
