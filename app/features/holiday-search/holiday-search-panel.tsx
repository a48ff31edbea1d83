import { lazy, Suspense, useId, useMemo, useState } from 'react'
import stylesHref from './holiday-search.css?url'

/**
 * The form's code is its own chunk: pages load it beside their hydration (not in their first-load bundle), and the
 * modal the first time it opens.
 */
export const LazyHolidaySearchForm = lazy(() =>
  import('./holiday-search-form').then((module) => ({ default: module.HolidaySearchForm })),
)

/** The form's stylesheet; React hoists it into <head> once, also when the form first appears after navigation. */
export function HolidaySearchStyles() {
  return stylesHref ? <link rel="stylesheet" href={stylesHref} precedence="default" /> : null
}

/**
 * 'Find my holiday' as a band on a page: on the home page below the hero; on listing pages above the results,
 * where at 760 px and below it folds behind a 'Find my holiday' button so the results stay near the top.
 */
export function HolidaySearchPanel({ band = false, collapsible = false }: { band?: boolean; collapsible?: boolean }) {
  const id = useId()
  const [open, setOpen] = useState(false)
  // One element for the panel's life: the lazily loaded form may still be hydrating when the panel re-renders, and
  // a boundary that receives new props before it hydrates would be thrown away and rendered again on the client.
  const form = useMemo(
    () => (
      <Suspense fallback={null}>
        <LazyHolidaySearchForm
          title={
            <h2 id={id} className="holiday-search__title">
              Find my holiday
            </h2>
          }
        />
      </Suspense>
    ),
    [id],
  )
  return (
    <div className={band ? 'holiday-search-panel holiday-search-panel--band' : 'holiday-search-panel'}>
      <HolidaySearchStyles />
      <div className={band ? 'container' : undefined}>
        {collapsible ? (
          <>
            <button
              type="button"
              className="button button--secondary holiday-search-panel__toggle"
              aria-expanded={open}
              aria-controls={`${id}p`}
              onClick={() => setOpen(!open)}
            >
              Find my holiday
            </button>
            <div id={`${id}p`} className="holiday-search-panel__body" data-open={open}>
              {form}
            </div>
          </>
        ) : (
          form
        )}
      </div>
    </div>
  )
}
