import { z } from 'zod'

/* The account wishlist's request bodies (issue 27), for the API (server/api/wishlist.ts). */

const tourCode = z
  .string()
  .trim()
  .regex(/^[A-Z0-9][A-Z0-9-]{1,30}$/i, 'Not a tour code.')

export const wishlistItemSchema = z.object({ tourCode, saved: z.boolean() }).strict()
export const wishlistAlertsSchema = z.object({ tourCode, on: z.boolean() }).strict()
