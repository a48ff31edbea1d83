import { useId, useState } from 'react'
import { Link } from 'react-router'
import { WishlistToggle } from '../wishlist/wishlist-toggle'
import { truncateDescription } from './listing-state'
import type { ListingItem } from './search-contract'

/**
 * A result card (spec §2.2): image, offer tag, departure dates, name, 'N days from' price with a struck 'was'
 * price, the description cut at 180 characters with read more / read less, an optional map link, an explore link
 * opening in a new tab, and the wishlist toggle.
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
  const [expanded, setExpanded] = useState(false)
  const id = useId()
  const { tourSummary: summary } = item
  const short = truncateDescription(item.description)
  return (
    <article className="result-card" aria-labelledby={`${id}t`}>
      <div className="result-card__media">
        <img
          src={item.image.mediumUrl}
          srcSet={`${item.image.smallUrl} 400w, ${item.image.mediumUrl} 800w, ${item.image.largeUrl} 1600w`}
          sizes="(max-width: 760px) 100vw, 22rem"
          alt={item.image.altText}
          width={400}
          height={267}
          loading={eager ? 'eager' : 'lazy'}
          decoding="async"
        />
        {summary.offerText ? <span className="offer-tag">{summary.offerText}</span> : null}
        <WishlistToggle
          className="result-card__wishlist"
          tourCode={item.tourCode}
          tourName={item.name}
          initiallySaved={saved}
          analyticsItem={item.analytics}
          // Always a handler: WishlistToggle calls `onChange?.(toggle(…))`, which skips the toggle itself without one.
          onChange={onWishlistChange ?? ignoreChange}
        />
      </div>
      <div className="result-card__body">
        {item.departureDatesFormatted ? (
          <p className="result-card__dates">
            <span className="visually-hidden">Departures: </span>
            {item.departureDatesFormatted}
          </p>
        ) : null}
        <h3 className="result-card__title" id={`${id}t`}>
          <Link to={item.url} className="result-card__link">
            {item.name}
          </Link>
        </h3>
        <p className="result-card__price">
          {summary.fromDays} days from <strong>{summary.fromPriceFormatted}</strong>
          {summary.hasWasFromPrice && summary.wasPriceFormatted ? (
            <>
              {' '}
              <s className="result-card__was">
                <span className="visually-hidden">was </span>
                {summary.wasPriceFormatted}
              </s>
            </>
          ) : null}
        </p>
        <p className="result-card__description" id={`${id}d`}>
          {expanded || !short.truncated ? item.description : short.text}
        </p>
        {short.truncated ? (
          <button
            type="button"
            className="link-button result-card__more"
            aria-expanded={expanded}
            aria-controls={`${id}d`}
            onClick={() => setExpanded(!expanded)}
          >
            {expanded ? 'Read less' : 'Read more'}
            <span className="visually-hidden"> about {item.name}</span>
          </button>
        ) : null}
        <p className="result-card__actions">
          {item.mapLink ? (
            <a className="result-card__map" href={item.mapLink.url}>
              {item.mapLink.name}
              <span className="visually-hidden">: {item.name}</span>
            </a>
          ) : null}
          <a
            className="button button--primary result-card__explore"
            href={item.tourLink.url}
            target="_blank"
            rel="noopener"
          >
            {item.tourLink.name}
            <span className="visually-hidden">: {item.name} (opens in a new tab)</span>
          </a>
        </p>
      </div>
    </article>
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
  const links = list?.querySelectorAll<HTMLAnchorElement>('.result-card__link')
  links?.[index]?.focus()
}
