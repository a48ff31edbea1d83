import { openEmailBody, outboxSeal } from '../../app/features/email/index.server'

/*
 * The outbox keeps a reset or verification link's token sealed, never in clear (ADR 0040). A test that follows the
 * link reads the e-mail as its addressee would receive it: opened with the test server's SESSION_SECRET, exactly as
 * the sender opens it at send time.
 */

/** SESSION_SECRET of the integration tests' servers (tests/support/test-server.ts). */
export const INTEGRATION_SESSION_SECRET = 'integration-tests-secret-0123456789abcdef'
/** SESSION_SECRET of the browser tests' servers (playwright.config.ts). */
export const E2E_SESSION_SECRET = 'playwright-session-secret-0123456789abcdef'

export interface StoredEmail {
  brandId: string
  toAddress: string
  textBody: string
  htmlBody?: string | null
  sealedCredentials: string | null
}

/** The e-mail's text as its addressee receives it. */
export function receivedText(row: StoredEmail, sessionSecret: string = INTEGRATION_SESSION_SECRET): string {
  return openEmailBody(
    { textBody: row.textBody, htmlBody: row.htmlBody ?? null, sealedCredentials: row.sealedCredentials },
    outboxSeal(sessionSecret),
    { brandId: row.brandId, to: row.toAddress },
  ).text
}
