/* A departure's waitlist in the back office (issue 27). Server: index.server.ts. */
export { DepartureWaitlist, WAITLIST_STATE_LABELS } from './waitlist-panel'
export type { DepartureWaitlistData, WaitlistActionData } from './waitlist-panel.server'
