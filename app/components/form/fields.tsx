import type { HTMLInputAutoCompleteAttribute, KeyboardEventHandler, ReactNode, Ref } from 'react'
import { FIELD_ERROR_ATTRIBUTE } from './error-scroll'
import type { BoundField } from './use-form'

/*
 * Field components with no domain knowledge. Each ties its label, hint and error to the control (label for=,
 * aria-describedby, aria-invalid), marks required fields, and shows an error only when the form says so.
 */

export interface Option {
  value: string
  label: string
  disabled?: boolean
}

function cx(...names: Array<string | false | null | undefined>): string {
  return names.filter(Boolean).join(' ')
}

function describedBy(field: BoundField, hint: ReactNode | undefined): string | undefined {
  const ids = [hint ? field.hintId : null, field.error ? field.errorId : null].filter(Boolean)
  return ids.length ? ids.join(' ') : undefined
}

export function RequiredMark() {
  return (
    <span className="field__required" aria-hidden="true">
      {' *'}
    </span>
  )
}

function LabelText({ label, required, showOptional }: { label: ReactNode; required: boolean; showOptional: boolean }) {
  return (
    <>
      {label}
      {required ? <RequiredMark /> : showOptional ? <span className="field__optional"> (optional)</span> : null}
    </>
  )
}

export function FieldError({ field }: { field: Pick<BoundField, 'error' | 'errorId'> }) {
  if (!field.error) return null
  const attributes = { [FIELD_ERROR_ATTRIBUTE]: '' }
  return (
    <p id={field.errorId} className="field__error" {...attributes}>
      {field.error}
    </p>
  )
}

function Hint({ field, hint }: { field: BoundField; hint: ReactNode | undefined }) {
  return hint ? (
    <p id={field.hintId} className="field__hint">
      {hint}
    </p>
  ) : null
}

export function TextField({
  field,
  label,
  type = 'text',
  autoComplete,
  inputMode,
  hint,
  maxLength,
  className,
  inputRef,
  showOptional = true,
  append,
  onKeyDown,
}: {
  field: BoundField<string>
  label: ReactNode
  type?: 'text' | 'email' | 'tel' | 'password' | 'search' | 'url'
  autoComplete?: HTMLInputAutoCompleteAttribute
  inputMode?: 'text' | 'email' | 'tel' | 'numeric' | 'decimal' | 'search' | 'url' | 'none'
  hint?: ReactNode
  maxLength?: number
  className?: string
  inputRef?: Ref<HTMLInputElement>
  showOptional?: boolean
  /** Rendered beside the input (a lookup button). */
  append?: ReactNode
  onKeyDown?: KeyboardEventHandler<HTMLInputElement>
}) {
  const input = (
    <input
      ref={inputRef}
      id={field.id}
      name={field.name}
      type={type}
      className="field__input"
      value={field.value}
      onChange={(event) => field.setValue(event.target.value)}
      onBlur={field.blur}
      onKeyDown={onKeyDown}
      required={field.required}
      aria-invalid={field.error ? true : undefined}
      aria-describedby={describedBy(field, hint)}
      autoComplete={autoComplete}
      inputMode={inputMode}
      maxLength={maxLength}
      spellCheck={type === 'email' ? false : undefined}
    />
  )
  return (
    <div className={cx('field', field.error && 'field--invalid', className)}>
      <label htmlFor={field.id} className="field__label">
        <LabelText label={label} required={field.required} showOptional={showOptional} />
      </label>
      <Hint field={field} hint={hint} />
      {append ? (
        <div className="field__row">
          {input}
          {append}
        </div>
      ) : (
        input
      )}
      <FieldError field={field} />
    </div>
  )
}

export function SelectField({
  field,
  label,
  options,
  placeholder,
  hint,
  autoComplete,
  className,
  showOptional = true,
}: {
  field: BoundField<string>
  label: ReactNode
  options: readonly Option[]
  /** A first, empty choice ('Please select'). */
  placeholder?: string
  hint?: ReactNode
  autoComplete?: HTMLInputAutoCompleteAttribute
  className?: string
  showOptional?: boolean
}) {
  return (
    <div className={cx('field', field.error && 'field--invalid', className)}>
      <label htmlFor={field.id} className="field__label">
        <LabelText label={label} required={field.required} showOptional={showOptional} />
      </label>
      <Hint field={field} hint={hint} />
      <select
        id={field.id}
        name={field.name}
        className="field__select"
        value={field.value}
        onChange={(event) => field.setValue(event.target.value)}
        onBlur={field.blur}
        required={field.required}
        aria-invalid={field.error ? true : undefined}
        aria-describedby={describedBy(field, hint)}
        autoComplete={autoComplete}
      >
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map((option) => (
          <option key={option.value} value={option.value} disabled={option.disabled}>
            {option.label}
          </option>
        ))}
      </select>
      <FieldError field={field} />
    </div>
  )
}

/** A checkbox with its label after it (discovery §2: checkbox labels in forms follow their input). */
export function CheckboxField({
  field,
  label,
  hint,
  className,
}: {
  field: BoundField<boolean>
  label: ReactNode
  hint?: ReactNode
  className?: string
}) {
  return (
    <div className={cx('field', 'field--checkbox', field.error && 'field--invalid', className)}>
      <input
        id={field.id}
        name={field.name}
        type="checkbox"
        className="field__checkbox"
        checked={field.value}
        onChange={(event) => field.setValue(event.target.checked)}
        onBlur={field.blur}
        aria-invalid={field.error ? true : undefined}
        aria-describedby={describedBy(field, hint)}
      />
      <label htmlFor={field.id} className="field__label field__label--inline">
        {label}
      </label>
      <Hint field={field} hint={hint} />
      <FieldError field={field} />
    </div>
  )
}

/** Radio buttons in a fieldset whose legend names the group; the error is tied to the group. */
export function RadioGroupField({
  field,
  legend,
  options,
  hint,
  className,
  inline = true,
}: {
  field: BoundField<string>
  legend: ReactNode
  options: readonly Option[]
  hint?: ReactNode
  className?: string
  inline?: boolean
}) {
  return (
    <fieldset
      className={cx(
        'field',
        'field--radio-group',
        inline && 'field--inline',
        field.error && 'field--invalid',
        className,
      )}
      role="radiogroup"
      aria-required={field.required || undefined}
      aria-invalid={field.error ? true : undefined}
      aria-describedby={describedBy(field, hint)}
    >
      <legend className="field__label">
        <LabelText label={legend} required={field.required} showOptional={false} />
      </legend>
      <Hint field={field} hint={hint} />
      <div className="field__choices">
        {options.map((option) => {
          const optionId = `${field.id}-${option.value.replace(/[^A-Za-z0-9_-]/g, '_')}`
          return (
            <div key={option.value} className="field__choice">
              <input
                id={optionId}
                name={field.name}
                type="radio"
                value={option.value}
                checked={field.value === option.value}
                disabled={option.disabled}
                onChange={() => field.setValue(option.value)}
                onBlur={field.blur}
              />
              <label htmlFor={optionId}>{option.label}</label>
            </div>
          )
        })}
      </div>
      <FieldError field={field} />
    </fieldset>
  )
}

/** The note that explains the required marker, for the top of a form. */
export function RequiredFieldsNote({ className }: { className?: string }) {
  return (
    <p className={cx('form-note', className)}>
      Fields marked <span aria-hidden="true">*</span>
      <span className="visually-hidden">with an asterisk</span> are required.
    </p>
  )
}
