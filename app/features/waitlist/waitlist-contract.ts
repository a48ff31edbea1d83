/*
 * The waitlist's wire contract without its schema (issue 27), so the browser's join form does not load Zod's rules
 * twice: the join call's path and answer, and the links' pages.
 */

export const WAITLIST_JOIN_PATH = '/api/waitlist/join'

export interface WaitlistJoinResponse {
  joined: true
  /** Entries before this one on the departure's waitlist. */
  ahead: number
}

/** A room type the join form offers (optional: any room type by default). */
export interface WaitlistRoomChoice {
  id: number
  name: string
  occupancy: number
}
