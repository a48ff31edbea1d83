/*
 * A brand's money settings (issue 25): the cancellation policy and the sales agents' approval limit, for
 * administrators. Server public module (the page's loader and action).
 */
export {
  loadMoneySettingsPage,
  submitMoneySettingsPage,
  type MoneySettingsActionData,
  type MoneySettingsPageData,
} from './money-settings-page.server'
