import type { InputHTMLAttributes, ReactNode, SelectHTMLAttributes, TextareaHTMLAttributes } from 'react'
import { pounds } from '../admin-format'

/*
 * The admin UI kit's fields (issue 23): one label, one control, its hint and its error, with the ids wired so a
 * screen reader reads the hint and the error with the control (aria-describedby) and knows it is invalid
 * (aria-invalid). Every back-office form builds its fields from these, so no page writes a label by hand.
 */

/** What a control needs from its field: its id, its description and its state. */
export interface FieldControlProps {
  id: string
  name: string
  className: string
  'aria-invalid': true | undefined
  'aria-describedby': string | undefined
}

interface FieldFrameProps {
  name: string
  label: ReactNode
  /** Defaults to `field-<name>`; give one when the same name appears more than once on a page. */
  id?: string | undefined
  error?: string | undefined
  hint?: ReactNode
  /** Extra class on the field's wrapper (e.g. field--compact in a table cell). */
  fieldClassName?: string | undefined
  /** Extra class on the control. */
  className?: string | undefined
}

/** The ids a field uses, so a test or a page can refer to them. */
export function fieldIds(name: string, id?: string) {
  const controlId = id ?? `field-${name}`
  return { control: controlId, hint: `${controlId}-hint`, error: `${controlId}-error` }
}

export function Field({
  name,
  label,
  id,
  error,
  hint,
  fieldClassName,
  className,
  children,
}: FieldFrameProps & { children: (control: FieldControlProps) => ReactNode }) {
  const ids = fieldIds(name, id)
  const describedBy = [hint ? ids.hint : null, error ? ids.error : null].filter(Boolean).join(' ') || undefined
  return (
    <div className={['field', error ? 'field--invalid' : '', fieldClassName ?? ''].filter(Boolean).join(' ')}>
      <label className="field__label" htmlFor={ids.control}>
        {label}
      </label>
      {hint ? (
        <p className="field__hint" id={ids.hint}>
          {hint}
        </p>
      ) : null}
      {children({
        id: ids.control,
        name,
        className: ['field__input', className ?? ''].filter(Boolean).join(' '),
        'aria-invalid': error ? true : undefined,
        'aria-describedby': describedBy,
      })}
      {error ? (
        <p className="field__error" id={ids.error}>
          {error}
        </p>
      ) : null}
    </div>
  )
}

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'name' | 'id' | 'className' | 'children'>

/** A one-line input (text, e-mail, date, number, search, password...). */
export function InputField({
  name,
  label,
  id,
  error,
  hint,
  fieldClassName,
  className,
  ...input
}: FieldFrameProps & InputProps) {
  return (
    <Field {...{ name, label, id, error, hint, fieldClassName, className }}>
      {(control) => <input type="text" {...input} {...control} />}
    </Field>
  )
}

type TextareaProps = Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'name' | 'id' | 'className' | 'children'>

/** A multi-line input. */
export function TextareaField({
  name,
  label,
  id,
  error,
  hint,
  fieldClassName,
  className,
  ...textarea
}: FieldFrameProps & TextareaProps) {
  return (
    <Field {...{ name, label, id, error, hint, fieldClassName, className }}>
      {(control) => (
        <textarea rows={4} {...textarea} {...control} className={`${control.className} field__input--multiline`} />
      )}
    </Field>
  )
}

export interface SelectOption {
  value: string
  label: string
}

type SelectProps = Omit<SelectHTMLAttributes<HTMLSelectElement>, 'name' | 'id' | 'className' | 'children'>

/** A choice from a list; `options` may be plain strings (value and label the same). */
export function SelectField({
  name,
  label,
  id,
  error,
  hint,
  fieldClassName,
  className,
  options,
  ...select
}: FieldFrameProps & SelectProps & { options: readonly (SelectOption | string)[] }) {
  return (
    <Field {...{ name, label, id, error, hint, fieldClassName, className }}>
      {(control) => (
        <select {...select} {...control}>
          {options.map((option) => {
            const { value, label: text } = typeof option === 'string' ? { value: option, label: option } : option
            return (
              <option key={value} value={value}>
                {text}
              </option>
            )
          })}
        </select>
      )}
    </Field>
  )
}

/**
 * Money as staff type it: pounds and pence in the field ('1299.50'), integer minor units everywhere else. The
 * server reads the field with parseMoneyInput (shell's money-input), never trusting the browser's arithmetic.
 */
export function MoneyInput({
  name,
  label,
  id,
  error,
  hint,
  fieldClassName,
  className,
  defaultMinor,
  defaultValue,
  ...input
}: FieldFrameProps &
  Omit<InputProps, 'type' | 'inputMode' | 'defaultValue'> & {
    /** The amount to show in minor units (null or absent: empty). */
    defaultMinor?: number | null
    /** What was typed, when a refused form comes back (wins over defaultMinor). */
    defaultValue?: string | undefined
  }) {
  return (
    <Field
      {...{ name, label, id, error, hint, fieldClassName }}
      className={['field__input--money', className ?? ''].join(' ').trim()}
    >
      {(control) => (
        <input
          type="text"
          inputMode="decimal"
          autoComplete="off"
          {...input}
          {...control}
          defaultValue={defaultValue ?? pounds(defaultMinor ?? null)}
        />
      )}
    </Field>
  )
}
