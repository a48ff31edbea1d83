import { lazy, Suspense, type ComponentProps } from 'react'
import type { WaitlistJoin as WaitlistJoinComponent } from './waitlist-join'

/*
 * The join form as the tour page and the checkout show it: fetched when a sold-out departure first shows it, not in
 * their first load. The form validates with Zod (27 KB gzipped), which the tour page otherwise leaves out of its
 * first paint (issue 28, Lighthouse); a sold-out departure's details and the checkout's sold-out message appear only
 * after the visitor opens or asks for them, so the form is never in the server's HTML of either page.
 */

const LazyJoin = lazy(() => import('./waitlist-join').then((module) => ({ default: module.WaitlistJoin })))

export function WaitlistJoin(props: ComponentProps<typeof WaitlistJoinComponent>) {
  return (
    <Suspense fallback={<p className="waitlist-join">Loading the waitlist form…</p>}>
      <LazyJoin {...props} />
    </Suspense>
  )
}
