/*
 * A departure's waitlist in the back office (issue 27): the panel's loader and its actions. Not the panel itself
 * (index.ts): server code runs in plain Node, which cannot load the stylesheets the components import.
 */
export { isWaitlistPost, loadDepartureWaitlist, submitDepartureWaitlist } from './waitlist-panel.server'
export type { DepartureWaitlistData, WaitlistActionData } from './waitlist-panel.server'
