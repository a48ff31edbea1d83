import type { CurrencyCode } from '../../lib/constants'
import { formatDate } from '../../lib/dates'
import { formatMoney } from '../../lib/money'
import type { ReminderStage } from './balance-reminder-plan'

/*
 * A balance reminder's words (issue 27): the amount, the due date and the way to pay. Pure, so the words are tested
 * without a database; balance-reminders.server.ts puts them in the brand's letter with the pay link.
 */

export interface BalanceReminderFacts {
  stage: ReminderStage
  reference: string
  tourName: string
  departureDate: string
  dueDate: string
  dueMinor: number
  currency: CurrencyCode
  /** The day an unpaid booking is cancelled under the brand's overdue rule; null when staff decide. */
  cancelOn?: string | null
}

export function balanceReminderWords(facts: BalanceReminderFacts): { subject: string; paragraphs: string[] } {
  const amount = formatMoney(facts.dueMinor, facts.currency)
  const due = formatDate(facts.dueDate)
  const holiday = `${facts.tourName}, departing ${formatDate(facts.departureDate)}`
  if (facts.stage === 'overdue') {
    return {
      subject: `Your balance for booking ${facts.reference} is overdue`,
      paragraphs: [
        `The balance of ${amount} for your booking ${facts.reference} (${holiday}) was due on ${due}, and we have not received it yet.`,
        facts.cancelOn
          ? `Please pay it as soon as you can, or call us if anything is wrong. If it is still unpaid on ${formatDate(facts.cancelOn)}, we will cancel the booking on that day, and the cancellation charges in its terms will apply.`
          : 'Please pay it as soon as you can, or call us if anything is wrong: an unpaid balance may mean we have to cancel the booking under its terms.',
      ],
    }
  }
  return {
    subject: `Your balance of ${amount} for booking ${facts.reference} is due on ${due}`,
    paragraphs: [
      `This is a reminder that the balance of ${amount} for your booking ${facts.reference} (${holiday}) is due on ${due}.`,
      'You can pay it at any time in My bookings. If you have paid it in the last day or so, thank you, and please ignore this e-mail.',
    ],
  }
}
