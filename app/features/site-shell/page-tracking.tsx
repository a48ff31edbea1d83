import { useEffect } from 'react'
import { useLocation } from 'react-router'
import { hashEmail, normalisePerson, pushDataLayer } from '../../lib/analytics'
import type { CurrentUserProfile } from '../auth/index.shell'

/*
 * Page tracking (discovery §6, §7): one `view_page` push per page view. When the root data says a customer is
 * signed in, the current user's profile is fetched first — once per document, only then — and its personal data goes
 * into the push lowercased with a hash of the e-mail (discovery §7). A failed fetch is ignored: the page view is
 * pushed without the profile. Only the path is sent, never the query (a reset link carries its token there).
 */

let profileOfThisDocument: Promise<CurrentUserProfile | null> | undefined

/**
 * The signed-in customer's profile, asked for once per document (signing in or out reloads the document). The
 * profile call's code (with the API client) loads only then: a signed-out visitor's page never needs it.
 */
function currentUserProfile(): Promise<CurrentUserProfile | null> {
  profileOfThisDocument ??= import('../auth/index.session')
    .then((auth) => auth.fetchCurrentUserProfile())
    .catch(() => null)
  return profileOfThisDocument
}

/** For tests: forget the profile fetched for this document. */
export function forgetCurrentUserProfile(): void {
  profileOfThisDocument = undefined
}

/** What a page view pushes: the path, whether a customer is signed in, and their profile when it could be read. */
export async function pageViewPayload(path: string, signedIn: boolean, profile: CurrentUserProfile | null) {
  if (!signedIn || !profile) return { pagePath: path, loggedIn: signedIn }
  const person = normalisePerson({
    email: profile.email,
    firstName: profile.firstName,
    lastName: profile.lastName,
    clientId: profile.clientId,
  })
  return {
    pagePath: path,
    loggedIn: true,
    user: {
      clientId: person.clientId,
      email: person.email,
      emailHash: await hashEmail(profile.email),
      firstName: person.firstName,
      lastName: person.lastName,
    },
  }
}

export function PageTracking({ signedIn }: { signedIn: boolean }) {
  const { pathname } = useLocation()
  useEffect(() => {
    let current = true
    const profile = signedIn ? currentUserProfile() : Promise.resolve(null)
    void profile
      .then((found) => pageViewPayload(pathname, signedIn, found))
      .then((payload) => {
        if (current) pushDataLayer('view_page', payload)
      })
    return () => {
      current = false
    }
  }, [pathname, signedIn])
  return null
}
