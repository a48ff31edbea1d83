import type { Kysely } from 'kysely'
import type { Database } from '../../../db/schema'
import type { BrandContext, CustomerContext } from '../../context'
import { getContentBlock, getContentBlocks } from '../content/index.server'
import { checkResetToken } from './password-reset.server'
import { sanitiseReturnUrl } from './return-url'
import {
  authPageView,
  loginBoxView,
  loginPageSettings,
  registerPageSettings,
  type AuthPageView,
  type LoginBoxView,
  type LoginSettings,
} from './auth-view'

/*
 * Page data of the sign-in pages and the checkout's login box, from the brand's content blocks (sign-in issue:
 * "texts from the account.* content blocks"). Only safe returnUrls ever reach a page.
 */

type Db = Kysely<Database>

export interface LoginPageData {
  view: AuthPageView
  settings: LoginSettings
}

export async function getLoginPageData(db: Db, brandId: string, returnUrl: string | null): Promise<LoginPageData> {
  const block = await getContentBlock(db, brandId, 'account.login')
  return { view: authPageView('login', block, { returnUrl }), settings: loginPageSettings(block, returnUrl) }
}

export async function getRegisterPageData(db: Db, brandId: string, returnUrl: string | null): Promise<LoginPageData> {
  const block = await getContentBlock(db, brandId, 'account.register')
  return { view: authPageView('register', block, { returnUrl }), settings: registerPageSettings(block, returnUrl) }
}

export async function getForgotPasswordPageData(
  db: Db,
  brandId: string,
  returnUrl: string | null,
): Promise<{ view: AuthPageView; returnUrl: string | null }> {
  const block = await getContentBlock(db, brandId, 'account.forgotPassword')
  return {
    view: authPageView('forgotPassword', block, { returnUrl }),
    returnUrl: returnUrl ? sanitiseReturnUrl(returnUrl) : null,
  }
}

export interface ResetPasswordPageData {
  view: AuthPageView
  token: string | null
  tokenValid: boolean
  returnUrl: string | null
}

export async function getResetPasswordPageData(
  db: Db,
  brandId: string,
  input: { token: string | null; returnUrl: string | null },
): Promise<ResetPasswordPageData> {
  const [block, validity] = await Promise.all([
    getContentBlock(db, brandId, 'account.resetPassword'),
    checkResetToken(db, { token: input.token, brandId }),
  ])
  return {
    view: authPageView('resetPassword', block, { returnUrl: input.returnUrl }),
    token: validity === 'valid' ? input.token : null,
    tokenValid: validity === 'valid',
    returnUrl: input.returnUrl ? sanitiseReturnUrl(input.returnUrl) : null,
  }
}

export interface MyBookingsPageData {
  title: string
  introHtml: string | null
  customer: { firstName: string | null; lastName: string | null; email: string }
}

export async function getMyBookingsPageData(
  db: Db,
  brandId: string,
  customer: CustomerContext,
): Promise<MyBookingsPageData> {
  const block = await getContentBlock(db, brandId, 'account.myBookings')
  return {
    title: block.title ?? 'My Bookings',
    introHtml: block.bodyHtml,
    customer: { firstName: customer.firstName, lastName: customer.lastName, email: customer.email },
  }
}

/** The checkout's login box (checkout §3 page data `login`), for the checkout's loader. */
export async function getLoginBoxView(db: Db, brand: Pick<BrandContext, 'id' | 'isCoach'>): Promise<LoginBoxView> {
  const blocks = await getContentBlocks(db, brand.id, ['checkout.login'])
  return loginBoxView(blocks['checkout.login'], { isCoach: brand.isCoach })
}
