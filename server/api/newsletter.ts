import type { Request } from 'express'
import {
  NEWSLETTER_SIGNUP_PATH,
  newsletterSignupRequestSchema,
  subscribeToNewsletter,
  type NewsletterSignupResponse,
} from '../../app/features/newsletter/index.server'
import { endpoint, ok, tooMany, type Endpoint } from '../endpoint'
import { consumeRateLimit, describeWait, type RateLimitRule } from '../rate-limit'
import type { ApiDependencies } from './router'

/*
 * The footer's newsletter sign-up (discovery §7 `newsletter_subscribe`; issue 13): rate limited per client address
 * before anything is read, like the site's other forms, then validated by the feature's Zod schema. The answer is
 * the same for a new address, a repeat and a filled honeypot.
 */

/** Per client IP: a person signs up once; a script filling the table and the outbox gets 429s. */
export const NEWSLETTER_RATE_LIMIT: RateLimitRule = { name: 'newsletter-signup', limit: 5, windowSeconds: 600 }

function clientKey(req: Request): string {
  return req.ip ?? req.socket.remoteAddress ?? 'unknown'
}

export function newsletterEndpoints(deps: ApiDependencies): Endpoint[] {
  return [
    endpoint({
      method: 'POST',
      path: NEWSLETTER_SIGNUP_PATH,
      guard: async ({ req }) => {
        const limit = await consumeRateLimit(deps.db, NEWSLETTER_RATE_LIMIT, clientKey(req))
        if (limit.allowed) return undefined
        return tooMany(
          `You have signed up too many times from this connection. Please try again in ${describeWait(limit.retryAfterSeconds)}.`,
          limit.retryAfterSeconds,
        )
      },
      body: newsletterSignupRequestSchema,
      handler: async ({ body, context }) => {
        await subscribeToNewsletter(deps.db, context.brand, body)
        const answer: NewsletterSignupResponse = { success: true }
        return ok(answer)
      },
    }),
  ]
}
