import { countLine } from './listing-state'

/**
 * The 'x of y tours' line and the load-more button under every list of tours (listing, tours by price, wishlist).
 * The button stays focusable while a request runs (aria-disabled, not disabled), so keyboard focus is not lost.
 */
export function LoadMoreBar({
  shown,
  total,
  canLoadMore,
  loading,
  onLoadMore,
  label,
  announceCount = false,
}: {
  shown: number
  total: number
  canLoadMore: boolean
  loading: boolean
  onLoadMore: () => void
  label: string
  /** Pages without a live results line of their own announce the count here. */
  announceCount?: boolean
}) {
  return (
    <div className="load-more">
      <p className="load-more__count" aria-live={announceCount ? 'polite' : undefined}>
        {countLine(shown, total)}
      </p>
      {canLoadMore ? (
        <button
          type="button"
          className="button button--secondary load-more__button"
          aria-disabled={loading || undefined}
          onClick={onLoadMore}
        >
          {label}
        </button>
      ) : null}
    </div>
  )
}
