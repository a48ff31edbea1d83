import { useEffect, useId, useRef, type ReactNode } from 'react'

/**
 * A modal dialog on the native <dialog> element: showModal() makes the rest of the page inert (focus stays
 * inside), Escape closes it, and focus returns to whatever opened it. Page scrolling is locked while it is open.
 */
export function Dialog({
  open,
  onClose,
  title,
  hideTitle = false,
  children,
  className,
  maxWidth,
  fullScreen = false,
}: {
  open: boolean
  onClose: () => void
  title: string
  hideTitle?: boolean
  children: ReactNode
  className?: string
  maxWidth?: number
  fullScreen?: boolean
}) {
  const ref = useRef<HTMLDialogElement>(null)
  const titleId = useId()
  const returnFocusTo = useRef<Element | null>(null)

  useEffect(() => {
    const dialog = ref.current
    if (!dialog) return
    if (open && !dialog.open) {
      returnFocusTo.current = document.activeElement
      dialog.showModal()
      document.documentElement.classList.add('scroll-locked')
    } else if (!open && dialog.open) {
      dialog.close()
    }
  }, [open])

  useEffect(() => {
    const dialog = ref.current
    if (!dialog) return
    const onNativeClose = () => {
      document.documentElement.classList.remove('scroll-locked')
      const target = returnFocusTo.current
      if (target instanceof HTMLElement) target.focus()
      onClose()
    }
    dialog.addEventListener('close', onNativeClose)
    return () => dialog.removeEventListener('close', onNativeClose)
  }, [onClose])

  useEffect(() => () => document.documentElement.classList.remove('scroll-locked'), [])

  return (
    <dialog
      ref={ref}
      className={['dialog', fullScreen ? 'dialog--full' : '', className].filter(Boolean).join(' ')}
      aria-labelledby={titleId}
      style={maxWidth ? { maxWidth: `min(${maxWidth}px, calc(100vw - 2rem))` } : undefined}
      onClick={(event) => {
        // A click on the backdrop (the dialog element itself, outside its content) closes it.
        if (event.target === ref.current) ref.current.close()
      }}
    >
      <div className="dialog__content">
        <div className="dialog__header">
          <h2 id={titleId} className={hideTitle ? 'visually-hidden' : 'dialog__title'}>
            {title}
          </h2>
          <button type="button" className="dialog__close" aria-label="Close" onClick={() => ref.current?.close()}>
            <span aria-hidden="true">×</span>
          </button>
        </div>
        {open ? children : null}
      </div>
    </dialog>
  )
}
