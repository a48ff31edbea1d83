// @vitest-environment jsdom
import { createHash } from 'node:crypto'
import { cleanup, render, waitFor } from '@testing-library/react'
import { MemoryRouter } from 'react-router'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { AUTH_PATHS } from '../auth'
import { forgetCurrentUserProfile, PageTracking } from './page-tracking'

const fetchMock = vi.fn<(input: RequestInfo | URL, init?: RequestInit) => Promise<Response>>()

function json(status: number, body: unknown) {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })
}

const profile = {
  isAuthenticated: true,
  clientId: 'client-7',
  email: 'Ann.Smith@Example.com',
  firstName: 'Ann',
  lastName: 'Smith',
}

function track(signedIn: boolean, path = '/tours') {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <PageTracking signedIn={signedIn} />
    </MemoryRouter>,
  )
}

const pageViews = () => (window.dataLayer ?? []).filter((entry) => (entry as { event: string }).event === 'view_page')

beforeEach(() => {
  window.dataLayer = []
  fetchMock.mockReset()
  vi.stubGlobal('fetch', fetchMock)
  forgetCurrentUserProfile()
})

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

describe('PageTracking (discovery §6, §7)', () => {
  it('signed out: pushes the page view and never asks for a profile', async () => {
    track(false, '/tours?utm_source=x')
    await waitFor(() => expect(pageViews()).toEqual([{ event: 'view_page', pagePath: '/tours', loggedIn: false }]))
    expect(fetchMock).not.toHaveBeenCalled()
  })

  it('signed in: fetches the current user once and sends their data lowercased with the e-mail hashed', async () => {
    fetchMock.mockResolvedValue(json(200, profile))
    track(true)
    await waitFor(() => expect(pageViews()).toHaveLength(1))
    expect(fetchMock.mock.calls.map(([url]) => String(url))).toEqual([AUTH_PATHS.currentUser])
    expect(pageViews()[0]).toEqual({
      event: 'view_page',
      pagePath: '/tours',
      loggedIn: true,
      user: {
        clientId: 'client-7',
        email: 'ann.smith@example.com',
        emailHash: createHash('sha256').update('ann.smith@example.com').digest('hex'),
        firstName: 'ann',
        lastName: 'smith',
      },
    })
    cleanup()
    track(true, '/brochures')
    await waitFor(() => expect(pageViews()).toHaveLength(2))
    expect(fetchMock).toHaveBeenCalledTimes(1)
  })

  it('ignores a failed profile fetch: the page view goes out without it', async () => {
    fetchMock.mockResolvedValue(json(401, { error: { code: 'unauthorised', message: 'Please log in to continue.' } }))
    track(true)
    await waitFor(() => expect(pageViews()).toEqual([{ event: 'view_page', pagePath: '/tours', loggedIn: true }]))
  })
})
