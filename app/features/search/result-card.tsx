import { TourCard, tourCardLinks } from '../tours'
import { WishlistToggle } from '../wishlist'
import type { ListingItem } from './search-contract'

/**
 * A result card (discovery §2.2): the one TourCard in its row layout with image, offer tag, departure dates, name,
 * 'N days from' price with a struck 'was' price, the description cut at 180 characters with read more / read less,
 * an optional map link, an explore link opening in a new tab, and the wishlist toggle.
 */
export function ResultCard({
  item,
  eager = false,
  saved = false,
  onWishlistChange,
}: {
  item: ListingItem
  /** The first cards are above the fold: load their images at once. */
  eager?: boolean
  /** In the wishlist when the page was rendered (the toggle re-reads the cookie once hydrated). */
  saved?: boolean
  onWishlistChange?: (saved: boolean) => void
}) {
  const { tourSummary: summary } = item
  return (
    <TourCard
      layout="row"
      eager={eager}
      tour={{
        name: item.name,
        url: item.url,
        image: item.image,
        offerText: summary.offerText,
        durationDays: summary.fromDays,
        fromPriceFormatted: summary.fromPriceFormatted,
        wasPriceFormatted: summary.hasWasFromPrice ? summary.wasPriceFormatted : null,
      }}
      kicker={
        item.departureDatesFormatted ? (
          <>
            <span className="visually-hidden">Departures: </span>
            {item.departureDatesFormatted}
          </>
        ) : null
      }
      description={item.description}
      mediaAction={
        <WishlistToggle
          className="tour-card__wishlist"
          tourCode={item.tourCode}
          tourName={item.name}
          initiallySaved={saved}
          analyticsItem={item.analytics}
          // Always a handler: WishlistToggle calls `onChange?.(toggle(…))`, which skips the toggle itself without one.
          onChange={onWishlistChange ?? ignoreChange}
        />
      }
      actions={
        <>
          {item.mapLink ? (
            <a className="tour-card__map" href={item.mapLink.url}>
              {item.mapLink.name}
              <span className="visually-hidden">: {item.name}</span>
            </a>
          ) : null}
          <a
            className="button button--primary tour-card__explore"
            href={item.tourLink.url}
            target="_blank"
            rel="noopener"
          >
            {item.tourLink.name}
            <span className="visually-hidden">: {item.name} (opens in a new tab)</span>
          </a>
        </>
      }
    />
  )
}

function ignoreChange(): void {}

/** The result list: one card per item, in a list so screen readers announce the count. */
export function ResultList({
  items,
  busy = false,
  eagerCount = 2,
  savedCodes = [],
  onWishlistChange,
}: {
  items: readonly ListingItem[]
  busy?: boolean
  eagerCount?: number
  /** Tour codes in the visitor's wishlist, so the server renders the toggles pressed. */
  savedCodes?: readonly string[]
  onWishlistChange?: (item: ListingItem, saved: boolean) => void
}) {
  return (
    <ul className="result-list" role="list" aria-busy={busy}>
      {items.map((item, index) => (
        <li key={item.id}>
          <ResultCard
            item={item}
            eager={index < eagerCount}
            saved={savedCodes.includes(item.tourCode)}
            onWishlistChange={onWishlistChange ? (saved) => onWishlistChange(item, saved) : undefined}
          />
        </li>
      ))}
    </ul>
  )
}

/** After 'Load more': focus the first newly shown card's link, so keyboard users carry on where the new cards start. */
export function focusCardLink(list: HTMLElement | null, index: number): void {
  tourCardLinks(list)[index]?.focus()
}
