import type { Kysely } from 'kysely'
import type { Database } from '../../../db/schema'
import type { CustomerContext, RequestContext, SessionContext } from '../../context'
import { clearedSessionCookie, sessionCookie, sessionTokenFromCookieHeader } from './session-cookie.server'
import { resolveSession, startSession, type ActiveSession } from './sessions.server'

/*
 * The request context's session step (server/request-context.ts "RequestContextResolver"): reads the session
 * cookie, loads the session and its customer once per request, and fills context.session and context.customer.
 * A cookie that signs nothing in (unknown, expired, malformed, another brand's) is cleared on the response, so the
 * browser stops sending it (and stops bypassing the page cache with it).
 * Written against the smallest request and response shapes so the feature does not depend on Express.
 */

export interface CookieRequest {
  headers: { cookie?: string | undefined }
}

export interface CookieResponse {
  append(field: string, value: string): unknown
}

/** The context's session and customer for an active session. */
export function contextOfSession(session: ActiveSession): {
  session: SessionContext
  customer: CustomerContext | null
} {
  return {
    session: { id: session.id, customerId: session.customerId },
    customer: session.customer
      ? {
          id: session.customer.id,
          brandId: session.brandId,
          email: session.customer.email,
          clientId: session.customer.clientId,
          firstName: session.customer.firstName,
          lastName: session.customer.lastName,
        }
      : null,
  }
}

export function sessionResolver(options: { db: Kysely<Database>; secureCookies: boolean; now?: () => Date }) {
  return async (req: CookieRequest, context: RequestContext, res: CookieResponse): Promise<void> => {
    const token = sessionTokenFromCookieHeader(req.headers.cookie)
    if (token === undefined) return
    const lookup = await resolveSession(options.db, token, { brandId: context.brand.id, now: options.now?.() })
    if (lookup.kind === 'active') {
      const resolved = contextOfSession(lookup.session)
      context.session = resolved.session
      context.customer = resolved.customer
      return
    }
    res.append('Set-Cookie', clearedSessionCookie({ secure: options.secureCookies }))
  }
}

/**
 * The browser session a request needs even when nobody is signed in (the checkout: "a quote belongs to the browser
 * session that created it"): the context's session, or a new anonymous one whose cookie the caller must set
 * (`setCookie`, a Set-Cookie value). Signing in later keeps the same session id (sessions.server.ts), so a quote
 * keyed by it stays the traveller's.
 */
export async function ensureSession(
  db: Kysely<Database>,
  context: Pick<RequestContext, 'brand' | 'session' | 'customer'>,
  options: { secureCookies: boolean; userAgent?: string | null; now?: Date },
): Promise<{ sessionId: string; setCookie: string | null }> {
  if (context.session) return { sessionId: context.session.id, setCookie: null }
  const started = await startSession(db, {
    brandId: context.brand.id,
    customerId: null,
    userAgent: options.userAgent,
    now: options.now,
  })
  context.session = { id: started.session.id, customerId: null }
  return {
    sessionId: started.session.id,
    setCookie: sessionCookie(started.token, started.session.expiresAt, {
      secure: options.secureCookies,
      now: options.now,
    }),
  }
}
