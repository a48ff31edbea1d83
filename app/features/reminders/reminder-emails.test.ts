import { describe, expect, it } from 'vitest'
import { balanceReminderWords } from './reminder-emails'

const facts = {
  reference: 'BR-000042',
  tourName: 'Fiji Coastal Voyage',
  departureDate: '2027-09-22',
  dueDate: '2027-06-30',
  dueMinor: 286_800,
  currency: 'GBP' as const,
}

describe('balanceReminderWords', () => {
  it('says the amount, the due date and the holiday before the due date', () => {
    const words = balanceReminderWords({ ...facts, stage: '14-days-before' })
    expect(words.subject).toBe('Your balance of £2,868 for booking BR-000042 is due on 30th Jun 2027')
    expect(words.paragraphs[0]).toBe(
      'This is a reminder that the balance of £2,868 for your booking BR-000042 (Fiji Coastal Voyage, departing 22nd Sep 2027) is due on 30th Jun 2027.',
    )
  })

  it('says the balance is overdue the day after', () => {
    const words = balanceReminderWords({ ...facts, stage: 'overdue', dueMinor: 50_050, currency: 'CAD' })
    expect(words.subject).toBe('Your balance for booking BR-000042 is overdue')
    expect(words.paragraphs[0]).toContain('The balance of C$500.50 for your booking BR-000042')
    expect(words.paragraphs[0]).toContain('was due on 30th Jun 2027')
    expect(words.paragraphs[1]).toContain('may mean we have to cancel')
  })

  it('names the day of the automatic cancel when the brand has an overdue rule', () => {
    const words = balanceReminderWords({ ...facts, stage: 'overdue', cancelOn: '2027-07-07' })
    expect(words.paragraphs[1]).toContain(
      'If it is still unpaid on 7th Jul 2027, we will cancel the booking on that day',
    )
    expect(words.paragraphs[1]).toContain('cancellation charges')
  })
})
