/*
 * The account pages' texts (issue 12: "texts from the account.* content blocks"), as the loaders hand them to the
 * components: each block's title, its HTML and its data fields, with the page's own fallbacks when a brand has no
 * block. Pure and browser-safe.
 */

export interface AccountText<D extends Record<string, unknown> = Record<string, unknown>> {
  title: string | null
  bodyHtml: string | null
  data: D
}

export const ACCOUNT_TEXT_KEYS = [
  'account.bookingOverview',
  'account.myDetails',
  'account.passengerDetails',
  'account.excursions',
  'account.visas',
  'account.payment',
  'account.verifyEmail',
] as const
export type AccountTextKey = (typeof ACCOUNT_TEXT_KEYS)[number]

/** Short names the components use. */
export interface AccountTexts {
  overview: AccountText<{ noPaymentsText?: string }>
  myDetails: AccountText<{ submitLabel?: string; successMessage?: string }>
  passengers: AccountText<{ emergencyContactsHtml?: string; submitLabel?: string; successMessage?: string }>
  excursions: AccountText<{ noExcursionsHtml?: string; submitLabel?: string; successMessage?: string }>
  visas: AccountText<{ noVisasHtml?: string }>
  payment: AccountText<{ submitLabel?: string; successMessage?: string; paidInFullHtml?: string }>
  verifyEmail: AccountText<{
    successHtml?: string
    expiredHtml?: string
    noticeHtml?: string
    resendLabel?: string
    sentMessage?: string
  }>
}

export function accountTextsOf(blocks: Record<AccountTextKey, AccountText>): AccountTexts {
  return {
    overview: blocks['account.bookingOverview'],
    myDetails: blocks['account.myDetails'],
    passengers: blocks['account.passengerDetails'],
    excursions: blocks['account.excursions'],
    visas: blocks['account.visas'],
    payment: blocks['account.payment'],
    verifyEmail: blocks['account.verifyEmail'],
  } as AccountTexts
}

/** The names of the booking's sections in the section nav, in order (ACCOUNT_BOOKING_SECTIONS). */
export const SECTION_LABELS = {
  overview: 'Overview',
  details: 'My details',
  passengers: 'Passengers',
  excursions: 'Excursions',
  visas: 'Visas',
  payment: 'Make a payment',
} as const
