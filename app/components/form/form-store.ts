import type { z } from 'zod'
import { FIELD_VALIDATION_DEBOUNCE_MS } from '../../lib/constants'
import { debounce, type Debounced } from '../../lib/debounce'

/*
 * The shared field behaviour of every form on the site (spec discovery §5, checkout §5), independent of React and
 * of any one form:
 * - a field's error is shown only after the user changed that field, or after the form was submitted;
 * - validation runs on change and on blur, debounced per field (FIELD_VALIDATION_DEBOUNCE_MS);
 * - text is trimmed on blur (and by the schema, so the submitted data is trimmed too);
 * - each validation the user can see is reported once per change of outcome (the formProgression event).
 * The rules themselves are a Zod schema built from app/lib/validation.ts, the same schema the server uses.
 */

export type FieldValue = string | boolean
export type FormValues = Record<string, FieldValue>
export type FieldName<V extends FormValues> = Extract<keyof V, string>

export interface FormState<V extends FormValues> {
  values: V
  /** Fields the user has changed (typed in, ticked, chosen). */
  typed: Readonly<Partial<Record<FieldName<V>, true>>>
  /** The latest validation outcome per field: a message, or null when valid. Absent until first validated. */
  errors: Readonly<Partial<Record<FieldName<V>, string | null>>>
  submitted: boolean
  submitCount: number
}

export interface FieldValidation {
  formName: string
  field: string
  valid: boolean
  message: string | null
}

export type SubmitResult<Out, V extends FormValues> =
  { success: true; data: Out } | { success: false; errors: Partial<Record<FieldName<V>, string>> }

export interface FormStoreOptions<V extends FormValues, Out> {
  /** Names the form in analytics events. */
  name: string
  schema: z.ZodType<Out>
  initialValues: V
  /** Text fields that must keep their spaces (passwords). */
  untrimmed?: ReadonlyArray<FieldName<V>>
  validationDelayMs?: number
  /** Called after a validation the user can see, once per change of its outcome. */
  onFieldValidated?: (event: FieldValidation) => void
  /** Extra values to set when the user changes a field (an edited address is no longer a verified one). */
  onUserChange?: (field: FieldName<V>, value: FieldValue, values: V) => Partial<V> | undefined
}

export interface FormStore<V extends FormValues, Out> {
  readonly name: string
  getState(): FormState<V>
  subscribe(listener: () => void): () => void
  /** A user's edit: marks the field typed and schedules its validation. */
  change(field: FieldName<V>, value: FieldValue): void
  /** Leaving a field: trims its text and schedules its validation. */
  blur(field: FieldName<V>): void
  /** A programmatic update (an address chosen from a lookup): not typed; shown errors are re-checked at once. */
  setValues(values: Partial<V>): void
  /** Validates one field now (cancelling its pending debounce). */
  validateField(field: FieldName<V>): string | null
  /** Marks the form submitted and validates every field now. */
  submit(): SubmitResult<Out, V>
  /** Errors from elsewhere (the server's field errors); shown at once on those fields. */
  setErrors(errors: Partial<Record<string, string | readonly string[] | undefined>>): void
  /** The message shown for a field right now, or null. */
  visibleError(field: FieldName<V>): string | null
  isValid(): boolean
  reset(values?: Partial<V>): void
  /** Cancels pending validations (unmount). The store stays usable. */
  dispose(): void
}

function withoutKey<T extends object>(record: T, key: string): T {
  if (!Object.hasOwn(record, key)) return record
  const copy = { ...record }
  delete (copy as Record<string, unknown>)[key]
  return copy
}

/** First message per top-level field of a schema's issues. */
export function firstErrorsByField(schema: z.ZodType, values: unknown): Record<string, string> {
  const result = schema.safeParse(values)
  const errors: Record<string, string> = {}
  if (result.success) return errors
  for (const issue of result.error.issues) {
    const key = String(issue.path[0] ?? '')
    if (!Object.hasOwn(errors, key)) errors[key] = issue.message
  }
  return errors
}

export function createFormStore<V extends FormValues, Out>(options: FormStoreOptions<V, Out>): FormStore<V, Out> {
  const { schema, name } = options
  const delay = options.validationDelayMs ?? FIELD_VALIDATION_DEBOUNCE_MS
  const untrimmed = new Set<string>(options.untrimmed ?? [])
  const listeners = new Set<() => void>()
  const pending = new Map<string, Debounced<[]>>()
  const reported = new Map<string, string>()

  const initial = (values?: Partial<V>): FormState<V> => ({
    values: { ...options.initialValues, ...values },
    typed: {} as FormState<V>['typed'],
    errors: {} as FormState<V>['errors'],
    submitted: false,
    submitCount: 0,
  })
  let state = initial()

  const emit = (next: FormState<V>) => {
    state = next
    for (const listener of [...listeners]) listener()
  }

  const shown = (field: string) => state.submitted || state.typed[field as FieldName<V>] === true

  const report = (field: string, message: string | null) => {
    const outcome = message ?? ''
    if (reported.get(field) === outcome) return
    reported.set(field, outcome)
    options.onFieldValidated?.({ formName: name, field, valid: message === null, message })
  }

  const validateField = (field: FieldName<V>): string | null => {
    pending.get(field)?.cancel()
    const message = firstErrorsByField(schema, state.values)[field] ?? null
    if (state.errors[field] !== message || !Object.hasOwn(state.errors, field)) {
      emit({ ...state, errors: { ...state.errors, [field]: message } })
    }
    if (shown(field)) report(field, message)
    return message
  }

  const schedule = (field: FieldName<V>) => {
    let run = pending.get(field)
    if (!run) {
      run = debounce(() => {
        validateField(field)
      }, delay)
      pending.set(field, run)
    }
    run()
  }

  const cancelAll = () => {
    for (const run of pending.values()) run.cancel()
  }

  return {
    name,
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    change(field, value) {
      const extra = options.onUserChange?.(field, value, state.values) ?? {}
      // A field that becomes visible with this edit must not show the outcome of validating its old value (a
      // required field left empty would flash its message on the first keystroke): it shows nothing until the
      // debounced validation of what it holds now.
      const errors = shown(field) ? state.errors : withoutKey(state.errors, field)
      emit({
        ...state,
        values: { ...state.values, ...extra, [field]: value },
        typed: { ...state.typed, [field]: true },
        errors,
      })
      schedule(field)
    },
    blur(field) {
      const value = state.values[field]
      if (typeof value === 'string' && !untrimmed.has(field) && value !== value.trim()) {
        emit({ ...state, values: { ...state.values, [field]: value.trim() } })
      }
      schedule(field)
    },
    setValues(values) {
      emit({ ...state, values: { ...state.values, ...values } })
      const errors = firstErrorsByField(schema, state.values)
      const nextErrors: Partial<Record<FieldName<V>, string | null>> = { ...state.errors }
      let changed = false
      for (const field of Object.keys(values) as Array<FieldName<V>>) {
        // Only fields that already showed an outcome are refreshed; untouched ones stay quiet.
        if (!Object.hasOwn(state.errors, field)) continue
        pending.get(field)?.cancel()
        const message = errors[field] ?? null
        if (nextErrors[field] !== message) {
          nextErrors[field] = message
          changed = true
        }
        if (shown(field)) report(field, message)
      }
      if (changed) emit({ ...state, errors: nextErrors })
    },
    validateField,
    submit() {
      cancelAll()
      const result = schema.safeParse(state.values)
      const messages = result.success ? {} : firstErrorsByField(schema, state.values)
      const errors: Partial<Record<FieldName<V>, string | null>> = {}
      for (const field of Object.keys(state.values) as Array<FieldName<V>>) errors[field] = messages[field] ?? null
      emit({ ...state, errors, submitted: true, submitCount: state.submitCount + 1 })
      if (result.success) return { success: true, data: result.data }
      return { success: false, errors: messages as Partial<Record<FieldName<V>, string>> }
    },
    setErrors(given) {
      const errors: Partial<Record<FieldName<V>, string | null>> = { ...state.errors }
      const typed: Partial<Record<FieldName<V>, true>> = { ...state.typed }
      for (const [field, value] of Object.entries(given)) {
        const message = typeof value === 'string' ? value : (value?.[0] ?? null)
        if (message === null || !Object.hasOwn(state.values, field)) continue
        errors[field as FieldName<V>] = message
        // Shown at once, on that field only: the other fields keep their own "typed or submitted" rule.
        typed[field as FieldName<V>] = true
      }
      emit({ ...state, errors, typed })
    },
    visibleError(field) {
      return shown(field) ? (state.errors[field] ?? null) : null
    },
    isValid: () => schema.safeParse(state.values).success,
    reset(values) {
      cancelAll()
      reported.clear()
      emit(initial(values))
    },
    dispose: cancelAll,
  }
}
