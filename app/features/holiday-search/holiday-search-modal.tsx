import { lazy, Suspense, useCallback, useEffect, useState } from 'react'
import { OPEN_SEARCH_MODAL_EVENT } from './open-search-modal'

// Every page mounts the modal, few open it: the dialog and the form load on the first open.
const HolidaySearchDialog = lazy(() => import('./holiday-search-dialog'))

/**
 * The full-screen 'Find my holiday' modal, mounted once for the whole site (root layout). It opens on the global
 * OPEN_SEARCH_MODAL_EVENT; the dialog locks page scrolling while open, traps focus, closes on Escape and returns
 * focus to whatever opened it. A submit closes it as the listing loads.
 */
export function HolidaySearchModal() {
  const [open, setOpen] = useState(false)
  const [wanted, setWanted] = useState(false)
  useEffect(() => {
    const onOpen = () => {
      setWanted(true)
      setOpen(true)
    }
    window.addEventListener(OPEN_SEARCH_MODAL_EVENT, onOpen)
    return () => window.removeEventListener(OPEN_SEARCH_MODAL_EVENT, onOpen)
  }, [])
  const close = useCallback(() => setOpen(false), [])
  if (!wanted) return null
  return (
    <Suspense fallback={null}>
      <HolidaySearchDialog open={open} onClose={close} />
    </Suspense>
  )
}
