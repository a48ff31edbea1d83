import { useId, useState } from 'react'
import { isLongHtml, truncateText } from './tour-text'

const READ_MORE = 'Read more'
const READ_LESS = 'Read less'

/**
 * Rich text that starts clipped when long, with a Read more / Read less button (aria-expanded, aria-controls). The
 * whole text is always in the page, so search engines and screen readers get all of it.
 */
export function ReadMoreHtml({
  html,
  readMoreText = READ_MORE,
  readLessText = READ_LESS,
  className,
}: {
  html: string
  readMoreText?: string
  readLessText?: string
  className?: string
}) {
  const [open, setOpen] = useState(false)
  const contentId = useId()
  const long = isLongHtml(html)
  return (
    <div className={['read-more', className].filter(Boolean).join(' ')} data-collapsed={long && !open}>
      <div id={contentId} className="read-more__content rich-text" dangerouslySetInnerHTML={{ __html: html }} />
      {long ? (
        <button
          type="button"
          className="link-button read-more__toggle"
          aria-expanded={open}
          aria-controls={contentId}
          onClick={() => setOpen(!open)}
        >
          {open ? readLessText : readMoreText}
        </button>
      ) : null}
    </div>
  )
}

/** A plain description cut at 180 characters (spec §2.2, §9) with a Read more / Read less toggle when it was cut. */
export function ReadMoreText({
  text,
  readMoreText = READ_MORE,
  readLessText = READ_LESS,
  className,
}: {
  text: string
  readMoreText?: string
  readLessText?: string
  className?: string
}) {
  const [open, setOpen] = useState(false)
  const contentId = useId()
  const short = truncateText(text)
  return (
    <div className={['read-more-text', className].filter(Boolean).join(' ')}>
      <p id={contentId} className="read-more-text__content">
        {open || !short.truncated ? text : short.text}
      </p>
      {short.truncated ? (
        <button
          type="button"
          className="link-button read-more__toggle"
          aria-expanded={open}
          aria-controls={contentId}
          onClick={() => setOpen(!open)}
        >
          {open ? readLessText : readMoreText}
        </button>
      ) : null}
    </div>
  )
}
