// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { AUTH_PATHS } from './auth-contract'
import { loginBoxView, type AuthContentBlock } from './auth-view'
import { LoginBox } from './login-box'
import { SignedInSummary } from './signed-in-summary'

const block: AuthContentBlock = {
  title: 'Booked with us before?',
  bodyHtml: '<p>Log in to fill in your details automatically.</p>',
  data: {
    heading: 'Log in to your account',
    submitLabel: 'Log in',
    error: { title: 'We could not log you in', descriptionHtml: '<p>Please try again.</p>' },
    links: [{ url: '/forgot-password', name: 'Forgotten your password?' }],
  },
}
const details = {
  clientId: 'client-7',
  email: 'ann@example.com',
  title: 'Mrs',
  firstName: 'Ann',
  lastName: 'Smith',
  mobilePhone: null,
  homePhone: null,
  dayOfBirth: 9,
  monthOfBirth: 4,
  yearOfBirth: 1961,
  sex: 'Female',
  address: null,
}

function json(status: number, body: unknown) {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })
}

const fetchMock = vi.fn<(input: RequestInfo | URL, init?: RequestInit) => Promise<Response>>()
const onLoggedIn = vi.fn()
const onSkip = vi.fn()
const navigate = vi.fn()

function answer(routes: Record<string, () => Response>) {
  fetchMock.mockImplementation(async (url) => {
    const route = routes[String(url)]
    return route ? route() : json(404, { error: { code: 'not_found', message: 'nope' } })
  })
}

const openAndFill = () => {
  fireEvent.click(screen.getByRole('button', { name: 'Log in' }))
  fireEvent.change(screen.getByLabelText(/^Email/), { target: { value: 'ann@example.com' } })
  fireEvent.change(screen.getByLabelText(/^Password/), { target: { value: 'Secret-1' } })
  fireEvent.click(screen.getByRole('button', { name: 'Log in' }))
}

beforeEach(() => {
  window.dataLayer = []
  window.__XSRF_TOKEN__ = 'csrf'
  delete window.__AUTH_TOKEN__
  Element.prototype.scrollIntoView = vi.fn()
  fetchMock.mockReset()
  onLoggedIn.mockReset()
  onSkip.mockReset()
  navigate.mockReset()
  vi.stubGlobal('fetch', fetchMock)
})

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

describe('the checkout login box (checkout §2, §4, §7, §8)', () => {
  it("offers 'Log in' and 'Continue without log in'; the coach brand says 'Continue'", () => {
    const { unmount } = render(
      <LoginBox view={loginBoxView(block, { isCoach: false })} onLoggedIn={onLoggedIn} onSkip={onSkip} />,
    )
    expect(screen.getByRole('heading', { name: 'Booked with us before?' })).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Log in' })).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Continue without log in' })).toBeTruthy()
    unmount()
    render(<LoginBox view={loginBoxView(block, { isCoach: true })} onLoggedIn={onLoggedIn} onSkip={onSkip} />)
    expect(screen.getByRole('button', { name: 'Continue' })).toBeTruthy()
  })

  it('skipping hides the box and tells the checkout', () => {
    render(<LoginBox view={loginBoxView(block, { isCoach: false })} onLoggedIn={onLoggedIn} onSkip={onSkip} />)
    fireEvent.click(screen.getByRole('button', { name: 'Continue without log in' }))
    expect(onSkip).toHaveBeenCalledTimes(1)
    expect(screen.queryByRole('heading', { name: 'Booked with us before?' })).toBeNull()
  })

  it("opens the inline form with focus on the e-mail, under the page data's heading", () => {
    render(<LoginBox view={loginBoxView(block, { isCoach: false })} onLoggedIn={onLoggedIn} onSkip={onSkip} />)
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }))
    expect(screen.getByRole('heading', { name: 'Log in to your account' })).toBeTruthy()
    expect(document.activeElement).toBe(screen.getByLabelText(/^Email/))
  })

  it('logs in, generates the token into the page global, fetches the passenger details, then hides', async () => {
    answer({
      [AUTH_PATHS.login]: () => json(200, { success: true }),
      [AUTH_PATHS.userData]: () => json(200, { clientId: 'client-7', email: 'ann@example.com' }),
      [AUTH_PATHS.generateToken]: () => json(200, { token: 'v1.1.abc.def', expiresAt: '2030-01-01T00:00:00.000Z' }),
      [AUTH_PATHS.loginUserDetails]: () => json(200, details),
    })
    render(<LoginBox view={loginBoxView(block, { isCoach: false })} onLoggedIn={onLoggedIn} onSkip={onSkip} />)
    openAndFill()
    await waitFor(() => expect(onLoggedIn).toHaveBeenCalledTimes(1))
    expect(onLoggedIn).toHaveBeenCalledWith({
      user: { clientId: 'client-7', email: 'ann@example.com' },
      details,
      token: 'v1.1.abc.def',
    })
    expect(window.__AUTH_TOKEN__).toBe('v1.1.abc.def')
    expect(fetchMock.mock.calls.map(([url, init]) => `${init?.method} ${String(url)}`)).toEqual([
      `POST ${AUTH_PATHS.login}`,
      `GET ${AUTH_PATHS.userData}`,
      `POST ${AUTH_PATHS.generateToken}`,
      `GET ${AUTH_PATHS.loginUserDetails}`,
    ])
    expect(window.dataLayer).toContainEqual(expect.objectContaining({ event: 'login', clientId: 'client-7' }))
    expect(screen.queryByRole('heading', { name: 'Booked with us before?' })).toBeNull()
  })

  it('sends generate-token with the CSRF token the login rotated (the XSRF-TOKEN cookie), not the stale page global', async () => {
    answer({
      [AUTH_PATHS.login]: () => {
        document.cookie = 'XSRF-TOKEN=rotated-token; path=/'
        return json(200, { success: true })
      },
      [AUTH_PATHS.userData]: () => json(200, { clientId: 'client-7', email: 'ann@example.com' }),
      [AUTH_PATHS.generateToken]: () => json(200, { token: 't', expiresAt: '2030-01-01T00:00:00.000Z' }),
      [AUTH_PATHS.loginUserDetails]: () => json(200, details),
    })
    render(<LoginBox view={loginBoxView(block, { isCoach: false })} onLoggedIn={onLoggedIn} onSkip={onSkip} />)
    openAndFill()
    await waitFor(() => expect(onLoggedIn).toHaveBeenCalledTimes(1))
    const headers = fetchMock.mock.calls.map(([, init]) => (init?.headers as Record<string, string>)['X-XSRF-TOKEN'])
    expect(headers).toEqual(['csrf', 'rotated-token', 'rotated-token', 'rotated-token'])
    document.cookie = 'XSRF-TOKEN=; max-age=0; path=/'
  })

  it('ignores failures of generate-token and login-user-details (checkout §7)', async () => {
    answer({
      [AUTH_PATHS.login]: () => json(200, { success: true }),
      [AUTH_PATHS.userData]: () => json(200, { clientId: 'client-7', email: 'ann@example.com' }),
    })
    render(<LoginBox view={loginBoxView(block, { isCoach: false })} onLoggedIn={onLoggedIn} onSkip={onSkip} />)
    openAndFill()
    await waitFor(() => expect(onLoggedIn).toHaveBeenCalledTimes(1))
    expect(onLoggedIn).toHaveBeenCalledWith(expect.objectContaining({ details: null, token: null }))
  })

  it('goes to redirectUrl instead when the page data sets one', async () => {
    answer({
      [AUTH_PATHS.login]: () => json(200, { success: true }),
      [AUTH_PATHS.userData]: () => json(200, { clientId: 'c', email: 'ann@example.com' }),
    })
    render(
      <LoginBox
        view={loginBoxView(block, { isCoach: false, redirectUrl: '/my-bookings' })}
        onLoggedIn={onLoggedIn}
        onSkip={onSkip}
        navigate={navigate}
      />,
    )
    openAndFill()
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/my-bookings'))
    expect(onLoggedIn).not.toHaveBeenCalled()
  })

  it('on failure clears the stored token, shows the error block and keeps the form (checkout §8)', async () => {
    window.__AUTH_TOKEN__ = 'stale'
    answer({
      [AUTH_PATHS.login]: () => json(401, { error: { code: 'unauthorised', message: 'Not right.' } }),
    })
    render(<LoginBox view={loginBoxView(block, { isCoach: false })} onLoggedIn={onLoggedIn} onSkip={onSkip} />)
    openAndFill()
    expect(await screen.findByText('We could not log you in')).toBeTruthy()
    expect(screen.getByText('Please try again.')).toBeTruthy()
    expect(window.__AUTH_TOKEN__).toBeUndefined()
    expect(onLoggedIn).not.toHaveBeenCalled()
    expect(screen.getByLabelText(/^Email/)).toBeTruthy()
  })
})

describe('the signed-in summary (minimal /my-bookings)', () => {
  it('names the customer and signs out through the API, then loads the home page', async () => {
    answer({ [AUTH_PATHS.signOut]: () => json(200, { success: true }) })
    render(
      <SignedInSummary
        title="My Bookings"
        introHtml={null}
        customer={{ firstName: 'Ann', lastName: 'Smith', email: 'ann@example.com' }}
        navigate={navigate}
      />,
    )
    expect(screen.getByText('Ann Smith')).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Sign out' }))
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/'))
    expect(fetchMock.mock.calls[0]?.[1]?.method).toBe('POST')
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe(AUTH_PATHS.signOut)
  })

  it('says so when signing out fails', async () => {
    answer({})
    render(
      <SignedInSummary
        title="My Bookings"
        introHtml={null}
        customer={{ firstName: null, lastName: null, email: 'a@b.co' }}
        navigate={navigate}
      />,
    )
    fireEvent.click(screen.getByRole('button', { name: 'Sign out' }))
    expect(await screen.findByText('We could not sign you out. Please try again.')).toBeTruthy()
    expect(navigate).not.toHaveBeenCalled()
  })
})
