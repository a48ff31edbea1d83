/*
 * Reminders (issue 27): balance reminders planned as scheduler jobs and sent when due. The server registers the
 * handlers and runs the planner on its timer (server/main.ts).
 */
export * from './balance-reminder-plan'
export { balanceReminderWords, type BalanceReminderFacts } from './reminder-emails'
export {
  balanceReminderHandler,
  planBalanceReminders,
  plannedCancelsFor,
  remindersSentFor,
  type OriginFor,
} from './balance-reminders.server'
