import { Suspense } from 'react'
import { Dialog } from '../../components/ui/dialog'
import { HolidaySearchStyles, LazyHolidaySearchForm } from './holiday-search-panel'

/** The modal itself: a full-screen dialog (focus trap, Escape, focus return, scroll lock) holding the form. */
export default function HolidaySearchDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Dialog open={open} onClose={onClose} title="Find my holiday" fullScreen className="holiday-search-modal">
      <HolidaySearchStyles />
      <Suspense fallback={<p className="holiday-search-modal__loading">Loading…</p>}>
        <LazyHolidaySearchForm onSubmitted={onClose} />
      </Suspense>
    </Dialog>
  )
}
