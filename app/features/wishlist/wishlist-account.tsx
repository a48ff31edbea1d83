import { createContext, useContext, type ReactNode } from 'react'

/*
 * Whether the page belongs to a signed-in customer, for the hearts (issue 27, ADR 0056): signed in, a heart also
 * saves to the account. The root layout provides it from its loader's customer; signed-out renders (which the page
 * cache shares) and components rendered on their own (tests) get false, and the hearts keep to the cookie.
 */
const WishlistAccountContext = createContext(false)

export function WishlistAccountProvider({ signedIn, children }: { signedIn: boolean; children: ReactNode }) {
  return <WishlistAccountContext.Provider value={signedIn}>{children}</WishlistAccountContext.Provider>
}

export function useWishlistOnAccount(): boolean {
  return useContext(WishlistAccountContext)
}
