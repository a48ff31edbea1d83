import { useEffect, useId, useMemo, useRef, useState, useSyncExternalStore } from 'react'
import type { z } from 'zod'
import { pushDataLayer } from '../../lib/analytics'
import { requestErrorScroll } from './error-scroll'
import {
  createFormStore,
  type FieldName,
  type FieldValidation,
  type FieldValue,
  type FormState,
  type FormStore,
  type FormStoreOptions,
  type FormValues,
  type SubmitResult,
} from './form-store'

/** The props a field component needs: ids that tie label, hint and error to the control, value and handlers. */
export interface BoundField<T extends FieldValue = FieldValue> {
  id: string
  name: string
  value: T
  /** The message to show now (null until the user changed the field or the form was submitted). */
  error: string | null
  required: boolean
  errorId: string
  hintId: string
  setValue(value: T): void
  blur(): void
}

export interface FormApi<V extends FormValues, Out> {
  store: FormStore<V, Out>
  state: FormState<V>
  /** A unique prefix for this form's element ids. */
  id: string
  field<K extends FieldName<V>>(name: K): BoundField<V[K]>
  submit(): SubmitResult<Out, V>
}

export type UseFormOptions<V extends FormValues, Out> = Omit<FormStoreOptions<V, Out>, 'onFieldValidated'> & {
  onFieldValidated?: (event: FieldValidation) => void
}

/** The formProgression event (discovery §7: pushed on field validation). Carries no value the user typed. */
export function pushFormProgression(event: FieldValidation): void {
  pushDataLayer('formProgression', {
    formName: event.formName,
    fieldName: event.field,
    fieldStatus: event.valid ? 'valid' : 'invalid',
    errorMessage: event.message,
  })
}

/** Whether a text field must be filled in: its rule refuses ''. Checkboxes are never "required" this way. */
export function isRequiredField(schema: z.ZodType, field: string, value: FieldValue | undefined): boolean {
  if (typeof value !== 'string') return false
  const shape = (schema as unknown as { shape?: Record<string, z.ZodType | undefined> }).shape
  const rule = shape?.[field]
  return rule ? !rule.safeParse('').success : false
}

function cssSafeId(reactId: string): string {
  return `f${reactId.replace(/[^A-Za-z0-9_-]/g, '')}`
}

export function useForm<V extends FormValues, Out>(options: UseFormOptions<V, Out>): FormApi<V, Out> {
  const [store] = useState(() =>
    createFormStore<V, Out>({ ...options, onFieldValidated: options.onFieldValidated ?? pushFormProgression }),
  )
  // The schema is fixed for the life of the form, like the store built from it.
  const [schema] = useState(() => options.schema)
  const state = useSyncExternalStore(store.subscribe, store.getState, store.getState)
  const id = cssSafeId(useId())
  useEffect(() => () => store.dispose(), [store])

  // A field error that newly appears (or changes) asks for the scroll-to-error; the scroller itself leaves the
  // page alone while an input or select has focus.
  const shownKey = useMemo(() => {
    const shown: string[] = []
    for (const field of Object.keys(state.values) as Array<FieldName<V>>) {
      const message = state.submitted || state.typed[field] ? state.errors[field] : null
      if (message) shown.push(`${field}:${message}`)
    }
    return shown.join('\n')
  }, [state])
  const previous = useRef({ shown: '', submitCount: 0 })
  useEffect(() => {
    const before = new Set(previous.current.shown.split('\n'))
    const resubmitted = state.submitCount !== previous.current.submitCount
    previous.current = { shown: shownKey, submitCount: state.submitCount }
    if (shownKey === '') return
    if (resubmitted || shownKey.split('\n').some((entry) => !before.has(entry))) requestErrorScroll()
  }, [shownKey, state.submitCount])

  return useMemo<FormApi<V, Out>>(
    () => ({
      store,
      state,
      id,
      submit: () => store.submit(),
      field<K extends FieldName<V>>(name: K): BoundField<V[K]> {
        const fieldId = `${id}-${name}`
        return {
          id: fieldId,
          name,
          value: state.values[name],
          error: state.submitted || state.typed[name] ? (state.errors[name] ?? null) : null,
          required: isRequiredField(schema, name, state.values[name]),
          errorId: `${fieldId}-error`,
          hintId: `${fieldId}-hint`,
          setValue: (value) => store.change(name, value),
          blur: () => store.blur(name),
        }
      },
    }),
    [store, schema, state, id],
  )
}

/** One field of a form, ready for a field component. */
export function useFormField<V extends FormValues, Out, K extends FieldName<V>>(
  form: FormApi<V, Out>,
  name: K,
): BoundField<V[K]> {
  return form.field(name)
}
