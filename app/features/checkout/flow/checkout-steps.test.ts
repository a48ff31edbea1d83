import { describe, expect, it } from 'vitest'
import {
  CHECKOUT_STEPS,
  INITIAL_STEP_FLOW,
  STEP_INDEX,
  headerLabel,
  nextStep,
  stepAt,
  type CheckoutStep,
  type StepEffect,
  type StepEvent,
  type StepFlow,
} from './checkout-steps'

const at = (step: CheckoutStep, flow: Partial<StepFlow> = {}): StepFlow => ({
  ...INITIAL_STEP_FLOW,
  ...flow,
  stepIndex: STEP_INDEX[step],
})

const CHANGE: StepEffect[] = ['scrollToTop', 'focusStepHeading']

type Row = [
  rule: string,
  from: StepFlow,
  event: StepEvent,
  to: CheckoutStep,
  effects: StepEffect[],
  flowChanges?: Partial<StepFlow>,
]

// Every rule of checkout §2 steps 1–5 and §4, one row each.
const rules: Row[] = [
  // 1 add-ons
  [
    'add-ons: some came back → stay and remember',
    at('addon'),
    { type: 'addOnsLoaded', count: 2 },
    'addon',
    [],
    { addOnsExist: true },
  ],
  [
    'add-ons: none came back → departure details load, advance two steps',
    at('addon'),
    { type: 'addOnsLoaded', count: 0 },
    'travellers',
    ['loadDepartureDetails', ...CHANGE],
    { addOnsExist: false },
  ],
  [
    'add-ons: skip → two steps forward',
    at('addon', { addOnsExist: true }),
    { type: 'skipAddOns' },
    'travellers',
    CHANGE,
  ],
  [
    'add-ons: skip after an extension was chosen → the choice is dropped',
    at('addon', { addOnsExist: true, addOnChosen: true }),
    { type: 'skipAddOns' },
    'travellers',
    CHANGE,
    { addOnChosen: false },
  ],
  [
    'add-ons: Book extension → departure details load, next step',
    at('addon', { addOnsExist: true }),
    { type: 'bookExtension' },
    'flights',
    ['loadDepartureDetails', ...CHANGE],
    { addOnChosen: true },
  ],
  [
    'add-ons: Back → previous browser page',
    at('addon', { addOnsExist: true }),
    { type: 'back' },
    'addon',
    ['historyBack'],
  ],
  ['add-ons: Continue does nothing (there is none)', at('addon'), { type: 'continue' }, 'addon', []],
  // 2 flights
  [
    'flights: Continue → records the add-ons and fires add_tour_extension',
    at('flights', { addOnsExist: true, addOnChosen: true }),
    { type: 'continue' },
    'travellers',
    ['recordAddOns', 'pushTourExtension', ...CHANGE],
  ],
  [
    'flights: Back → add-ons',
    at('flights', { addOnsExist: true, addOnChosen: true }),
    { type: 'back' },
    'addon',
    CHANGE,
  ],
  // 3 travellers
  [
    'travellers: Back with an add-on chosen → one step (flights)',
    at('travellers', { addOnsExist: true, addOnChosen: true }),
    { type: 'back' },
    'flights',
    CHANGE,
  ],
  [
    'travellers: Back with add-ons skipped → two steps (add-ons)',
    at('travellers', { addOnsExist: true }),
    { type: 'back' },
    'addon',
    CHANGE,
  ],
  [
    'travellers: Back with no add-ons at all → browser history (first page)',
    at('travellers', { addOnsExist: false }),
    { type: 'back' },
    'travellers',
    ['historyBack'],
  ],
  [
    'travellers: Continue, excursions not visited → one step',
    at('travellers'),
    { type: 'continue' },
    'excursions',
    CHANGE,
  ],
  [
    'travellers: Continue, excursions visited and some exist → one step',
    at('travellers', { excursionsExist: true }),
    { type: 'continue' },
    'excursions',
    CHANGE,
  ],
  [
    'travellers: Continue, excursions visited and none exist → two steps',
    at('travellers', { excursionsExist: false }),
    { type: 'continue' },
    'passengerDetails',
    CHANGE,
  ],
  // 4 excursions
  [
    'excursions: none → skipped forward automatically, remembered',
    at('excursions'),
    { type: 'excursionsLoaded', count: 0 },
    'passengerDetails',
    CHANGE,
    { excursionsExist: false },
  ],
  [
    'excursions: some → flagged as existing',
    at('excursions'),
    { type: 'excursionsLoaded', count: 3 },
    'excursions',
    [],
    { excursionsExist: true },
  ],
  [
    'excursions: skip → next step without excursions',
    at('excursions', { excursionsExist: true }),
    { type: 'skipExcursions' },
    'passengerDetails',
    ['resetExcursions', ...CHANGE],
  ],
  [
    'excursions: Back → resets excursions, one step back',
    at('excursions', { excursionsExist: true }),
    { type: 'back' },
    'travellers',
    ['resetExcursions', ...CHANGE],
  ],
  [
    'excursions: Continue → sets excursions, next step',
    at('excursions', { excursionsExist: true }),
    { type: 'continue' },
    'passengerDetails',
    ['setExcursions', ...CHANGE],
  ],
  // 5 passenger details and payment
  [
    'passenger details: Back, excursions visited and none exist → two steps',
    at('passengerDetails', { excursionsExist: false }),
    { type: 'back' },
    'travellers',
    CHANGE,
  ],
  [
    'passenger details: Back, excursions exist → one step',
    at('passengerDetails', { excursionsExist: true }),
    { type: 'back' },
    'excursions',
    CHANGE,
  ],
  [
    'passenger details: Continue to book → card payment',
    at('passengerDetails'),
    { type: 'continue' },
    'payment',
    CHANGE,
  ],
  // 6 card payment, 7 booking
  ['payment: Back → passenger details', at('payment'), { type: 'back' }, 'passengerDetails', CHANGE],
  ['payment: the frame’s transaction → confirmation', at('payment'), { type: 'continue' }, 'booking', CHANGE],
  ['booking: Back does nothing', at('booking'), { type: 'back' }, 'booking', []],
  ['booking: Continue does nothing', at('booking'), { type: 'continue' }, 'booking', []],
]

describe('checkout step rules (checkout §2, §4)', () => {
  it.each(rules)('%s', (_rule, from, event, to, effects, flowChanges = {}) => {
    const outcome = nextStep(from, event)
    expect(stepAt(outcome.flow.stepIndex)).toBe(to)
    expect(outcome.effects).toEqual(effects)
    expect(outcome.flow).toEqual({ ...from, ...flowChanges, stepIndex: STEP_INDEX[to] })
  })

  it('walks the whole happy path with an extension and excursions', () => {
    const events: StepEvent[] = [
      { type: 'addOnsLoaded', count: 1 },
      { type: 'bookExtension' },
      { type: 'continue' },
      { type: 'continue' },
      { type: 'excursionsLoaded', count: 2 },
      { type: 'continue' },
      { type: 'continue' },
      { type: 'continue' },
    ]
    const visited: CheckoutStep[] = []
    let flow = INITIAL_STEP_FLOW
    for (const event of events) {
      flow = nextStep(flow, event).flow
      visited.push(stepAt(flow.stepIndex))
    }
    expect(visited).toEqual([
      'addon',
      'flights',
      'travellers',
      'excursions',
      'excursions',
      'passengerDetails',
      'payment',
      'booking',
    ])
  })

  it('a departure with no add-ons and no excursions goes travellers → details and back again', () => {
    let flow = nextStep(INITIAL_STEP_FLOW, { type: 'addOnsLoaded', count: 0 }).flow
    expect(stepAt(flow.stepIndex)).toBe('travellers')
    flow = nextStep(flow, { type: 'continue' }).flow
    flow = nextStep(flow, { type: 'excursionsLoaded', count: 0 }).flow
    expect(stepAt(flow.stepIndex)).toBe('passengerDetails')
    flow = nextStep(flow, { type: 'back' }).flow
    expect(stepAt(flow.stepIndex)).toBe('travellers')
    expect(nextStep(flow, { type: 'back' }).effects).toEqual(['historyBack'])
    expect(stepAt(nextStep(flow, { type: 'continue' }).flow.stepIndex)).toBe('passengerDetails')
  })
})

describe('header labels (checkout §2)', () => {
  it.each([
    [0, 'Your Holiday'],
    [1, 'Your Holiday'],
    [2, 'Your Holiday'],
    [3, 'Your Holiday'],
    [4, 'Your Details'],
    [5, 'Payment'],
    [6, 'Payment'],
  ])('step %i → %s', (index, label) => {
    expect(headerLabel(index)).toBe(label)
  })

  it('has seven steps in the spec’s order', () => {
    expect(CHECKOUT_STEPS).toEqual([
      'addon',
      'flights',
      'travellers',
      'excursions',
      'passengerDetails',
      'payment',
      'booking',
    ])
  })
})
