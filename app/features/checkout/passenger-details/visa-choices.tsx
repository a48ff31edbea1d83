import { RadioGroupField } from '../../../components/form/fields'
import type { BoundField } from '../../../components/form/use-form'
import { formatMoney } from '../../../lib/money'
import type { CheckoutVisa } from '../contract/index.rules'
import { NO_VISA_REQUIRED, VISA_REQUIRED } from './passenger-details-rules'

const VISA_OPTIONS = [
  { value: VISA_REQUIRED, label: VISA_REQUIRED },
  { value: NO_VISA_REQUIRED, label: NO_VISA_REQUIRED },
]

/**
 * One required choice per visa of the tour's countries (checkout §3 Visa, §5): 'Visa required' or 'No visa
 * required', with the visa's price and description; the page data's visa description introduces them.
 */
export function VisaChoices({
  visas,
  fieldOf,
  description,
}: {
  visas: readonly CheckoutVisa[]
  fieldOf: (visa: CheckoutVisa) => BoundField<string>
  description: string | null
}) {
  if (visas.length === 0) return null
  return (
    <div className="passenger-visas">
      <h5 className="passenger-card__section-title">Visas</h5>
      {description ? <p className="passenger-card__note">{description}</p> : null}
      {visas.map((visa) => (
        <RadioGroupField
          key={visa.id}
          field={fieldOf(visa)}
          legend={`${visa.name} (${formatMoney(visa.price, visa.currency)})`}
          options={VISA_OPTIONS}
          hint={visa.description || undefined}
        />
      ))}
    </div>
  )
}
