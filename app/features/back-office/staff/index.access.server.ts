/*
 * The guard and the access rule alone, for the shell's layout loader: staff/index.server.ts would tie the shell and
 * staff into a cycle (staff's actions use the shell's form security and audit log).
 */
export { type StaffAction, type StaffRole } from './permissions'
export { PASSWORD_CHANGE_ACTION, reachableActions } from './staff-access'
export { requireStaff } from './staff-guards.server'
