import { Suspense, useCallback, useEffect, useState } from 'react'
import { Dialog } from '../../components/ui/dialog'
import { HolidaySearchStyles, LazyHolidaySearchForm } from './holiday-search-panel'
import { OPEN_SEARCH_MODAL_EVENT } from './open-search-modal'

/**
 * The full-screen 'Find my holiday' modal, mounted once for the whole site. It opens on the global
 * OPEN_SEARCH_MODAL_EVENT; the dialog locks page scrolling while open, traps focus, closes on Escape and
 * returns focus to whatever opened it. A submit closes it as the listing loads.
 */
export function HolidaySearchModal() {
  const [open, setOpen] = useState(false)
  useEffect(() => {
    const onOpen = () => setOpen(true)
    window.addEventListener(OPEN_SEARCH_MODAL_EVENT, onOpen)
    return () => window.removeEventListener(OPEN_SEARCH_MODAL_EVENT, onOpen)
  }, [])
  const close = useCallback(() => setOpen(false), [])
  return (
    <Dialog open={open} onClose={close} title="Find my holiday" fullScreen className="holiday-search-modal">
      <HolidaySearchStyles />
      <Suspense fallback={<p className="holiday-search-modal__loading">Loading…</p>}>
        <LazyHolidaySearchForm onSubmitted={close} />
      </Suspense>
    </Dialog>
  )
}
