import { useId, type ReactNode } from 'react'
import { Link } from 'react-router'
import { ReadMoreText } from '../../components/ui/read-more'
import { Stylesheet } from '../../components/ui/stylesheet'
import stylesHref from './tour-card.css?url'

/** What every tour card shows, whichever list it sits in. */
export interface TourCardTour {
  name: string
  /** The tour page path ('/tours/{slug}'). */
  url: string
  image: { smallUrl: string; mediumUrl: string; largeUrl: string; altText: string }
  offerText: string | null
  durationDays: number
  fromPriceFormatted: string | null
  /** The struck-through 'was' price, or null when there is none to show. */
  wasPriceFormatted: string | null
}

/**
 * - `tile`: a compact card in a grid of curated tours (the home page's featured and offers rows); the whole card is
 *   the link to the tour.
 * - `row`: a search result (discovery §2.2; listing, tours by price, wishlist): image beside the text on a listing
 *   from the small breakpoint, with the description, its read more / read less toggle and the actions.
 */
export type TourCardLayout = 'tile' | 'row'

const IMAGE_SIZES: Record<TourCardLayout, { srcSet: (image: TourCardTour['image']) => string; sizes: string }> = {
  tile: {
    srcSet: (image) => `${image.smallUrl} 400w, ${image.mediumUrl} 800w`,
    sizes: '(max-width: 575px) 100vw, (max-width: 1023px) 50vw, 25vw',
  },
  row: {
    srcSet: (image) => `${image.smallUrl} 400w, ${image.mediumUrl} 800w, ${image.largeUrl} 1600w`,
    sizes: '(max-width: 760px) 100vw, 22rem',
  },
}

/**
 * The one tour card: image with the offer tag, a line above the name (`kicker`: the countries, or the departure
 * months), the name linking to the tour, 'N days from' with a struck 'was' price, then, when given, the
 * description with read more / read less and the actions. `mediaAction` sits over the image (the wishlist toggle).
 */
export function TourCard({
  tour,
  layout,
  kicker,
  description,
  actions,
  mediaAction,
  eager = false,
  headingLevel = 3,
}: {
  tour: TourCardTour
  layout: TourCardLayout
  kicker?: ReactNode
  description?: string
  actions?: ReactNode
  mediaAction?: ReactNode
  /** The first cards are above the fold: load their images at once. */
  eager?: boolean
  headingLevel?: 2 | 3
}) {
  const titleId = useId()
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  const image = IMAGE_SIZES[layout]
  return (
    <article className={`tour-card tour-card--${layout}`} aria-labelledby={titleId}>
      <Stylesheet href={stylesHref} />
      <div className="tour-card__media">
        <img
          src={tour.image.mediumUrl}
          srcSet={image.srcSet(tour.image)}
          sizes={image.sizes}
          alt={tour.image.altText}
          width={400}
          height={267}
          loading={eager ? 'eager' : 'lazy'}
          decoding="async"
        />
        {tour.offerText ? <span className="tour-card__offer">{tour.offerText}</span> : null}
        {mediaAction}
      </div>
      <div className="tour-card__body">
        {kicker ? <p className="tour-card__kicker">{kicker}</p> : null}
        <Heading className="tour-card__title" id={titleId}>
          <Link to={tour.url} className="tour-card__link">
            {tour.name}
          </Link>
        </Heading>
        <p className="tour-card__price">
          <span className="tour-card__days">{`${tour.durationDays} days from`}</span>{' '}
          <strong>{tour.fromPriceFormatted}</strong>
          {tour.wasPriceFormatted ? (
            <>
              {' '}
              <s className="tour-card__was">
                <span className="visually-hidden">was </span>
                {tour.wasPriceFormatted}
              </s>
            </>
          ) : null}
        </p>
        {description !== undefined ? (
          <ReadMoreText
            text={description}
            className="tour-card__read-more"
            contentClassName="tour-card__description"
            toggleClassName="tour-card__more"
            toggleContext={`about ${tour.name}`}
          />
        ) : null}
        {actions ? <p className="tour-card__actions">{actions}</p> : null}
      </div>
    </article>
  )
}

/** The name links of the cards in a list, in order: where focus goes after 'Load more' or a removal. */
export function tourCardLinks(list: ParentNode | null): HTMLAnchorElement[] {
  return list ? [...list.querySelectorAll<HTMLAnchorElement>('.tour-card__link')] : []
}
