import { useEffect, useId, useRef, useState, type ReactNode } from 'react'
import { MOBILE_COLLAPSE_MAX_WIDTH } from '../../lib/constants'
import { useMediaQuery } from '../../lib/hooks/use-media-query'
import stylesHref from './content-sections.css?url'
import { needsShowMore, visibleCount } from './collapsible-list-rules'
import { Disclosure } from './disclosure'
import { Stylesheet } from './stylesheet'

export interface CollapsibleListItem {
  key: string
  content: ReactNode
}

/**
 * A titled list section (the tour page's add-ons and excursions, discovery §2.7): the first
 * `numberToShowOnPageLoad` items with a show more / show less button, and, at 760 px and below, the whole list
 * folded behind its heading (a disclosure button). Showing more moves focus to the first newly shown item, so
 * keyboard users land on what appeared. `className` and `titleClassName` let the page give the section its own
 * frame and heading style.
 */
export function CollapsibleList({
  id,
  title,
  descriptionHtml,
  items,
  numberToShowOnPageLoad,
  showMoreText,
  showLessText,
  className,
  titleClassName,
}: {
  id: string
  title: string
  descriptionHtml: string
  items: CollapsibleListItem[]
  numberToShowOnPageLoad: number
  showMoreText: string
  showLessText: string
  className?: string
  titleClassName?: string
}) {
  const collapsible = useMediaQuery(`(max-width: ${MOBILE_COLLAPSE_MAX_WIDTH}px)`)
  const [expanded, setExpanded] = useState(false)
  const listId = useId()
  const headingId = `${id}-title`
  const itemRefs = useRef<Array<HTMLLIElement | null>>([])
  const focusIndex = useRef<number | null>(null)

  const shown = visibleCount(items.length, numberToShowOnPageLoad, expanded)
  const toggle = needsShowMore(items.length, numberToShowOnPageLoad)

  useEffect(() => {
    if (focusIndex.current === null) return
    itemRefs.current[focusIndex.current]?.focus()
    focusIndex.current = null
  }, [expanded])

  const body = (
    <>
      {descriptionHtml ? (
        <div className="collapsible-list__intro rich-text" dangerouslySetInnerHTML={{ __html: descriptionHtml }} />
      ) : null}
      <ul id={listId} className="collapsible-list__items" role="list">
        {items.slice(0, shown).map((item, index) => (
          <li
            key={item.key}
            ref={(element) => {
              itemRefs.current[index] = element
            }}
            tabIndex={-1}
            className="collapsible-list__item"
          >
            {item.content}
          </li>
        ))}
      </ul>
      {toggle ? (
        <button
          type="button"
          className="button button--secondary collapsible-list__toggle"
          aria-expanded={expanded}
          aria-controls={listId}
          onClick={() => {
            focusIndex.current = expanded ? null : shown
            setExpanded(!expanded)
          }}
        >
          {expanded ? showLessText : showMoreText}
        </button>
      ) : null}
    </>
  )

  return (
    <section
      id={id}
      className={['collapsible-list', className].filter(Boolean).join(' ')}
      aria-labelledby={headingId}
      tabIndex={-1}
    >
      <Stylesheet href={stylesHref} />
      {collapsible ? (
        <Disclosure
          summary={<span id={headingId}>{title}</span>}
          headingLevel={2}
          className="collapsible-list__disclosure"
        >
          {body}
        </Disclosure>
      ) : (
        <>
          <h2 id={headingId} className={titleClassName}>
            {title}
          </h2>
          {body}
        </>
      )}
    </section>
  )
}
