import type { Brochure } from './brochure-schema'

/*
 * The brochure page's states (discovery §4): loading, then the selection stage, then the form stage once 'Request
 * Brochure(s)' is pressed; 'Change selection' goes back with the selection kept. The server renders the list, so a
 * page normally starts in the selection stage; 'loading' is the state before any list is known.
 */

export type BrochureStage = 'loading' | 'selection' | 'form'

export interface BrochurePageState {
  stage: BrochureStage
  brochures: Brochure[]
  /** uniqueIds chosen for the post, in list order. */
  selectedIds: string[]
  submitting: boolean
  apiError: boolean
  errorMessage: string | null
}

export type BrochurePageAction =
  | { type: 'loaded'; brochures: Brochure[] }
  | { type: 'toggle'; uniqueId: string; selected: boolean }
  | { type: 'request' }
  | { type: 'changeSelection' }
  | { type: 'submitStarted' }
  | { type: 'submitFailed'; message: string }
  | { type: 'submitSucceeded' }

function inListOrder(brochures: Brochure[], ids: ReadonlySet<string>): string[] {
  return brochures
    .filter((brochure) => brochure.canPost && ids.has(brochure.uniqueId))
    .map((brochure) => brochure.uniqueId)
}

export function initialBrochurePageState(brochures?: Brochure[]): BrochurePageState {
  const empty: BrochurePageState = {
    stage: 'loading',
    brochures: [],
    selectedIds: [],
    submitting: false,
    apiError: false,
    errorMessage: null,
  }
  return brochures ? brochurePageReducer(empty, { type: 'loaded', brochures }) : empty
}

export function brochurePageReducer(state: BrochurePageState, action: BrochurePageAction): BrochurePageState {
  switch (action.type) {
    case 'loaded': {
      const preselected = new Set(
        action.brochures.filter((brochure) => brochure.selected).map((brochure) => brochure.uniqueId),
      )
      return {
        ...state,
        stage: 'selection',
        brochures: action.brochures,
        selectedIds: inListOrder(action.brochures, preselected),
      }
    }
    case 'toggle': {
      if (state.stage !== 'selection') return state
      const ids = new Set(state.selectedIds)
      if (action.selected) ids.add(action.uniqueId)
      else ids.delete(action.uniqueId)
      return { ...state, selectedIds: inListOrder(state.brochures, ids) }
    }
    case 'request':
      return state.stage === 'selection' && state.selectedIds.length > 0
        ? { ...state, stage: 'form', apiError: false, errorMessage: null }
        : state
    case 'changeSelection':
      return state.stage === 'form' && !state.submitting ? { ...state, stage: 'selection' } : state
    case 'submitStarted':
      return { ...state, submitting: true, apiError: false, errorMessage: null }
    case 'submitFailed':
      return { ...state, submitting: false, apiError: true, errorMessage: action.message }
    case 'submitSucceeded':
      // Stays "submitting" while the browser moves to the thank-you page, so the button cannot send twice.
      return { ...state, apiError: false, errorMessage: null }
  }
}

export function selectedBrochures(state: BrochurePageState): Brochure[] {
  const ids = new Set(state.selectedIds)
  return state.brochures.filter((brochure) => ids.has(brochure.uniqueId))
}

/** The sticky bar shows only in the selection stage while at least one brochure is chosen. */
export function showsStickyBar(state: BrochurePageState): boolean {
  return state.stage === 'selection' && state.selectedIds.length > 0
}
