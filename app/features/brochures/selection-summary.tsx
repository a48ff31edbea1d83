import type { Brochure } from './brochure-schema'

/** The chosen brochures beside the request form, with 'Change selection' back to the list (selection kept). */
export function SelectionSummary({
  brochures,
  onChange,
  disabled,
}: {
  brochures: Brochure[]
  onChange: () => void
  disabled?: boolean
}) {
  return (
    <section className="brochure-summary" aria-labelledby="brochure-summary-title">
      <h2 id="brochure-summary-title" className="brochure-summary__title">
        Your brochures
      </h2>
      <ul className="brochure-summary__list">
        {brochures.map((brochure) => (
          <li key={brochure.uniqueId} className="brochure-summary__item">
            <img src={brochure.imageUrl} alt="" width={60} height={85} loading="lazy" decoding="async" />
            <span>{brochure.name}</span>
          </li>
        ))}
      </ul>
      <button type="button" className="button button--secondary" onClick={onChange} disabled={disabled}>
        Change selection
      </button>
    </section>
  )
}
