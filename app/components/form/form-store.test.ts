import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { z } from 'zod'
import { FIELD_VALIDATION_DEBOUNCE_MS } from '../../lib/constants'
import { FIELD_RULES, INVALID_EMAIL_MESSAGE, REQUIRED_MESSAGE, zChoice, zField } from '../../lib/validation'
import { createFormStore, type FieldValidation } from './form-store'

const schema = z.object({
  title: zChoice(['Mr', 'Mrs', 'Miss', 'Ms']),
  firstName: zField('name', { required: true }),
  email: zField('email', { required: true }),
  phone: zField('numbersOnly'),
  password: zField('password', { required: true }),
  consent: z.boolean(),
  verified: z.boolean(),
})

const initialValues = { title: '', firstName: '', email: '', phone: '', password: '', consent: true, verified: false }

function makeStore(events: FieldValidation[] = []) {
  return createFormStore({
    name: 'test-form',
    schema,
    initialValues,
    untrimmed: ['password'],
    onFieldValidated: (event) => events.push(event),
    onUserChange: (field) => (field === 'firstName' ? { verified: false } : undefined),
  })
}

beforeEach(() => {
  vi.useFakeTimers()
})

afterEach(() => {
  vi.useRealTimers()
})

describe('errors show only after the user typed or the form was submitted', () => {
  it('shows nothing on a fresh form, even after leaving an empty required field', () => {
    const store = makeStore()
    expect(store.visibleError('email')).toBeNull()
    store.blur('email')
    vi.advanceTimersByTime(FIELD_VALIDATION_DEBOUNCE_MS)
    // Validated (the outcome is known) but not shown: the user has not typed here.
    expect(store.getState().errors.email).toBe(REQUIRED_MESSAGE)
    expect(store.visibleError('email')).toBeNull()
  })

  it('shows the field error once the user has typed in that field, and only that field', () => {
    const store = makeStore()
    store.change('email', 'not-an-email')
    vi.advanceTimersByTime(FIELD_VALIDATION_DEBOUNCE_MS)
    expect(store.visibleError('email')).toBe(INVALID_EMAIL_MESSAGE)
    expect(store.visibleError('firstName')).toBeNull()
  })

  // Issue 13 defect 11: the outcome of validating the EMPTY field (on blur) was shown for 100 ms on the first
  // keystroke, although it no longer describes what the field holds.
  it('shows no stale error on the first keystroke in a required field that was left empty', () => {
    const store = makeStore()
    store.blur('firstName')
    vi.advanceTimersByTime(FIELD_VALIDATION_DEBOUNCE_MS)
    expect(store.getState().errors.firstName).toBe(REQUIRED_MESSAGE)
    store.change('firstName', 'A')
    expect(store.visibleError('firstName')).toBeNull()
    vi.advanceTimersByTime(FIELD_VALIDATION_DEBOUNCE_MS)
    expect(store.visibleError('firstName')).toBeNull()
    // A real problem still shows once validated.
    store.change('firstName', 'A1')
    vi.advanceTimersByTime(FIELD_VALIDATION_DEBOUNCE_MS)
    expect(store.visibleError('firstName')).not.toBeNull()
  })

  it('shows every error at once when the form is submitted', () => {
    const store = makeStore()
    const result = store.submit()
    expect(result.success).toBe(false)
    expect(store.visibleError('title')).toBe(REQUIRED_MESSAGE)
    expect(store.visibleError('firstName')).toBe(REQUIRED_MESSAGE)
    expect(store.visibleError('email')).toBe(REQUIRED_MESSAGE)
    expect(store.visibleError('phone')).toBeNull()
    expect(store.getState().submitted).toBe(true)
  })
})

describe('validation timing: on change and blur, debounced 100 ms per field', () => {
  it('validates 100 ms after the last keystroke, not before', () => {
    const store = makeStore()
    store.change('phone', 'abc')
    vi.advanceTimersByTime(FIELD_VALIDATION_DEBOUNCE_MS - 1)
    expect(store.visibleError('phone')).toBeNull()
    vi.advanceTimersByTime(1)
    expect(store.visibleError('phone')).toBe(FIELD_RULES.numbersOnly.message)
  })

  it('restarts the wait on every keystroke, so a burst of typing validates once', () => {
    const events: FieldValidation[] = []
    const parse = vi.spyOn(schema, 'safeParse')
    const store = makeStore(events)
    parse.mockClear()
    for (const text of ['0', '01', '012', '0123']) {
      store.change('phone', text)
      vi.advanceTimersByTime(FIELD_VALIDATION_DEBOUNCE_MS - 10)
    }
    expect(parse).not.toHaveBeenCalled()
    vi.advanceTimersByTime(10)
    expect(parse).toHaveBeenCalledTimes(1)
    expect(events).toEqual([{ formName: 'test-form', field: 'phone', valid: true, message: null }])
    parse.mockRestore()
  })

  it('keeps separate timers per field: typing in one field does not postpone another', () => {
    const store = makeStore()
    store.change('phone', 'x')
    vi.advanceTimersByTime(60)
    store.change('email', 'a@')
    vi.advanceTimersByTime(40)
    expect(store.visibleError('phone')).toBe(FIELD_RULES.numbersOnly.message)
    expect(store.visibleError('email')).toBeNull()
    vi.advanceTimersByTime(60)
    expect(store.visibleError('email')).toBe(INVALID_EMAIL_MESSAGE)
  })

  it('validates on blur after the same delay, and a blur right after typing still validates once', () => {
    const events: FieldValidation[] = []
    const store = makeStore(events)
    store.change('firstName', 'Ann3')
    store.blur('firstName')
    vi.advanceTimersByTime(FIELD_VALIDATION_DEBOUNCE_MS)
    expect(store.visibleError('firstName')).toBe(FIELD_RULES.name.message)
    expect(events).toHaveLength(1)
  })

  it('a submit cancels the pending validations and decides at once', () => {
    const events: FieldValidation[] = []
    const store = makeStore(events)
    store.change('phone', 'abc')
    store.submit()
    expect(store.visibleError('phone')).toBe(FIELD_RULES.numbersOnly.message)
    vi.advanceTimersByTime(FIELD_VALIDATION_DEBOUNCE_MS * 2)
    expect(events).toEqual([])
  })
})

describe('trimming', () => {
  it('trims text on blur but leaves passwords alone', () => {
    const store = makeStore()
    store.change('firstName', '  Ann  ')
    store.change('password', ' Secret1 ')
    store.blur('firstName')
    store.blur('password')
    expect(store.getState().values.firstName).toBe('Ann')
    expect(store.getState().values.password).toBe(' Secret1 ')
  })

  it('submits trimmed data even when the field was never left', () => {
    const store = makeStore()
    store.change('title', 'Ms')
    store.change('firstName', ' Ann ')
    store.change('email', ' ann@example.com ')
    store.change('password', 'Secret1Harbour')
    const result = store.submit()
    expect(result).toEqual({
      success: true,
      data: {
        title: 'Ms',
        firstName: 'Ann',
        email: 'ann@example.com',
        phone: '',
        password: 'Secret1Harbour',
        consent: true,
        verified: false,
      },
    })
  })
})

describe('formProgression reporting', () => {
  it('reports a visible validation once per change of outcome', () => {
    const events: FieldValidation[] = []
    const store = makeStore(events)
    store.change('email', 'a')
    vi.advanceTimersByTime(FIELD_VALIDATION_DEBOUNCE_MS)
    store.change('email', 'ab')
    vi.advanceTimersByTime(FIELD_VALIDATION_DEBOUNCE_MS)
    store.change('email', 'ab@example.com')
    vi.advanceTimersByTime(FIELD_VALIDATION_DEBOUNCE_MS)
    expect(events).toEqual([
      { formName: 'test-form', field: 'email', valid: false, message: INVALID_EMAIL_MESSAGE },
      { formName: 'test-form', field: 'email', valid: true, message: null },
    ])
  })

  it('does not report validations the user cannot see', () => {
    const events: FieldValidation[] = []
    const store = makeStore(events)
    store.blur('email')
    vi.advanceTimersByTime(FIELD_VALIDATION_DEBOUNCE_MS)
    expect(events).toEqual([])
  })
})

describe('programmatic values and server errors', () => {
  it('a user edit can reset a derived flag (any address edit clears "verified")', () => {
    const store = makeStore()
    store.setValues({ verified: true, firstName: 'Ann' })
    expect(store.getState().values.verified).toBe(true)
    expect(store.getState().typed.firstName).toBeUndefined()
    store.change('firstName', 'Anna')
    expect(store.getState().values.verified).toBe(false)
  })

  it('re-checks a shown error at once when a value is filled in for the user', () => {
    const store = makeStore()
    store.submit()
    expect(store.visibleError('firstName')).toBe(REQUIRED_MESSAGE)
    store.setValues({ firstName: 'Ann' })
    expect(store.visibleError('firstName')).toBeNull()
  })

  it('shows server field errors on their fields and ignores unknown ones', () => {
    const store = makeStore()
    store.setErrors({ email: ['Enter a valid email address.'], nonsense: 'x' })
    expect(store.visibleError('email')).toBe('Enter a valid email address.')
    expect(Object.keys(store.getState().errors)).toEqual(['email'])
    // Other fields keep the rule: nothing shown until typed or submitted.
    expect(store.getState().submitted).toBe(false)
  })

  it('reset returns to a fresh form', () => {
    const store = makeStore()
    store.change('email', 'x')
    store.submit()
    store.reset()
    expect(store.getState()).toMatchObject({ submitted: false, typed: {}, errors: {}, values: initialValues })
  })
})
