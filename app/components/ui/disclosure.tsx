import { useId, useState, type ReactNode } from 'react'

/**
 * A button that shows and hides a region (accordion item, collapsible list). The button carries aria-expanded
 * and aria-controls; the hidden content stays in the DOM so server-rendered text is indexable.
 */
export function Disclosure({
  summary,
  children,
  defaultOpen = false,
  open: controlledOpen,
  onOpenChange,
  headingLevel,
  className,
}: {
  summary: ReactNode
  children: ReactNode
  defaultOpen?: boolean
  open?: boolean
  onOpenChange?: (open: boolean) => void
  headingLevel?: 2 | 3 | 4
  className?: string
}) {
  const [uncontrolledOpen, setUncontrolledOpen] = useState(defaultOpen)
  const open = controlledOpen ?? uncontrolledOpen
  const panelId = useId()
  const buttonId = useId()
  const toggle = () => {
    setUncontrolledOpen(!open)
    onOpenChange?.(!open)
  }
  const button = (
    <button
      id={buttonId}
      type="button"
      className="disclosure__button"
      aria-expanded={open}
      aria-controls={panelId}
      onClick={toggle}
    >
      <span className="disclosure__summary">{summary}</span>
      <span className="disclosure__icon" aria-hidden="true" />
    </button>
  )
  const Heading = headingLevel ? (`h${headingLevel}` as const) : null
  return (
    <div className={['disclosure', className].filter(Boolean).join(' ')} data-open={open}>
      {Heading ? <Heading className="disclosure__heading">{button}</Heading> : button}
      <div id={panelId} role="region" aria-labelledby={buttonId} className="disclosure__panel" hidden={!open}>
        {children}
      </div>
    </div>
  )
}
