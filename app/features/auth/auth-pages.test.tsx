// @vitest-environment jsdom
import { createHash } from 'node:crypto'
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { FIELD_VALIDATION_DEBOUNCE_MS } from '../../lib/constants'
import { REQUIRED_MESSAGE } from '../../lib/validation'
import { AUTH_PATHS, FORGOT_PASSWORD_SENT_MESSAGE } from './auth-contract'
import { authPageView, loginPageSettings, registerPageSettings, type AuthContentBlock } from './auth-view'
import { ForgotPasswordPage } from './forgot-password-page'
import { LoginPage } from './login-page'
import { RegisterPage } from './register-page'
import { ResetPasswordPage } from './reset-password-page'

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex')
const TOKEN = 'R'.repeat(43)

const loginBlock: AuthContentBlock = {
  title: 'Log in to My Bookings',
  bodyHtml: '<p>View your holidays.</p>',
  data: {
    submitLabel: 'Log in',
    links: [{ url: '/register', name: 'New here? Create an account' }],
    error: { title: 'We could not log you in', descriptionHtml: '<p>The email address or password is not right.</p>' },
  },
}

function json(status: number, body: unknown) {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })
}
const apiError = (status: number, code: string, message: string, fieldErrors?: Record<string, string[]>) =>
  json(status, { error: { code, message, ...(fieldErrors ? { fieldErrors } : {}) } })

const fetchMock = vi.fn<(input: RequestInfo | URL, init?: RequestInit) => Promise<Response>>()
const navigate = vi.fn<(url: string) => void>()

function calls() {
  return fetchMock.mock.calls.map(([url, init]) => ({
    url: String(url),
    method: init?.method,
    body: init?.body ? (JSON.parse(String(init.body)) as unknown) : undefined,
    csrf: (init?.headers as Record<string, string> | undefined)?.['X-XSRF-TOKEN'],
  }))
}

const type = (label: RegExp, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } })
const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms))

beforeEach(() => {
  window.dataLayer = []
  window.__XSRF_TOKEN__ = 'csrf-token'
  Element.prototype.scrollIntoView = vi.fn()
  fetchMock.mockReset()
  navigate.mockReset()
  vi.stubGlobal('fetch', fetchMock)
})

afterEach(() => {
  cleanup()
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

describe('the login page (checkout §2, §7, §8)', () => {
  const renderLogin = (returnUrl: string | null = '/tours/italy') =>
    render(
      <LoginPage
        view={authPageView('login', loginBlock, { returnUrl })}
        settings={loginPageSettings(loginBlock, returnUrl)}
        navigate={navigate}
      />,
    )

  it('shows the required messages on submit and calls nothing', () => {
    renderLogin()
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }))
    expect(screen.getAllByText(REQUIRED_MESSAGE)).toHaveLength(2)
    expect(fetchMock).not.toHaveBeenCalled()
  })

  it('posts the flat fields with the CSRF header, reads userData, pushes login with hashed e-mail and goes to returnUrl', async () => {
    fetchMock.mockImplementation(async (url) =>
      String(url) === AUTH_PATHS.userData
        ? json(200, { clientId: 'client-7', email: 'ann@example.com' })
        : json(200, { success: true }),
    )
    renderLogin()
    type(/^Email/, ' Ann@Example.com ')
    type(/^Password/, ' Secret 1 ')
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }))
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/tours/italy'))
    expect(calls()).toEqual([
      {
        url: AUTH_PATHS.login,
        method: 'POST',
        body: { email: 'Ann@Example.com', password: ' Secret 1 ' },
        csrf: 'csrf-token',
      },
      { url: AUTH_PATHS.userData, method: 'GET', body: undefined, csrf: 'csrf-token' },
    ])
    expect(window.dataLayer).toContainEqual({
      event: 'login',
      method: 'email',
      clientId: 'client-7',
      email: 'ann@example.com',
      emailHash: sha256('ann@example.com'),
    })
  })

  it('shows the page data error block on a refused login, clears the checkout token, and stays', async () => {
    window.__AUTH_TOKEN__ = 'old-token'
    fetchMock.mockResolvedValue(apiError(401, 'unauthorised', 'The email address or password is not right.'))
    renderLogin()
    type(/^Email/, 'ann@example.com')
    type(/^Password/, 'wrong')
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }))
    const alert = await screen.findByText('We could not log you in')
    expect(alert.closest('[role="alert"]')?.textContent).toContain('The email address or password is not right.')
    expect(navigate).not.toHaveBeenCalled()
    expect(window.__AUTH_TOKEN__).toBeUndefined()
    expect(window.dataLayer?.some((entry) => (entry as { event: string }).event === 'login')).toBe(false)
    expect((screen.getByRole('button', { name: 'Log in' }) as HTMLButtonElement).disabled).toBe(false)
  })

  it("shows the server's own words when it asks the visitor to wait (429)", async () => {
    fetchMock.mockResolvedValue(
      apiError(429, 'rate_limited', 'Too many attempts. Please wait 15 minutes and try again.'),
    )
    renderLogin()
    type(/^Email/, 'ann@example.com')
    type(/^Password/, 'x')
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }))
    expect(await screen.findByText('Too many attempts. Please wait 15 minutes and try again.')).toBeTruthy()
  })

  it('carries returnUrl on the link to register', () => {
    renderLogin('/tours/italy')
    expect(screen.getByRole('link', { name: 'New here? Create an account' }).getAttribute('href')).toBe(
      '/register?returnUrl=%2Ftours%2Fitaly',
    )
  })
})

describe('the register page (checkout §2, §5)', () => {
  const renderRegister = () =>
    render(
      <RegisterPage
        view={authPageView('register', null)}
        settings={registerPageSettings(null, null)}
        navigate={navigate}
      />,
    )

  it('says the confirm field must match, after typing, and re-checks it when the password changes', () => {
    vi.useFakeTimers()
    renderRegister()
    type(/^Password/, 'Tangerine-Walrus-42')
    type(/^Confirm password/, 'Tangerine-Walrus-4')
    advance(FIELD_VALIDATION_DEBOUNCE_MS)
    expect(screen.getByText('Field should match password')).toBeTruthy()
    type(/^Password/, 'Tangerine-Walrus-4')
    advance(FIELD_VALIDATION_DEBOUNCE_MS)
    expect(screen.queryByText('Field should match password')).toBeNull()
    type(/^Password/, 'Tangerine-Walrus-5')
    advance(FIELD_VALIDATION_DEBOUNCE_MS)
    expect(screen.getByText('Field should match password')).toBeTruthy()
  })

  it('shows the spec password message and refuses a common password', () => {
    vi.useFakeTimers()
    renderRegister()
    type(/^Password/, 'abc')
    advance(FIELD_VALIDATION_DEBOUNCE_MS)
    expect(screen.getAllByText('Minimum 10 characters including 1 upper case and 1 number.').length).toBe(2) // hint + error
    type(/^Password/, 'Password1234')
    advance(FIELD_VALIDATION_DEBOUNCE_MS)
    expect(screen.getByText(/This password is too easy to guess/)).toBeTruthy()
  })

  it('registers, pushes sign_up with the hashed e-mail and goes on', async () => {
    fetchMock.mockImplementation(async (url) =>
      String(url) === AUTH_PATHS.userData
        ? json(200, { clientId: 'client-9', email: 'bob@example.com' })
        : json(200, { success: true }),
    )
    renderRegister()
    type(/^Email/, 'Bob@Example.com')
    type(/^Password/, 'Tangerine-Walrus-42')
    type(/^Confirm password/, 'Tangerine-Walrus-42')
    fireEvent.click(screen.getByRole('button', { name: 'Create account' }))
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/my-bookings'))
    expect(calls()[0]).toMatchObject({
      url: AUTH_PATHS.register,
      body: { email: 'Bob@Example.com', password: 'Tangerine-Walrus-42', confirmPassword: 'Tangerine-Walrus-42' },
    })
    expect(window.dataLayer).toContainEqual({
      event: 'sign_up',
      method: 'email',
      clientId: 'client-9',
      email: 'bob@example.com',
      emailHash: sha256('bob@example.com'),
    })
  })

  it("puts the server's field errors on the fields", async () => {
    fetchMock.mockResolvedValue(
      apiError(400, 'validation_failed', 'Some of the values sent are not valid.', { password: ['Server says no.'] }),
    )
    renderRegister()
    type(/^Email/, 'bob@example.com')
    type(/^Password/, 'Tangerine-Walrus-42')
    type(/^Confirm password/, 'Tangerine-Walrus-42')
    fireEvent.click(screen.getByRole('button', { name: 'Create account' }))
    expect(await screen.findByText('Server says no.')).toBeTruthy()
    expect(navigate).not.toHaveBeenCalled()
  })
})

describe('the forgot password page (checkout §2)', () => {
  it('sends the e-mail and the hidden returnUrl, then says the same thing whatever happened', async () => {
    fetchMock.mockResolvedValue(json(200, { success: true, message: FORGOT_PASSWORD_SENT_MESSAGE }))
    render(
      <ForgotPasswordPage
        view={authPageView('forgotPassword', {
          title: 'Reset your password',
          bodyHtml: null,
          data: { successHtml: '<p>Check your junk folder.</p>' },
        })}
        returnUrl="/tours/italy"
      />,
    )
    type(/^Email/, 'ann@example.com')
    fireEvent.click(screen.getByRole('button', { name: 'Send reset link' }))
    const heading = await screen.findByRole('heading', { name: FORGOT_PASSWORD_SENT_MESSAGE })
    // Focus moves in an effect after the response renders, outside act(): wait for it.
    await waitFor(() => expect(document.activeElement).toBe(heading))
    expect(screen.getByText('Check your junk folder.')).toBeTruthy()
    expect(calls()[0]).toMatchObject({
      url: AUTH_PATHS.forgotPassword,
      method: 'POST',
      body: { email: 'ann@example.com', returnUrl: '/tours/italy' },
    })
  })
})

describe('the reset password page (checkout §2, §5)', () => {
  const view = authPageView('resetPassword', {
    title: 'Choose a new password',
    bodyHtml: null,
    data: { successHtml: '<p>You can now log in.</p>', expiredHtml: '<p>This link has expired.</p>' },
  })

  it("says 'Field should match new password'", () => {
    vi.useFakeTimers()
    render(<ResetPasswordPage view={view} token={TOKEN} tokenValid returnUrl={null} />)
    type(/^New password/, 'Tangerine-Walrus-42')
    type(/^Confirm new password/, 'Tangerine')
    advance(FIELD_VALIDATION_DEBOUNCE_MS)
    expect(screen.getByText('Field should match new password')).toBeTruthy()
  })

  it('takes the token out of the address bar once it is in the form', () => {
    window.history.pushState(null, '', `/reset-password?token=${TOKEN}&returnUrl=%2Ftours`)
    render(<ResetPasswordPage view={view} token={TOKEN} tokenValid returnUrl="/tours" />)
    expect(window.location.pathname).toBe('/reset-password')
    expect(window.location.search).toBe('?returnUrl=%2Ftours')
  })

  it('shows the expired text for a link that cannot be used', () => {
    render(<ResetPasswordPage view={view} token={TOKEN} tokenValid={false} returnUrl={null} />)
    expect(screen.getByText('This link has expired.')).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Ask for a new link' }).getAttribute('href')).toBe('/forgot-password')
  })

  it('sets the new password with the token and offers to log in, keeping returnUrl', async () => {
    fetchMock.mockResolvedValue(json(200, { success: true }))
    render(<ResetPasswordPage view={view} token={TOKEN} tokenValid returnUrl="/tours/italy" />)
    type(/^New password/, 'Tangerine-Walrus-42')
    type(/^Confirm new password/, 'Tangerine-Walrus-42')
    fireEvent.click(screen.getByRole('button', { name: 'Save new password' }))
    expect(await screen.findByText('You can now log in.')).toBeTruthy()
    expect(calls()[0]).toMatchObject({
      url: AUTH_PATHS.resetPassword,
      body: { newpassword: 'Tangerine-Walrus-42', confirmNewPassword: 'Tangerine-Walrus-42', token: TOKEN },
    })
    expect(screen.getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe('/login?returnUrl=%2Ftours%2Fitaly')
  })

  it('turns a token refused by the server into the expired view', async () => {
    fetchMock.mockResolvedValue(
      apiError(400, 'validation_failed', 'This reset link has expired.', { token: ['This reset link has expired.'] }),
    )
    render(<ResetPasswordPage view={view} token={TOKEN} tokenValid returnUrl={null} />)
    type(/^New password/, 'Tangerine-Walrus-42')
    type(/^Confirm new password/, 'Tangerine-Walrus-42')
    fireEvent.click(screen.getByRole('button', { name: 'Save new password' }))
    expect(await screen.findByText('This link has expired.')).toBeTruthy()
  })
})
