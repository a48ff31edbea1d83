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

/** What the Express server hands every loader and action (see server/app.ts). */
export interface ItineraContext {
  db: AppDatabase
  dialect: DialectName
  brand: BrandContext
  csrfToken: string
  cspNonce: string
  requestId: string
  /** Public, non-secret settings the pages may need. */
  site: {
    gtmId: string | null
    origin: string
    /** Marketo Forms 2, when configured; brochure downloads use the built-in lead form otherwise. */
    marketo: { baseUrl: string; munchkinId: string } | null
  }
}

declare module 'react-router' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- augmentation merges with React Router's type
  interface AppLoadContext extends ItineraContext {}
}
