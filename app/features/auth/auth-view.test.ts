import { describe, expect, it } from 'vitest'
import { AUTH_PATHS } from './auth-contract'
import {
  COACH_CONTINUE_TEXT,
  CONTINUE_WITHOUT_LOGIN_TEXT,
  DEFAULT_LOGIN_ERROR,
  authPageView,
  linksWithReturnUrl,
  loginBoxView,
  loginPageSettings,
  type AuthContentBlock,
} from './auth-view'

const loginBlock: AuthContentBlock = {
  title: 'Log in to My Bookings',
  bodyHtml: '<p>View your holidays.</p>',
  data: {
    submitLabel: 'Log in',
    links: [
      { url: '/forgot-password', name: 'Forgotten your password?' },
      { url: '/register', name: 'New here? Create an account' },
      { url: '/contact-us', name: 'Contact us' },
    ],
    error: { title: 'We could not log you in', descriptionHtml: '<p>Not right.</p>' },
  },
}

describe('login page settings (checkout §3 page data "login")', () => {
  it('names the contract paths and a safe redirect', () => {
    const settings = loginPageSettings(loginBlock, '/tours/italy')
    expect(settings).toMatchObject({
      submitUrl: AUTH_PATHS.login,
      userDataUrl: AUTH_PATHS.userData,
      userDetailsUrl: AUTH_PATHS.userDetails,
      redirectUrl: '/tours/italy',
      heading: 'Log in to My Bookings',
      submitLabel: 'Log in',
      error: { title: 'We could not log you in', descriptionHtml: '<p>Not right.</p>' },
    })
    expect(loginPageSettings(loginBlock, 'https://evil.example').redirectUrl).toBe('/my-bookings')
    expect(loginPageSettings(null, null).redirectUrl).toBe('/my-bookings')
  })

  it('carries returnUrl on links to the other sign-in pages only', () => {
    expect(loginPageSettings(loginBlock, '/tours/italy').links).toEqual([
      { url: '/forgot-password?returnUrl=%2Ftours%2Fitaly', name: 'Forgotten your password?' },
      { url: '/register?returnUrl=%2Ftours%2Fitaly', name: 'New here? Create an account' },
      { url: '/contact-us', name: 'Contact us' },
    ])
    expect(linksWithReturnUrl([{ url: '/register', name: 'r' }], null)).toEqual([{ url: '/register', name: 'r' }])
  })
})

describe('page views', () => {
  it('fall back to our own texts when a block is missing or empty', () => {
    expect(authPageView('login', null)).toEqual({
      title: 'Log in',
      introHtml: null,
      submitLabel: 'Log in',
      links: [],
      error: DEFAULT_LOGIN_ERROR,
      successHtml: null,
      expiredHtml: null,
    })
    expect(authPageView('resetPassword', { title: ' ', bodyHtml: '', data: {} }).title).toBe('Choose a new password')
  })

  it('read success and expired texts', () => {
    const view = authPageView('resetPassword', {
      title: 'Choose a new password',
      bodyHtml: null,
      data: { successHtml: '<p>Done</p>', expiredHtml: '<p>Expired</p>' },
    })
    expect(view.successHtml).toBe('<p>Done</p>')
    expect(view.expiredHtml).toBe('<p>Expired</p>')
  })
})

describe('the checkout login box', () => {
  it("says 'Continue without log in', and 'Continue' on the coach brand (checkout §2)", () => {
    expect(loginBoxView(null, { isCoach: false }).continueText).toBe(CONTINUE_WITHOUT_LOGIN_TEXT)
    expect(loginBoxView(null, { isCoach: true }).continueText).toBe(COACH_CONTINUE_TEXT)
    expect(
      loginBoxView({ title: null, bodyHtml: null, data: { continueText: 'Skip' } }, { isCoach: true }).continueText,
    ).toBe('Skip')
  })

  it('stays on the checkout after logging in unless a redirect is configured', () => {
    const box = loginBoxView(null, { isCoach: false })
    expect(box.redirectUrl).toBeNull()
    expect(box.generateTokenUrl).toBe(AUTH_PATHS.generateToken)
    expect(box.loginUserDetailsUrl).toBe(AUTH_PATHS.loginUserDetails)
    expect(loginBoxView(null, { isCoach: false, redirectUrl: '//evil.example' }).redirectUrl).toBe('/my-bookings')
  })
})
