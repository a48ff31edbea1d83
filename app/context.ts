import type { AppDatabase } from '../db/database.server'
import type { DialectName } from '../db/dialect-columns'

/** A brand as pages see it: resolved per request from the Host header. */
export interface BrandContext {
  id: string
  name: string
  /** The brand enumeration the spec calls brandNameFormatted. */
  nameFormatted: string
  isCoach: boolean
  phone: string
  email: string
  marketingFormId: number
  marketCode: string
  currency: 'GBP' | 'CAD'
  cultureCode: string
}

/** The signed-in visitor's session. The sign-in issue fills it in; until then it is always null. */
export interface SessionContext {
  id: string
  customerId: number | null
}

/** The customer a session belongs to (sign-in issue); null when signed out. */
export interface CustomerContext {
  id: number
  brandId: string
  email: string
  clientId: string
  firstName: string | null
  lastName: string | null
}

/**
 * What one request is about, resolved once by server/request-context.ts and handed, typed, to API handlers
 * (server/endpoint.ts) and to loaders and actions (below).
 */
export interface RequestContext {
  requestId: string
  cspNonce: string
  csrfToken: string
  brand: BrandContext
  /** The configured host (BRAND_HOSTS) this request is answered as: the default brand's host for unknown hosts. */
  host: string
  /**
   * The public origin for absolute URLs (canonical links, sitemap, structured data, e-mail links), e.g.
   * 'https://www.example.com', no trailing slash. Always from configuration, never from the request's Host header.
   */
  origin: string
  session: SessionContext | null
  customer: CustomerContext | null
}

/** What the Express server hands every loader and action (see server/app.ts). */
export interface ItineraContext extends RequestContext {
  db: AppDatabase
  dialect: DialectName
  /** Public, non-secret settings the pages may need. */
  /** A loader or action that failed for want of the database says so, so the process answers 503 until it is back. */
  noteDatabaseFailure: (error: unknown) => void
  /** How long a checkout's save holds its places (CHECKOUT_HOLD_MINUTES): a saved checkout opened again holds them anew. */
  checkoutHoldMinutes?: number
  site: {
    gtmId: string | null
    /** Marketo Forms 2, when configured; brochure downloads use the built-in lead form otherwise. */
    marketo: { baseUrl: string; munchkinId: string } | null
  }
}

declare module 'react-router' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- augmentation merges with React Router's type
  interface AppLoadContext extends ItineraContext {}
}
