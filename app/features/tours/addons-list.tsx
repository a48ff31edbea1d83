import type { AddOnListData } from '../departures'
import { CollapsibleList } from '../../components/ui/collapsible-list'
import { ListCard } from './list-card'

/**
 * The tour's extensions (discovery §2.7, §3 add-on list data). The list comes with the page (the loader reads the same
 * service as the add-ons data URL), so it is in the server HTML and needs no request of its own.
 */
export function AddOnsList({ id, data }: { id: string; data: AddOnListData }) {
  if (data.addOns.length === 0) return null
  return (
    <CollapsibleList
      id={id}
      className="tour-section addons-list"
      titleClassName="tour-section__title"
      title={data.title}
      descriptionHtml={data.descriptionHtml}
      numberToShowOnPageLoad={data.numberToShowOnPageLoad}
      showMoreText={data.showMoreResultsText}
      showLessText={data.showLessResultsText}
      items={data.addOns.map((addOn) => ({
        key: addOn.code,
        content: (
          <ListCard
            name={addOn.name}
            description={addOn.description}
            imageUrl={addOn.imageUrl}
            priceLabel={data.priceLabel}
            price={addOn.price}
            note={data.addAtCheckoutText}
            readMoreText={data.readMoreText}
            readLessText={data.readLessText}
          />
        ),
      }))}
    />
  )
}
