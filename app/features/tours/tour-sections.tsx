import type { ReactNode } from 'react'
import { ContentTabs } from '../../components/ui/content-tabs'
import { ReadMoreHtml } from '../../components/ui/read-more'
import type { TourAccommodation, TourBrochureLink, TourItineraryDay } from './tour-page-view'

/** A titled section of the tour page that the summary nav scrolls to (focusable so focus can follow the scroll). */
export function TourSection({
  id,
  title,
  children,
  className,
}: {
  id: string
  title: string
  children: ReactNode
  className?: string
}) {
  return (
    <section
      id={id}
      className={['tour-section', className].filter(Boolean).join(' ')}
      aria-labelledby={`${id}-title`}
      tabIndex={-1}
    >
      <h2 id={`${id}-title`} className="tour-section__title">
        {title}
      </h2>
      {children}
    </section>
  )
}

export function OverviewContent({ overviewHtml, highlights }: { overviewHtml: string; highlights: string[] }) {
  return (
    <>
      {overviewHtml ? <ReadMoreHtml html={overviewHtml} /> : null}
      {highlights.length ? (
        <>
          <h3 className="tour-highlights__title">Highlights</h3>
          <ul className="tour-highlights">
            {highlights.map((highlight) => (
              <li key={highlight}>{highlight}</li>
            ))}
          </ul>
        </>
      ) : null}
    </>
  )
}

/** The day-by-day itinerary as tabs, one per day. */
export function ItineraryTabs({ days }: { days: TourItineraryDay[] }) {
  return (
    <ContentTabs
      label="Itinerary day by day"
      className="itinerary-tabs"
      tabs={days.map((day) => ({
        key: String(day.dayNumber),
        label: `Day ${day.dayNumber}`,
        panel: (
          <div className="itinerary-day">
            <h3 className="itinerary-day__title">{dayTitle(day)}</h3>
            {day.location || day.meals ? (
              <p className="itinerary-day__meta">
                {/* A day in the air has no location (the catalogue's outbound flight days). */}
                {day.location ? <span>{day.location}</span> : null}
                {day.meals ? <span>Meals: {day.meals}</span> : null}
              </p>
            ) : null}
            <ReadMoreHtml html={day.descriptionHtml} />
          </div>
        ),
      }))}
    />
  )
}

/** 'Day 3: Florence', whether or not the catalogue's title already starts with its day. */
export function dayTitle(day: Pick<TourItineraryDay, 'dayNumber' | 'title'>): string {
  return new RegExp(`^day\\s*${day.dayNumber}\\b`, 'i').test(day.title)
    ? day.title
    : `Day ${day.dayNumber}: ${day.title}`
}

/** The hotels as tabs, one per stay, after the accommodation introduction. */
export function AccommodationContent({ introHtml, hotels }: { introHtml: string; hotels: TourAccommodation[] }) {
  return (
    <>
      {introHtml ? <ReadMoreHtml html={introHtml} /> : null}
      {hotels.length ? (
        <ContentTabs
          label="Hotels"
          className="accommodation-tabs"
          tabs={hotels.map((hotel, index) => ({
            key: `${index}-${hotel.name}`,
            label: hotel.name,
            panel: (
              <div className="hotel">
                <h3 className="hotel__name">{hotel.name}</h3>
                <p className="hotel__meta">
                  <span>{hotel.location}</span>
                  <span>
                    {hotel.nights} {hotel.nights === 1 ? 'night' : 'nights'}
                  </span>
                  {hotel.rating ? (
                    <span className="hotel__rating">
                      <span aria-hidden="true">{'★'.repeat(hotel.rating)}</span>
                      <span className="visually-hidden">{hotel.rating}-star</span>
                    </span>
                  ) : null}
                </p>
                <ReadMoreHtml html={hotel.descriptionHtml} />
              </div>
            ),
          }))}
        />
      ) : null}
    </>
  )
}

export function BrochureCallout({ block }: { block: TourBrochureLink }) {
  return (
    <aside className="brochure-callout" aria-labelledby="brochure-callout-title">
      <h2 id="brochure-callout-title" className="brochure-callout__title">
        {block.title ?? 'Request a brochure'}
      </h2>
      {block.bodyHtml ? <div className="rich-text" dangerouslySetInnerHTML={{ __html: block.bodyHtml }} /> : null}
      <a className="button button--secondary" href={block.link.url}>
        {block.link.name}
      </a>
    </aside>
  )
}

/**
 * The tour page's booking terms (issue 25): the brand's cancellation charges, one sentence per band, written by the
 * ledger's policy module from the same bands that charge a cancelled booking's fee; the full conditions a link away.
 */
export function BookingTerms({ cancellationTerms }: { cancellationTerms: readonly string[] }) {
  return (
    <>
      <h3 className="tour-terms__title" id="booking-terms-cancellation">
        If you cancel
      </h3>
      <ul className="tour-terms__list" aria-labelledby="booking-terms-cancellation" data-testid="cancellation-terms">
        {cancellationTerms.map((sentence) => (
          <li key={sentence}>{sentence}</li>
        ))}
      </ul>
      <p>
        <a href="/booking-conditions">Read our full booking conditions</a>
      </p>
    </>
  )
}
