/*
 * Who may do what in the back office (issue 14): one table of actions × roles, checked on the server for every
 * request (requireStaff in staff-guards.server.ts) and used by the layout to show only the sections a role may open.
 * Roles: an administrator does everything, staff management included; a sales agent works bookings, customers, leads
 * and payments; a content editor works tours, content blocks and brochures. Only an administrator sets a brand's
 * money rules (`money.settings`: the cancellation policy and the sales agents' approval limit, issue 25). The dashboard is everyone's, but only a
 * role that may see payments sees its money figures (revenue, balances due). Every role manages its own account
 * (`account.manage`, /admin/account: the only page a member whose password an administrator set may open until they
 * change it, staff-access.ts).
 */

export const STAFF_ROLES = ['administrator', 'sales_agent', 'content_editor'] as const
export type StaffRole = (typeof STAFF_ROLES)[number]

export const STAFF_ROLE_LABELS: Record<StaffRole, string> = {
  administrator: 'Administrator',
  sales_agent: 'Sales agent',
  content_editor: 'Content editor',
}

export const STAFF_ACTIONS = [
  'dashboard.view',
  'bookings.view',
  'bookings.edit',
  'payments.view',
  'payments.refund',
  'customers.view',
  'leads.view',
  'tours.edit',
  'content.edit',
  'brochures.edit',
  'staff.manage',
  'money.settings',
  'audit.view',
  'exports.download',
  'account.manage',
] as const
export type StaffAction = (typeof STAFF_ACTIONS)[number]

const SALES_AGENT: readonly StaffAction[] = [
  'dashboard.view',
  'bookings.view',
  'bookings.edit',
  'payments.view',
  'payments.refund',
  'customers.view',
  'leads.view',
  'exports.download',
  'account.manage',
]

const CONTENT_EDITOR: readonly StaffAction[] = [
  'dashboard.view',
  'tours.edit',
  'content.edit',
  'brochures.edit',
  'account.manage',
]

const GRANTS: Record<StaffRole, ReadonlySet<StaffAction>> = {
  administrator: new Set(STAFF_ACTIONS),
  sales_agent: new Set(SALES_AGENT),
  content_editor: new Set(CONTENT_EDITOR),
}

export function isStaffRole(value: unknown): value is StaffRole {
  return typeof value === 'string' && (STAFF_ROLES as readonly string[]).includes(value)
}

/** Whether `role` may do `action`; an unknown role (a row written by hand) may do nothing. */
export function can(role: string, action: StaffAction): boolean {
  return isStaffRole(role) && GRANTS[role].has(action)
}

/** Every action `role` may do, in the table's order (for the layout's navigation). */
export function allowedActions(role: string): StaffAction[] {
  return STAFF_ACTIONS.filter((action) => can(role, action))
}
