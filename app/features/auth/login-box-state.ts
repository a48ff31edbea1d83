/*
 * The checkout login box as a small state machine (checkout §2 "Login box", §4): first an offer ('Log in' /
 * 'Continue without log in'); 'Log in' opens the inline form (idle); submitting is loading; a failure shows the
 * error block (error) and the form stays for another try; success (token generated, passenger data fetched) or a
 * skip ends it and the box is hidden.
 */

export type LoginBoxStatus = 'offer' | 'idle' | 'loading' | 'error' | 'done' | 'skipped'

export interface LoginBoxState {
  status: LoginBoxStatus
  /** The server's message for a refusal that is not the usual one (too many attempts). */
  message: string | null
}

export type LoginBoxAction =
  | { type: 'open' }
  | { type: 'skip' }
  | { type: 'submit' }
  | { type: 'failed'; message?: string | null }
  | { type: 'succeeded' }

export const INITIAL_LOGIN_BOX_STATE: LoginBoxState = { status: 'offer', message: null }

export function loginBoxReducer(state: LoginBoxState, action: LoginBoxAction): LoginBoxState {
  switch (action.type) {
    case 'open':
      return state.status === 'offer' ? { status: 'idle', message: null } : state
    case 'skip':
      return state.status === 'loading' || state.status === 'done' || state.status === 'skipped'
        ? state
        : { status: 'skipped', message: null }
    case 'submit':
      return state.status === 'idle' || state.status === 'error' ? { status: 'loading', message: null } : state
    case 'failed':
      return state.status === 'loading' ? { status: 'error', message: action.message ?? null } : state
    case 'succeeded':
      return state.status === 'loading' ? { status: 'done', message: null } : state
  }
}

/** Whether the box is still on the page. */
export function isLoginBoxShown(state: LoginBoxState): boolean {
  return state.status !== 'done' && state.status !== 'skipped'
}
