import { LoadMoreBar } from './load-more-bar'
import { ResultList } from './result-card'
import { SEARCH_PATHS, type ToursByPriceResponse } from './search-contract'
import { useTakeList, useViewItemList } from './search-client'

/** What the route's loader hands a tours-by-price page ('Holidays under £999'). */
export interface PriceGridData {
  view: 'price'
  title: string
  introHtml: string | null
  /** Whole major units, as the API takes it. */
  thresholdPrice: number
  settings: { start: number; step: number }
  response: ToursByPriceResponse
  /** Tour codes in the visitor's wishlist cookie. */
  savedCodes: string[]
  /** The 'listing.noResults' content block, shown when no tour is in the band (discovery §8; issue 13 defect 3). */
  noResults: { title: string | null; bodyHtml: string | null }
}

/** The tours-by-price grid (discovery §2.6): 12 to start, 'Load More' adds 12, with an 'x of y tours' line. */
export function PriceGrid({ data }: { data: PriceGridData }) {
  const { response, loading, canLoadMore, loadMore, listRef } = useTakeList(
    data.response,
    data.settings,
    (api, page, requestId) =>
      api.get<ToursByPriceResponse>(
        SEARCH_PATHS.toursByPrice,
        { thresholdPrice: data.thresholdPrice, take: page.take, from: page.from },
        { requestId },
      ),
    'tours-by-price',
  )
  useViewItemList(response.items, data.title)
  const empty = !loading && response.total === 0
  return (
    <div className="price-grid container">
      <header className="listing__header">
        <h1 className="listing__title">{data.title}</h1>
        {data.introHtml ? (
          <div className="listing__intro" dangerouslySetInnerHTML={{ __html: data.introHtml }} />
        ) : null}
      </header>
      <h2 className="visually-hidden">Holidays</h2>
      {empty ? (
        <div className="no-results">
          {data.noResults.title ? <h3 className="no-results__title">{data.noResults.title}</h3> : null}
          {data.noResults.bodyHtml ? <div dangerouslySetInnerHTML={{ __html: data.noResults.bodyHtml }} /> : null}
        </div>
      ) : null}
      <div ref={listRef} className="price-grid__list">
        <ResultList items={response.items} busy={loading} eagerCount={4} savedCodes={data.savedCodes} />
      </div>
      {/* An empty band says so in the no-results block, not as '0 of 0 tours' (issue 28 defect 18). */}
      {empty ? null : (
        <LoadMoreBar
          shown={response.items.length}
          total={response.total}
          canLoadMore={canLoadMore}
          loading={loading}
          onLoadMore={loadMore}
          label="Load More"
          announceCount
        />
      )}
    </div>
  )
}
