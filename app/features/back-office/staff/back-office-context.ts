import type { AuthRateLimiter, FailureThrottle } from '../../auth/index.server'

/*
 * What the back office needs from the server beyond the shared request context, handed to its loaders and actions
 * as `context.backOffice` by server/app.ts (getLoadContext): whether cookies are Secure, the secret that keys the
 * TOTP secrets' encryption, the client's address (Express's req.ip, after TRUST_PROXY) and the database-backed rate
 * limiter (server/rate-limit.ts), which a feature may not import itself. Optional in the type so that code building
 * a load context for other pages need not know about it; the back office refuses to run without it.
 */
export interface BackOfficeServerContext {
  secureCookies: boolean
  sessionSecret: string
  clientIp: string
  rateLimiter: AuthRateLimiter
  /** The sign-in's growing delay per account and address (issue 24). */
  failureThrottle: FailureThrottle
  /** The public origin of a brand's site in a market (links in e-mails sent from the back office). */
  originFor(brandId: string, marketCode: string): string
  /** How long an offer staff send from a departure's waitlist holds its places (WAITLIST_OFFER_HOURS, issue 27). */
  waitlistOfferHours?: number
}

declare module 'react-router' {
  interface AppLoadContext {
    backOffice?: BackOfficeServerContext
  }
}
