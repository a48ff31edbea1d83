import type { AppLoadContext } from 'react-router'
import { z } from 'zod'

/* Which brand a back-office page looks at (every list is one brand's): the brands, and the one `?brand=` names. */

const brandParamSchema = z.string().regex(/^[a-z0-9-]{1,40}$/)

export interface AdminBrand {
  id: string
  name: string
}

export async function brandsOf(context: AppLoadContext): Promise<AdminBrand[]> {
  return context.db.selectFrom('brands').select(['id', 'name']).orderBy('name').execute()
}

/** The brand the back office looks at: `?brand=` when it names a brand, else the host's brand. */
export function chosenBrand(request: Request, brands: AdminBrand[], fallback: string): string {
  const given = brandParamSchema.safeParse(new URL(request.url).searchParams.get('brand') ?? '')
  if (given.success && brands.some((brand) => brand.id === given.data)) return given.data
  return brands.some((brand) => brand.id === fallback) ? fallback : (brands[0]?.id ?? fallback)
}

/** The brand a page looks at, with its name (for the page's title) and every brand (for a page that lists them). */
export async function chosenBrandOf(
  context: AppLoadContext,
  request: Request,
): Promise<{ brandId: string; brandName: string; brands: AdminBrand[] }> {
  const brands = await brandsOf(context)
  const brandId = chosenBrand(request, brands, context.brand.id)
  return { brandId, brandName: brands.find((brand) => brand.id === brandId)?.name ?? brandId, brands }
}
