import { FIELD_ERROR_ATTRIBUTE } from '../../../components/form/error-scroll'
import { RequiredMark } from '../../../components/form/fields'
import type { BoundField } from '../../../components/form/use-form'
import { DAY_OPTIONS, MONTH_OPTIONS, type ListOption } from './passenger-details-form'

/*
 * Date of birth as three lists (checkout §3, §9: days 1–31, months Jan–Dec, years from this year down to 1901) in
 * one fieldset whose legend names them. The three share one message (checkout §5: 'This is a required field',
 * 'Please enter a valid date', the age at departure): the first shown of the three, tied to every list.
 */
export function DateOfBirthField({
  day,
  month,
  year,
  years,
  legend = 'Date of birth',
}: {
  day: BoundField<string>
  month: BoundField<string>
  year: BoundField<string>
  years: readonly ListOption[]
  legend?: string
}) {
  const parts = [
    { field: day, label: 'Day', options: DAY_OPTIONS, autoComplete: 'bday-day' },
    { field: month, label: 'Month', options: MONTH_OPTIONS, autoComplete: 'bday-month' },
    { field: year, label: 'Year', options: years, autoComplete: 'bday-year' },
  ] as const
  const error = day.error ?? month.error ?? year.error
  const errorId = `${day.id}-date-error`
  const errorAttributes = { [FIELD_ERROR_ATTRIBUTE]: '' }
  return (
    <fieldset className={`field passenger-dob${error ? ' field--invalid' : ''}`}>
      <legend className="field__label">
        {legend}
        <RequiredMark />
      </legend>
      <div className="passenger-dob__parts">
        {parts.map(({ field, label, options, autoComplete }) => (
          <div key={field.id} className="passenger-dob__part">
            <label htmlFor={field.id} className="passenger-dob__label">
              {label}
            </label>
            <select
              id={field.id}
              name={field.name}
              className="field__select"
              value={field.value}
              onChange={(event) => field.setValue(event.target.value)}
              onBlur={field.blur}
              required
              aria-invalid={field.error ? true : undefined}
              aria-describedby={error ? errorId : undefined}
              autoComplete={autoComplete}
            >
              <option value="">{label}</option>
              {options.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </select>
          </div>
        ))}
      </div>
      {error ? (
        <p id={errorId} className="field__error" {...errorAttributes}>
          {error}
        </p>
      ) : null}
    </fieldset>
  )
}
