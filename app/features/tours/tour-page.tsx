import { useEffect, useRef } from 'react'
import { pushDataLayer } from '../../lib/analytics'
import { DeparturesTable } from '../departures'
import { WaitlistJoin } from '../waitlist'
import { AddOnsList } from './addons-list'
import { bookNowEvent } from './book-now-analytics'
import { ExcursionsList } from './excursions-list'
import { SummaryNav, type SummaryNavSection } from './summary-nav'
import { TourGallery } from './tour-gallery'
import { TourHeader } from './tour-header'
import type { TourPageViewData } from './tour-page-view'
import {
  AccommodationContent,
  BookingTerms,
  BrochureCallout,
  ItineraryTabs,
  OverviewContent,
  TourSection,
} from './tour-sections'

/** The section ids the summary nav links to, in page order (discovery §2.11). */
export const TOUR_SECTIONS = {
  overview: { id: 'overview', label: 'Overview' },
  itinerary: { id: 'itinerary', label: 'Itinerary' },
  accommodation: { id: 'accommodation', label: 'Accommodation' },
  dates: { id: 'dates-and-prices', label: 'Dates & prices' },
  excursions: { id: 'excursions', label: 'Excursions' },
  extensions: { id: 'extensions', label: 'Extensions' },
  // Not in the summary nav: the page's last section, after what is for sale.
  terms: { id: 'booking-terms', label: 'Booking terms' },
} as const satisfies Record<string, SummaryNavSection>

/** Only the sections this tour has. */
export function tourSections(
  data: Pick<TourPageViewData, 'itinerary' | 'accommodations' | 'tour' | 'excursionList' | 'addOnList'>,
): SummaryNavSection[] {
  const sections: SummaryNavSection[] = [TOUR_SECTIONS.overview]
  if (data.itinerary.length) sections.push(TOUR_SECTIONS.itinerary)
  if (data.accommodations.length || data.tour.accommodationHtml) sections.push(TOUR_SECTIONS.accommodation)
  sections.push(TOUR_SECTIONS.dates)
  if (data.excursionList.excursions.length) sections.push(TOUR_SECTIONS.excursions)
  if (data.addOnList.addOns.length) sections.push(TOUR_SECTIONS.extensions)
  return sections
}

export function TourPage({ data, wishlisted }: { data: TourPageViewData; wishlisted: boolean }) {
  const { tour } = data
  const sections = tourSections(data)
  const has = (id: string) => sections.some((section) => section.id === id)
  const images = data.heroImage ? [data.heroImage, ...data.gallery] : data.gallery

  // Marks the page interactive (for browser tests and monitoring) without re-rendering it.
  const pageRef = useRef<HTMLElement>(null)
  useEffect(() => pageRef.current?.setAttribute('data-hydrated', 'true'), [])

  // view_item once per tour viewed (discovery §7), with the analytics item fields of §3. A new tour (client
  // navigation) is a new view; fresh loader data for the same tour (revalidation) is not.
  const viewedTourCode = useRef<string | null>(null)
  const { analyticsItem } = data
  useEffect(() => {
    if (viewedTourCode.current === tour.code) return
    viewedTourCode.current = tour.code
    pushDataLayer('view_item', {
      ecommerce: { currency: tour.currency, value: analyticsItem.price, items: [analyticsItem] },
    })
  }, [tour.code, tour.currency, analyticsItem])

  return (
    <article ref={pageRef} className="tour-page" data-tour-code={tour.code}>
      <TourHeader
        data={data}
        initiallySaved={wishlisted}
        datesSectionId={TOUR_SECTIONS.dates.id}
        analyticsItem={data.analyticsItem}
      />
      <TourGallery images={images} tourName={tour.name} />
      <SummaryNav sections={sections} tourCode={tour.code} />

      <div className="tour-page__body container">
        <TourSection id={TOUR_SECTIONS.overview.id} title={TOUR_SECTIONS.overview.label}>
          <OverviewContent overviewHtml={tour.overviewHtml} highlights={tour.highlights} />
        </TourSection>

        <BrochureCallout block={data.blocks.brochureLink} />

        {has(TOUR_SECTIONS.itinerary.id) ? (
          <TourSection id={TOUR_SECTIONS.itinerary.id} title={TOUR_SECTIONS.itinerary.label}>
            <ItineraryTabs days={data.itinerary} />
          </TourSection>
        ) : null}

        {has(TOUR_SECTIONS.accommodation.id) ? (
          <TourSection id={TOUR_SECTIONS.accommodation.id} title={TOUR_SECTIONS.accommodation.label}>
            <AccommodationContent introHtml={tour.accommodationHtml} hotels={data.accommodations} />
          </TourSection>
        ) : null}

        <TourSection id={TOUR_SECTIONS.dates.id} title="Dates and prices">
          <DeparturesTable
            tourName={tour.name}
            travelOptions={data.travelOptions}
            apiUnavailable={data.blocks.apiUnavailable}
            noResults={data.blocks.noResults}
            onBookNow={(departure) => {
              const event = bookNowEvent(data.analyticsItem, departure, data.travelOptions)
              pushDataLayer(event.event, event.payload)
            }}
            soldOutAction={(departure, details) => (
              <WaitlistJoin
                departureId={departure.id}
                departureLabel={`the ${departure.date} departure`}
                rooms={(details?.rooms ?? []).flatMap((room) =>
                  room.id === undefined ? [] : [{ ...room, id: room.id }],
                )}
              />
            )}
          />
        </TourSection>

        <ExcursionsList id={TOUR_SECTIONS.excursions.id} data={data.excursionList} />
        <AddOnsList id={TOUR_SECTIONS.extensions.id} data={data.addOnList} />

        <TourSection id={TOUR_SECTIONS.terms.id} title={TOUR_SECTIONS.terms.label}>
          <BookingTerms cancellationTerms={data.cancellationTerms} />
        </TourSection>
      </div>
    </article>
  )
}
