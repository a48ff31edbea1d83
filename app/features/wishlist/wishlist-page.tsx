import { useRef } from 'react'
import {
  LoadMoreBar,
  ResultList,
  SEARCH_PATHS,
  useTakeList,
  useViewItemList,
  type ContentText,
  type ListingItem,
  type WishlistResponse,
} from '../search'
import { tourCardLinks } from '../tours'
import { WishlistAlerts } from './wishlist-alerts'

/** What the route's loader hands the wishlist page. */
export interface WishlistPageData {
  view: 'wishlist'
  title: string
  introHtml: string | null
  emptyHtml: string | null
  loadMoreText: string
  settings: { start: number; step: number }
  response: WishlistResponse
  /** Signed in: each saved tour's alerts, on or off (issue 27). Signed out: null, and no alert controls. */
  alerts: Record<string, boolean> | null
}

/**
 * The wishlist page (discovery §2.5): the saved tours as cards, 'Load more' adding 10 with Take in the query string.
 * Removing a tour takes its card away at once; removing the last shows the empty message.
 */
export function WishlistPage({ data }: { data: WishlistPageData }) {
  const { response, setShown, take, loading, canLoadMore, loadMore, listRef } = useTakeList(
    data.response,
    data.settings,
    (api, page, requestId) =>
      api.post<WishlistResponse>(SEARCH_PATHS.wishlist, { Take: page.take, From: page.from }, { requestId }),
    'wishlist',
  )
  useViewItemList(response.items, data.title)
  const emptyRef = useRef<HTMLDivElement>(null)

  const onWishlistChange = (item: ListingItem, saved: boolean) => {
    if (saved) return
    const index = response.items.findIndex((existing) => existing.id === item.id)
    const items = response.items.filter((existing) => existing.id !== item.id)
    const total = Math.max(0, response.total - 1)
    setShown({ take, response: { ...response, items, total, remaining: Math.max(0, total - items.length) } })
    // The pressed button is going away: move focus to the next card, or to the empty message.
    requestAnimationFrame(() => {
      const links = tourCardLinks(listRef.current)
      const next = links[Math.min(index, links.length - 1)]
      if (next) next.focus()
      else emptyRef.current?.focus()
    })
  }

  return (
    <div className="wishlist-page container">
      <header className="listing__header">
        <h1 className="listing__title">{data.title}</h1>
        {data.introHtml ? (
          <div className="listing__intro" dangerouslySetInnerHTML={{ __html: data.introHtml }} />
        ) : null}
      </header>
      {response.total === 0 ? (
        <EmptyWishlist refObject={emptyRef} text={{ title: null, bodyHtml: data.emptyHtml }} />
      ) : (
        <>
          {data.alerts ? <WishlistAlerts items={response.items} alerts={data.alerts} /> : null}
          <h2 className="visually-hidden">Saved holidays</h2>
          <div ref={listRef}>
            <ResultList
              items={response.items}
              busy={loading}
              savedCodes={response.items.map((item) => item.tourCode)}
              onWishlistChange={onWishlistChange}
            />
          </div>
          <LoadMoreBar
            shown={response.items.length}
            total={response.total}
            canLoadMore={canLoadMore}
            loading={loading}
            onLoadMore={loadMore}
            label={data.loadMoreText}
            announceCount
          />
        </>
      )}
    </div>
  )
}

function EmptyWishlist({ text, refObject }: { text: ContentText; refObject: React.RefObject<HTMLDivElement | null> }) {
  return (
    <div ref={refObject} className="no-results wishlist-page__empty" tabIndex={-1} role="status">
      {text.bodyHtml ? <div dangerouslySetInnerHTML={{ __html: text.bodyHtml }} /> : <p>Your wishlist is empty.</p>}
      <a className="button button--primary" href="/tours">
        Browse all holidays
      </a>
    </div>
  )
}
