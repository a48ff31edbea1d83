/*
 * A brand's money settings (issue 25): the cancellation policy and the sales agents' approval limit, for
 * administrators. Browser-safe public module (the page); server services: index.server.ts.
 */
export { default as moneySettingsStylesHref } from './money-settings.css?url'
export { MoneySettingsPage } from './money-settings-page'
export type { MoneySettingsActionData, MoneySettingsPageData } from './money-settings-page.server'
