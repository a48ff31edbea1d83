import { describe, expect, it } from 'vitest'
import {
  brochurePageReducer,
  initialBrochurePageState,
  selectedBrochures,
  showsStickyBar,
  type BrochurePageState,
} from './brochure-page-state'
import type { Brochure } from './brochure-schema'

const brochure = (uniqueId: string, canPost = true, selected = false): Brochure => ({
  uniqueId,
  code: uniqueId.toUpperCase(),
  name: `Brochure ${uniqueId}`,
  description: '',
  imageUrl: '',
  canPost,
  canDownload: true,
  downloadLink: `/media/brochures/${uniqueId}.pdf`,
  selected,
})

const list = [brochure('a'), brochure('b'), brochure('c', false), brochure('d', true, true)]
const apply = (state: BrochurePageState, ...actions: Parameters<typeof brochurePageReducer>[1][]) =>
  actions.reduce(brochurePageReducer, state)

describe('brochure page states', () => {
  it('starts loading without a list and in the selection stage with one, keeping preselected postable brochures', () => {
    expect(initialBrochurePageState().stage).toBe('loading')
    const state = initialBrochurePageState(list)
    expect(state.stage).toBe('selection')
    expect(state.selectedIds).toEqual(['d'])
  })

  it('selects in list order and never selects a brochure that cannot be posted', () => {
    const state = apply(
      initialBrochurePageState(list),
      { type: 'toggle', uniqueId: 'b', selected: true },
      { type: 'toggle', uniqueId: 'a', selected: true },
      { type: 'toggle', uniqueId: 'c', selected: true },
    )
    expect(state.selectedIds).toEqual(['a', 'b', 'd'])
    expect(selectedBrochures(state).map((item) => item.uniqueId)).toEqual(['a', 'b', 'd'])
  })

  it('shows the sticky bar only in the selection stage with at least one selected', () => {
    let state = initialBrochurePageState([brochure('a'), brochure('b')])
    expect(showsStickyBar(state)).toBe(false)
    state = apply(state, { type: 'toggle', uniqueId: 'a', selected: true })
    expect(showsStickyBar(state)).toBe(true)
    state = apply(state, { type: 'request' })
    expect(state.stage).toBe('form')
    expect(showsStickyBar(state)).toBe(false)
  })

  it('does not move to the form with nothing selected', () => {
    const state = apply(initialBrochurePageState([brochure('a')]), { type: 'request' })
    expect(state.stage).toBe('selection')
  })

  it('Change selection goes back with the selection kept', () => {
    const state = apply(
      initialBrochurePageState(list),
      { type: 'toggle', uniqueId: 'a', selected: true },
      { type: 'request' },
      { type: 'changeSelection' },
    )
    expect(state.stage).toBe('selection')
    expect(state.selectedIds).toEqual(['a', 'd'])
  })

  it('tracks submitting and API errors, and a new request clears the old error', () => {
    let state = apply(initialBrochurePageState(list), { type: 'request' }, { type: 'submitStarted' })
    expect(state.submitting).toBe(true)
    // No going back while the request is in flight.
    expect(apply(state, { type: 'changeSelection' }).stage).toBe('form')
    state = apply(state, { type: 'submitFailed', message: 'The brochure request could not be completed!' })
    expect(state).toMatchObject({
      submitting: false,
      apiError: true,
      errorMessage: 'The brochure request could not be completed!',
    })
    state = apply(state, { type: 'submitStarted' })
    expect(state).toMatchObject({ apiError: false, errorMessage: null })
  })
})
