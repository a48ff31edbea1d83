import type { AppLoadContext } from 'react-router'
import {
  PASSWORD_CHANGE_ACTION,
  reachableActions,
  requireStaff,
  type StaffAction,
  type StaffRole,
} from '../staff/index.access.server'
import { brandsOf, chosenBrand, type AdminBrand } from './brands.server'

/* The loader of the frame around every back-office page (app/routes/admin.tsx). */

export interface AdminLayoutData {
  staff: { name: string; role: StaffRole }
  /** What the navigation offers: the actions the door lets through now (only the account page, before a change). */
  actions: StaffAction[]
  /** The password is one an administrator set: the frame offers only the account page and signing out. */
  passwordChangeRequired: boolean
  brands: AdminBrand[]
  brandId: string
  csrfToken: string
}

/**
 * The frame around every page: it opens to any member of staff who may see at least their own account (each page
 * checks its own action as well), so it is there around /admin/account while the password must be changed.
 */
export async function loadAdminLayout(context: AppLoadContext, request: Request): Promise<AdminLayoutData> {
  const session = await requireStaff(context, request, PASSWORD_CHANGE_ACTION)
  const brands = await brandsOf(context)
  return {
    staff: { name: session.staff.name, role: session.staff.role },
    actions: reachableActions(session, new Date()),
    passwordChangeRequired: session.staff.passwordChangeRequired,
    brands,
    brandId: chosenBrand(request, brands, context.brand.id),
    csrfToken: context.csrfToken,
  }
}
