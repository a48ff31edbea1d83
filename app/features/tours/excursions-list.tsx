import type { ExcursionListData } from '../departures'
import { CollapsibleList } from '../../components/ui/collapsible-list'
import { ListCard } from './list-card'

/**
 * The tour's optional excursions (discovery §2.7). The loader sends the tour's excursions with the page: they are the
 * same for every departure of a tour, which is what `GET EXCURSIONS_FOR_TOUR_PATH?departureId` answers
 * for any one of them, so the list is server-rendered and costs no request.
 */
export function ExcursionsList({ id, data }: { id: string; data: ExcursionListData }) {
  if (data.excursions.length === 0) return null
  return (
    <CollapsibleList
      id={id}
      className="tour-section excursions-list"
      titleClassName="tour-section__title"
      title={data.title}
      descriptionHtml={data.descriptionHtml}
      numberToShowOnPageLoad={data.numberToShowOnPageLoad}
      showMoreText={data.showMoreResultsText}
      showLessText={data.showLessResultsText}
      items={data.excursions.map((excursion) => ({
        key: excursion.code,
        content: (
          <ListCard
            name={excursion.name}
            description={excursion.description}
            imageUrl={excursion.imageUrl}
            priceLabel={data.priceLabel}
            price={excursion.priceFormatted}
            eyebrow={excursion.dayNumber ? `Day ${excursion.dayNumber}` : null}
            note={data.addAtCheckoutText}
            readMoreText={data.readMoreText}
            readLessText={data.readLessText}
          />
        ),
      }))}
    />
  )
}
