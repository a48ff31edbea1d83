import type { AppLoadContext } from 'react-router'
import { brandsOf, chosenBrand } from '../shell/index.server'
import { can, requireStaff } from '../staff/index.server'
import { loadDashboard, type DashboardData } from './dashboard.server'

export async function loadDashboardPage(
  context: AppLoadContext,
  request: Request,
): Promise<{ dashboard: DashboardData; brandName: string }> {
  const session = await requireStaff(context, request, 'dashboard.view')
  const brands = await brandsOf(context)
  const brandId = chosenBrand(request, brands, context.brand.id)
  const dashboard = await loadDashboard(context.db, {
    brandId,
    withMoney: can(session.staff.role, 'payments.view'),
  })
  return { dashboard, brandName: brands.find((brand) => brand.id === brandId)?.name ?? brandId }
}
