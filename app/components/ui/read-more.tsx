import { useId, useState, type ReactNode } from 'react'
import stylesHref from './content-sections.css?url'
import { isLongHtml, truncateText } from './read-more-rules'
import { Stylesheet } from './stylesheet'

const READ_MORE = 'Read more'
const READ_LESS = 'Read less'

function ReadMoreToggle({
  open,
  controls,
  readMoreText,
  readLessText,
  context,
  className,
  onToggle,
}: {
  open: boolean
  controls: string
  readMoreText: string
  readLessText: string
  context?: ReactNode
  className?: string
  onToggle: () => void
}) {
  return (
    <button
      type="button"
      className={['link-button read-more__toggle', className].filter(Boolean).join(' ')}
      aria-expanded={open}
      aria-controls={controls}
      onClick={onToggle}
    >
      {open ? readLessText : readMoreText}
      {context ? <span className="visually-hidden"> {context}</span> : null}
    </button>
  )
}

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
      <Stylesheet href={stylesHref} />
      <div id={contentId} className="read-more__content rich-text" dangerouslySetInnerHTML={{ __html: html }} />
      {long ? (
        <ReadMoreToggle
          open={open}
          controls={contentId}
          readMoreText={readMoreText}
          readLessText={readLessText}
          onToggle={() => setOpen(!open)}
        />
      ) : null}
    </div>
  )
}

/**
 * A plain description cut at 180 characters (discovery §2.2) with a Read more / Read less toggle when it was cut.
 * `toggleContext` is read to screen readers after the toggle's text ("Read more about Lakes and Mountains"), for
 * lists where many toggles would otherwise sound alike.
 */
export function ReadMoreText({
  text,
  readMoreText = READ_MORE,
  readLessText = READ_LESS,
  className,
  contentClassName,
  toggleClassName,
  toggleContext,
}: {
  text: string
  readMoreText?: string
  readLessText?: string
  className?: string
  contentClassName?: string
  toggleClassName?: string
  toggleContext?: ReactNode
}) {
  const [open, setOpen] = useState(false)
  const contentId = useId()
  const short = truncateText(text)
  return (
    <div className={['read-more-text', className].filter(Boolean).join(' ')}>
      <p id={contentId} className={['read-more-text__content', contentClassName].filter(Boolean).join(' ')}>
        {open || !short.truncated ? text : short.text}
      </p>
      {short.truncated ? (
        <ReadMoreToggle
          open={open}
          controls={contentId}
          readMoreText={readMoreText}
          readLessText={readLessText}
          context={toggleContext}
          className={toggleClassName}
          onToggle={() => setOpen(!open)}
        />
      ) : null}
    </div>
  )
}
