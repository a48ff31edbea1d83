import type { Request } from 'express'
import { outboxSeal } from '../../app/features/email/index.server'
import {
  WAITLIST_JOIN_PATH,
  WaitlistRefusedError,
  joinWaitlist,
  waitlistJoinSchema,
} from '../../app/features/waitlist/index.server'
import { conflict, endpoint, invalid, notFound, ok, tooMany, type Endpoint } from '../endpoint'
import { consumeRateLimit, describeWait, type RateLimitRule } from '../rate-limit'
import type { ApiDependencies } from './router'

/*
 * Joining a sold-out departure's waitlist (issue 27; ADR 0052): rate limited per client address before anything is
 * read, validated by the feature's Zod schema (400 with field errors), then 404 for a departure this brand does not
 * sell, 409 for one on sale or no longer on sale, 400 for a room type not the departure's.
 */

/** Per client IP: a traveller joins a few waitlists; a script filling the table and the outbox gets 429s. */
export const WAITLIST_RATE_LIMIT: RateLimitRule = { name: 'waitlist-join', limit: 10, windowSeconds: 600 }

function clientKey(req: Request): string {
  return req.ip ?? req.socket.remoteAddress ?? 'unknown'
}

export function waitlistEndpoints(deps: ApiDependencies): Endpoint[] {
  const seal = outboxSeal(deps.config.SESSION_SECRET)
  return [
    endpoint({
      method: 'POST',
      path: WAITLIST_JOIN_PATH,
      guard: async ({ req }) => {
        const limit = await consumeRateLimit(deps.db, WAITLIST_RATE_LIMIT, clientKey(req))
        if (limit.allowed) return undefined
        return tooMany(
          `You have joined too many waitlists from this connection. Please try again in ${describeWait(limit.retryAfterSeconds)}.`,
          limit.retryAfterSeconds,
        )
      },
      body: waitlistJoinSchema,
      handler: async ({ body, context }) => {
        try {
          return ok(
            await joinWaitlist(deps.db, context.brand, body, {
              origin: context.origin,
              secret: deps.config.SESSION_SECRET,
              seal,
            }),
          )
        } catch (error) {
          if (!(error instanceof WaitlistRefusedError)) throw error
          if (error.status === 404) return notFound(error.message)
          if (error.status === 409) return conflict(error.message)
          return invalid(error.fieldErrors ?? error.message, error.message)
        }
      },
    }),
  ]
}
