/*
 * The role table and the access rule alone, for the shell's frame: staff/index.ts would tie the shell and staff
 * into a cycle (staff's pages are built from the shell's kit).
 */
export { STAFF_ROLE_LABELS, type StaffAction, type StaffRole } from './permissions'
