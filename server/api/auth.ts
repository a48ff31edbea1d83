import type { Request, Response } from 'express'
import {
  AUTH_PATHS,
  CHECKOUT_AUTH_TOKEN_HEADER,
  FORGOT_PASSWORD_SENT_MESSAGE,
  LOGIN_FAILED_MESSAGE,
  RESET_LINK_INVALID_MESSAGE,
  SIGNED_OUT_MESSAGE,
  clearedSessionCookie,
  endSession,
  forgotPasswordSchema,
  getCurrentUserProfile,
  getUserData,
  getUserDetails,
  issueCheckoutToken,
  logIn,
  loginSchema,
  normaliseEmail,
  registerCustomer,
  registerSchema,
  requestPasswordReset,
  resetPassword,
  resetPasswordSchema,
  sessionCookie,
  sessionTokenFromCookieHeader,
  tooManyAttemptsMessage,
  verifyCheckoutToken,
  type AuthRateLimiter,
  type AuthServiceDeps,
} from '../../app/features/auth/index.server'
import { queueVerificationEmail } from '../../app/features/account/index.server'
import { outboxSeal } from '../../app/features/email/index.server'
import {
  mergeIntoAccountWishlist,
  readWishlistFromCookieHeader,
  wishlistCookieString,
} from '../../app/features/wishlist/index.server'
import { rotateCsrfToken } from '../csrf'
import { endpoint, invalid, ok, tooMany, unauthorised, type Endpoint } from '../endpoint'
import { consumeRateLimit, describeWait, failureThrottle } from '../rate-limit'
import type { ApiDependencies } from './router'

/*
 * Sign-in (checkout §7 login / register / generate-token / login-user-details; discovery §7 current user's profile):
 * the paths of app/features/auth/auth-contract.ts over the auth feature's services. The session cookie is set and
 * cleared here; who is signed in was resolved once per request by the request context (the auth feature's
 * sessionResolver, wired in server/app.ts), so handlers read context.session and context.customer and never take a
 * customer id from the request. The login and register limits are counted inside the services (they need the
 * e-mail), so no endpoint needs a guard. ADR 0016 has the answers and the reasons.
 */

export function authEndpoints(deps: ApiDependencies): Endpoint[] {
  const secure = deps.config.APP_ENV === 'production'
  const limiter: AuthRateLimiter = (rule, subject) => consumeRateLimit(deps.db, rule, subject)
  const services: AuthServiceDeps = { limiter, throttle: failureThrottle(deps.db) }
  // Reset and verification links are sealed in the outbox under a key from SESSION_SECRET (ADR 0040).
  const seal = outboxSeal(deps.config.SESSION_SECRET)
  const tooManyAttempts = (retryAfterSeconds: number) =>
    tooMany(tooManyAttemptsMessage(describeWait(retryAfterSeconds)), retryAfterSeconds)

  const requestFacts = (req: Request) => ({
    ip: req.ip ?? req.socket.remoteAddress ?? 'unknown',
    currentToken: sessionTokenFromCookieHeader(req.headers.cookie) || null,
    userAgent: req.get('user-agent') ?? null,
  })
  // Logging in, registering and signing out rotate the CSRF token (sign-in issue); the page follows the new cookie.
  const rotateCsrf = (res: Response) => rotateCsrfToken(res, deps.config.SESSION_SECRET, secure)
  const signedIn = (res: Response, token: string, expiresAt: string) => {
    res.append('Set-Cookie', sessionCookie(token, expiresAt, { secure }))
    rotateCsrf(res)
  }
  // The wishlist saved signed out joins the account's (issue 27, ADR 0056); the browser's cookie becomes the merged
  // list, which the hearts read.
  const mergeWishlist = async (req: Request, res: Response, owner: { id: number; brandId: string }) => {
    const codes = await mergeIntoAccountWishlist(deps.db, owner, readWishlistFromCookieHeader(req.headers.cookie))
    res.append('Set-Cookie', wishlistCookieString(codes))
  }

  return [
    endpoint({
      method: 'POST',
      path: AUTH_PATHS.login,
      body: loginSchema,
      handler: async ({ body, context, req, res }) => {
        const outcome = await logIn(deps.db, { brandId: context.brand.id, ...body, ...requestFacts(req) }, services)
        if (outcome.kind === 'rate-limited') return tooManyAttempts(outcome.retryAfterSeconds)
        // The same words for an unknown e-mail and a wrong password, after the same argon2 work.
        if (outcome.kind === 'failed') return unauthorised(LOGIN_FAILED_MESSAGE)
        signedIn(res, outcome.token, outcome.session.expiresAt)
        await mergeWishlist(req, res, { id: outcome.customerId, brandId: context.brand.id })
        return ok({ success: true })
      },
    }),
    endpoint({
      method: 'POST',
      path: AUTH_PATHS.register,
      body: registerSchema,
      handler: async ({ body, context, req, res }) => {
        const outcome = await registerCustomer(
          deps.db,
          {
            brand: context.brand,
            email: body.email,
            password: body.password,
            publicOrigin: context.origin,
            ...requestFacts(req),
          },
          services,
        )
        if (outcome.kind === 'rate-limited') return tooManyAttempts(outcome.retryAfterSeconds)
        if (outcome.kind === 'signed-in') {
          signedIn(res, outcome.token, outcome.session.expiresAt)
          await mergeWishlist(req, res, { id: outcome.customerId, brandId: context.brand.id })
          // The link that proves the address and attaches guest bookings made with it (issue 12; ADR 0027).
          await queueVerificationEmail(deps.db, {
            brand: context.brand,
            customerId: outcome.customerId,
            email: normaliseEmail(body.email),
            publicOrigin: context.origin,
            seal,
          })
        } else rotateCsrf(res)
        // The same answer for a taken e-mail (its owner has been e-mailed instead).
        return ok({ success: true })
      },
    }),
    endpoint({
      method: 'POST',
      path: AUTH_PATHS.signOut,
      handler: async ({ req, res, context }) => {
        await endSession(deps.db, sessionTokenFromCookieHeader(req.headers.cookie))
        res.append('Set-Cookie', clearedSessionCookie({ secure }))
        // The wishlist stays on the account; this browser's copy goes with the session (a shared computer).
        if (context.customer) res.append('Set-Cookie', wishlistCookieString([]))
        rotateCsrf(res)
        return ok({ success: true })
      },
    }),
    endpoint({
      method: 'POST',
      path: AUTH_PATHS.forgotPassword,
      body: forgotPasswordSchema,
      handler: async ({ body, context, req }) => {
        const outcome = await requestPasswordReset(
          deps.db,
          {
            brand: context.brand,
            email: body.email,
            returnUrl: body.returnUrl,
            ip: requestFacts(req).ip,
            // The link is built from the configured origin of this site, never from the Host header.
            publicOrigin: context.origin,
          },
          { ...services, seal },
        )
        if (outcome.kind === 'rate-limited') return tooManyAttempts(outcome.retryAfterSeconds)
        return ok({ success: true, message: FORGOT_PASSWORD_SENT_MESSAGE })
      },
    }),
    endpoint({
      method: 'POST',
      path: AUTH_PATHS.resetPassword,
      body: resetPasswordSchema,
      handler: async ({ body, context, req, res }) => {
        const outcome = await resetPassword(
          deps.db,
          {
            brand: context.brand,
            token: body.token,
            newPassword: body.newpassword,
            ip: requestFacts(req).ip,
            publicOrigin: context.origin,
          },
          services,
        )
        if (outcome.kind === 'rate-limited') return tooManyAttempts(outcome.retryAfterSeconds)
        if (outcome.kind === 'invalid')
          return invalid({ token: [RESET_LINK_INVALID_MESSAGE] }, RESET_LINK_INVALID_MESSAGE)
        // Every session of the customer has gone, this browser's too if it had one.
        if (context.customer?.id === outcome.customerId) res.append('Set-Cookie', clearedSessionCookie({ secure }))
        return ok({ success: true })
      },
    }),
    endpoint({
      method: 'GET',
      path: AUTH_PATHS.currentUser,
      handler: async ({ context }) => {
        const profile = context.customer ? await getCurrentUserProfile(deps.db, context.customer.id) : null
        return profile ? ok(profile) : unauthorised(SIGNED_OUT_MESSAGE)
      },
    }),
    endpoint({
      method: 'GET',
      path: AUTH_PATHS.userData,
      handler: async ({ context }) => {
        const data = context.customer ? await getUserData(deps.db, context.customer.id) : null
        return data ? ok(data) : unauthorised(SIGNED_OUT_MESSAGE)
      },
    }),
    endpoint({
      method: 'GET',
      path: AUTH_PATHS.userDetails,
      handler: async ({ context }) => {
        const details = context.customer ? await getUserDetails(deps.db, context.customer.id) : null
        return details ? ok(details) : unauthorised(SIGNED_OUT_MESSAGE)
      },
    }),
    endpoint({
      method: 'POST',
      path: AUTH_PATHS.generateToken,
      handler: ({ context }) => {
        if (!context.customer || !context.session) return unauthorised(SIGNED_OUT_MESSAGE)
        return ok(
          issueCheckoutToken(deps.config.SESSION_SECRET, {
            sessionId: context.session.id,
            customerId: context.customer.id,
          }),
        )
      },
    }),
    endpoint({
      method: 'GET',
      path: AUTH_PATHS.loginUserDetails,
      handler: async ({ context, req }) => {
        if (!context.customer || !context.session) return unauthorised(SIGNED_OUT_MESSAGE)
        // The token is optional here (the session already says who it is); one that is sent must be this session's.
        const token = req.get(CHECKOUT_AUTH_TOKEN_HEADER)
        const binding = { sessionId: context.session.id, customerId: context.customer.id }
        if (token !== undefined && !verifyCheckoutToken(deps.config.SESSION_SECRET, token, binding))
          return unauthorised(SIGNED_OUT_MESSAGE)
        const details = await getUserDetails(deps.db, context.customer.id)
        return details ? ok(details) : unauthorised(SIGNED_OUT_MESSAGE)
      },
    }),
  ]
}
