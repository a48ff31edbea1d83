import { Breadcrumb } from '../../components/ui/breadcrumb'
import type { AnalyticsItem } from '../../lib/analytics'
import { WishlistToggle } from '../wishlist'
import type { TourPageViewData } from './tour-page-view'

/**
 * The tour's title block: where it goes, how long, the 'from' price with the offer tag and struck-through was price,
 * the wishlist toggle (same cookie as the listing cards), the map link and a way to the dates.
 */
export function TourHeader({
  data,
  initiallySaved,
  datesSectionId,
  analyticsItem,
}: {
  data: TourPageViewData
  initiallySaved: boolean
  datesSectionId: string
  analyticsItem: AnalyticsItem
}) {
  const { tour } = data
  const places = data.countries.map((country) => country.name).join(', ')
  return (
    <header className="tour-header container">
      <Breadcrumb items={data.breadcrumb} />
      <div className="tour-header__grid">
        <div className="tour-header__title-block">
          <h1 className="tour-header__title">{tour.name}</h1>
          <p className="tour-header__meta">
            <span>{places}</span>
            <span>{tour.durationLabel}</span>
            {data.travelTypes.length ? <span>{data.travelTypes.map((type) => type.name).join(', ')}</span> : null}
          </p>
        </div>
        <div className="tour-price">
          {tour.offerText ? <p className="tour-price__offer">{tour.offerText}</p> : null}
          {tour.fromPriceFormatted ? (
            <p className="tour-price__line">
              <span className="tour-price__label">{tour.durationLabel} from</span>{' '}
              <strong className="tour-price__amount">{tour.fromPriceFormatted}</strong>{' '}
              <span className="tour-price__unit">per person</span>
              {tour.hasWasFromPrice && tour.wasPriceFormatted ? (
                <>
                  {' '}
                  <s className="tour-price__was">
                    <span className="visually-hidden">was </span>
                    {tour.wasPriceFormatted}
                  </s>
                </>
              ) : null}
            </p>
          ) : (
            <p className="tour-price__line">New dates coming soon</p>
          )}
          <div className="tour-price__actions">
            <a className="button button--accent" href={`#${datesSectionId}`}>
              Dates and prices
            </a>
            <WishlistToggle
              tourCode={tour.code}
              tourName={tour.name}
              initiallySaved={initiallySaved}
              analyticsItem={analyticsItem}
              className="tour-price__wishlist"
              // Always a handler: WishlistToggle calls `onChange?.(toggle(…))`, which skips the toggle without one.
              onChange={() => {}}
            />
          </div>
          {tour.mapLink ? (
            <p className="tour-price__map">
              <a href={tour.mapLink.url}>{tour.mapLink.name}</a>
            </p>
          ) : null}
        </div>
      </div>
    </header>
  )
}
