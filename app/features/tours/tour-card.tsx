import { Link } from 'react-router'
import type { TourCard as TourCardData } from './tour-cards.server'

/** A compact tour card for curated rows (home page); the listing's result card is the search feature's. */
export function TourCard({ tour, headingLevel = 3 }: { tour: TourCardData; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  return (
    <article className="tour-card">
      <div className="tour-card__media">
        <img
          src={tour.image.mediumUrl}
          srcSet={`${tour.image.smallUrl} 400w, ${tour.image.mediumUrl} 800w`}
          sizes="(max-width: 575px) 100vw, (max-width: 1023px) 50vw, 25vw"
          alt={tour.image.altText}
          width={400}
          height={267}
          loading="lazy"
          decoding="async"
        />
        {tour.offerText ? <span className="offer-tag">{tour.offerText}</span> : null}
      </div>
      <div className="tour-card__body">
        <p className="tour-card__place">{tour.countries}</p>
        <Heading className="tour-card__title">
          <Link to={tour.url} className="tour-card__link">
            {tour.name}
          </Link>
        </Heading>
        <p className="tour-card__price">
          <span className="tour-card__days">{tour.durationDays} days from</span>{' '}
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
      </div>
    </article>
  )
}
