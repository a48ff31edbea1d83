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
  /**
   * The label is read out but not shown: for a control in a table cell, whose column heading says what it is
   * (the label then names the row too: 'Single room: supplement').
   */
  labelHidden?: boolean | undefined
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
  labelHidden,
  children,
}: FieldFrameProps & { children: (control: FieldControlProps) => ReactNode }) {
  const ids = fieldIds(name, id)
  const describedBy = [hint ? ids.hint : null, error ? ids.error : null].filter(Boolean).join(' ') || undefined
  return (
    <div className={['field', error ? 'field--invalid' : '', fieldClassName ?? ''].filter(Boolean).join(' ')}>
      <label className={labelHidden ? 'visually-hidden' : 'field__label'} htmlFor={ids.control}>
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

/** Splits a field component's props into the frame's (label, hint, error...) and the control's own. */
function splitFrame<Props extends FieldFrameProps>(
  props: Props,
): [FieldFrameProps, Omit<Props, keyof FieldFrameProps>] {
  const { name, label, id, error, hint, fieldClassName, className, labelHidden, ...control } = props
  return [{ name, label, id, error, hint, fieldClassName, className, labelHidden }, control]
}

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'name' | 'id' | 'className' | 'children'>

/** A one-line input (text, e-mail, date, number, search, password...). */
export function InputField(props: FieldFrameProps & InputProps) {
  const [frame, input] = splitFrame(props)
  return <Field {...frame}>{(control) => <input type="text" {...input} {...control} />}</Field>
}

type TextareaProps = Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'name' | 'id' | 'className' | 'children'>

/** A multi-line input. */
export function TextareaField(props: FieldFrameProps & TextareaProps) {
  const [frame, textarea] = splitFrame(props)
  return (
    <Field {...frame}>
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
export function SelectField(props: FieldFrameProps & SelectProps & { options: readonly (SelectOption | string)[] }) {
  const [frame, { options, ...select }] = splitFrame(props)
  return (
    <Field {...frame}>
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
export function MoneyInput(
  props: FieldFrameProps &
    Omit<InputProps, 'type' | 'inputMode' | 'defaultValue'> & {
      /** The amount to show in minor units (null or absent: empty). */
      defaultMinor?: number | null
      /** What was typed, when a refused form comes back (wins over defaultMinor). */
      defaultValue?: string | undefined
    },
) {
  const [frame, { defaultMinor, defaultValue, ...input }] = splitFrame(props)
  return (
    <Field {...frame} className={['field__input--money', frame.className ?? ''].join(' ').trim()}>
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

/**
 * A yes/no choice: the box before its label, the hint under both. It posts `value` ('yes') when ticked and nothing
 * when not, so the server reads an absent field as no.
 */
export function CheckboxField({
  name,
  label,
  id,
  hint,
  value = 'yes',
  ...input
}: Pick<FieldFrameProps, 'name' | 'label' | 'id' | 'hint'> &
  Omit<InputProps, 'type' | 'value' | 'aria-describedby'> & { value?: string }) {
  const ids = fieldIds(name, id)
  return (
    <div className="field">
      <input
        {...input}
        id={ids.control}
        name={name}
        type="checkbox"
        value={value}
        aria-describedby={hint ? ids.hint : undefined}
      />{' '}
      <label htmlFor={ids.control}>{label}</label>
      {hint ? (
        <p className="field__hint" id={ids.hint}>
          {hint}
        </p>
      ) : null}
    </div>
  )
}

/**
 * A range of days as two date fields, `from` and `to` (a list's filter, a report's range, a download's days), with
 * the ids `<idPrefix>-from` and `<idPrefix>-to`; `values` and `errors` are read by those names.
 */
export function DateRangeFields({
  idPrefix,
  fromLabel,
  toLabel,
  values,
  errors,
  compact,
}: {
  idPrefix: string
  fromLabel: string
  toLabel: string
  values?: { from?: string | undefined; to?: string | undefined } | undefined
  errors?: { from?: string | undefined; to?: string | undefined } | undefined
  /** Narrow fields, for a range in one line with other filters. */
  compact?: boolean
}) {
  return (
    <>
      {(['from', 'to'] as const).map((name) => (
        <InputField
          key={name}
          id={`${idPrefix}-${name}`}
          name={name}
          type="date"
          label={name === 'from' ? fromLabel : toLabel}
          defaultValue={values?.[name]}
          error={errors?.[name]}
          fieldClassName={compact ? 'field--compact' : undefined}
        />
      ))}
    </>
  )
}

type CellWidth = 'number' | 'text' | 'long'
const CELL_WIDTH_CLASS: Record<CellWidth, string> = {
  number: 'admin-cell-input',
  text: 'admin-cell-input admin-cell-input--text',
  long: 'admin-cell-input admin-cell-input--long',
}

/**
 * A control in a table cell (a room's allocation, a visa's name): the column heading shows what it is, so the label
 * is read out, not shown, and names the row ('Single room: supplement'). `width` sizes it for what it holds: a
 * number, a name or a description.
 */
export function CellInput({
  width = 'number',
  ...field
}: Omit<FieldFrameProps, 'labelHidden' | 'fieldClassName' | 'className'> & InputProps & { width?: CellWidth }) {
  return <InputField {...field} labelHidden fieldClassName="field--compact" className={CELL_WIDTH_CLASS[width]} />
}

/** A multi-line control in a table cell (a description), labelled as CellInput is. */
export function CellTextarea({
  width = 'long',
  ...field
}: Omit<FieldFrameProps, 'labelHidden' | 'fieldClassName' | 'className'> & TextareaProps & { width?: CellWidth }) {
  return <TextareaField {...field} labelHidden fieldClassName="field--compact" className={CELL_WIDTH_CLASS[width]} />
}
