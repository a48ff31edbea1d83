import { useEffect, useId, useRef, useState, type ReactNode } from 'react'
import { useLocation } from 'react-router'

/**
 * A header dropdown (discovery §2.11: the opening-times and my-account dropdowns toggle): a button with
 * aria-expanded that shows and hides its panel. Escape closes it and returns focus to the button; a click outside
 * it, or moving to another page, closes it.
 */
export function HeaderDropdown({
  label,
  className,
  buttonClassName,
  panelClassName,
  children,
}: {
  label: ReactNode
  className?: string
  buttonClassName?: string
  panelClassName?: string
  children: ReactNode
}) {
  const [open, setOpen] = useState(false)
  const root = useRef<HTMLDivElement>(null)
  const button = useRef<HTMLButtonElement>(null)
  const panelId = useId()
  const { pathname, search } = useLocation()

  useEffect(() => setOpen(false), [pathname, search])

  useEffect(() => {
    if (!open) return
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return
      // Handled here, first (capture): a menu this dropdown sits in stays open (site-nav.tsx skips it).
      event.preventDefault()
      setOpen(false)
      button.current?.focus()
    }
    const onPointer = (event: Event) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false)
    }
    document.addEventListener('keydown', onKeyDown, true)
    document.addEventListener('click', onPointer)
    return () => {
      document.removeEventListener('keydown', onKeyDown, true)
      document.removeEventListener('click', onPointer)
    }
  }, [open])

  return (
    <div ref={root} className={['dropdown', className].filter(Boolean).join(' ')} data-open={open}>
      <button
        ref={button}
        type="button"
        className={buttonClassName ?? 'dropdown__toggle'}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((current) => !current)}
      >
        {label}
      </button>
      <div id={panelId} className={['dropdown__panel', panelClassName].filter(Boolean).join(' ')} hidden={!open}>
        {children}
      </div>
    </div>
  )
}
