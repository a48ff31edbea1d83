import { useEffect, useState } from 'react'
import { pushDataLayer, type AnalyticsItem } from '../../lib/analytics'
import { createApiClient, readPageCsrfToken } from '../../lib/api-client'
import {
  addToWishlist,
  readWishlistFromCookieHeader,
  removeFromWishlist,
  wishlistCookieString,
} from './wishlist-cookie'

import { useWishlistOnAccount } from './wishlist-account'
import { WISHLIST_ITEMS_PATH, type WishlistItemsResponse } from './wishlist-contract'

const WISHLIST_EVENT = 'itinera:wishlist-change'

function readBrowserWishlist(): string[] {
  return readWishlistFromCookieHeader(document.cookie)
}

let client: ReturnType<typeof createApiClient> | null = null

/**
 * Signed in, the heart also saves to the account (issue 27, ADR 0056); the answer is the account's list, which the
 * server sets as the cookie too, and every heart on the page follows it. A failed call leaves the cookie's change:
 * the next page request makes the cookie the account's list again.
 */
function saveToAccount(tourCode: string, saved: boolean): void {
  client ??= createApiClient({ getCsrfToken: readPageCsrfToken })
  client.post<WishlistItemsResponse>(WISHLIST_ITEMS_PATH, { tourCode, saved }).then(
    (answer) => {
      document.cookie = wishlistCookieString(answer.codes)
      window.dispatchEvent(new Event(WISHLIST_EVENT))
    },
    () => undefined,
  )
}

/** Saves or removes one tour in the wishlist cookie; every toggle on the page stays in step. */
export function useWishlisted(tourCode: string, initiallySaved = false) {
  const [saved, setSaved] = useState(initiallySaved)
  const signedIn = useWishlistOnAccount()
  useEffect(() => {
    const sync = () => setSaved(readBrowserWishlist().includes(tourCode))
    sync()
    window.addEventListener(WISHLIST_EVENT, sync)
    return () => window.removeEventListener(WISHLIST_EVENT, sync)
  }, [tourCode])

  const toggle = (analyticsItem?: AnalyticsItem) => {
    const codes = readBrowserWishlist()
    const next = codes.includes(tourCode) ? removeFromWishlist(codes, tourCode) : addToWishlist(codes, tourCode)
    document.cookie = wishlistCookieString(next)
    const nowSaved = next.includes(tourCode)
    setSaved(nowSaved)
    if (nowSaved) pushDataLayer('add-to-wishlist', { tourCode, ...(analyticsItem ? { items: [analyticsItem] } : {}) })
    window.dispatchEvent(new Event(WISHLIST_EVENT))
    if (signedIn) saveToAccount(tourCode, nowSaved)
    return nowSaved
  }
  return { saved, toggle }
}

export function WishlistToggle({
  tourCode,
  tourName,
  initiallySaved,
  analyticsItem,
  onChange,
  className,
}: {
  tourCode: string
  tourName: string
  initiallySaved?: boolean
  analyticsItem?: AnalyticsItem
  onChange?: (saved: boolean) => void
  className?: string
}) {
  const { saved, toggle } = useWishlisted(tourCode, initiallySaved)
  return (
    <button
      type="button"
      className={['wishlist-toggle', className].filter(Boolean).join(' ')}
      aria-pressed={saved}
      aria-label={saved ? `Remove ${tourName} from your wishlist` : `Save ${tourName} to your wishlist`}
      title={saved ? 'Remove from wishlist' : 'Save to wishlist'}
      onClick={() => {
        // Not inside onChange?.(…): an optional call would skip evaluating the toggle when there is no listener.
        const nowSaved = toggle(analyticsItem)
        onChange?.(nowSaved)
      }}
    >
      <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" width="24" height="24">
        <path
          d="M12 21s-7.5-4.6-9.6-9.2C.9 8.4 3 4.5 6.8 4.5c2.1 0 3.5 1.1 4.2 2.3.7-1.2 2.1-2.3 4.2-2.3 3.8 0 5.9 3.9 4.4 7.3C19.5 16.4 12 21 12 21z"
          fill={saved ? 'currentColor' : 'none'}
          stroke="currentColor"
          strokeWidth="2"
        />
      </svg>
    </button>
  )
}
