import { hashEmail, normalisePerson, pushDataLayer } from '../../lib/analytics'

/*
 * The account events of the data layer (checkout §4 "Other events: login, sign_up"; checkout §7: after login the
 * page reads clientId and email from userDataUrl for the login event). Personal data is sent lowercased with a
 * SHA-256 hash of the e-mail (discovery §7), as the brochure events do.
 */

export interface AccountEventUser {
  clientId: string | null
  email: string
}

export async function accountEventPayload(user: AccountEventUser) {
  return {
    method: 'email',
    clientId: user.clientId,
    email: normalisePerson({ email: user.email }).email,
    emailHash: await hashEmail(user.email),
  }
}

export async function trackLogin(user: AccountEventUser) {
  return pushDataLayer('login', await accountEventPayload(user))
}

export async function trackSignUp(user: AccountEventUser) {
  return pushDataLayer('sign_up', await accountEventPayload(user))
}
