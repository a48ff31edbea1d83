// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react'
import { createRoutesStub } from 'react-router'
import { afterEach, describe, expect, it } from 'vitest'
import { Pager, pagerCount, pagerText } from './pager'

afterEach(cleanup)
const noun = { one: 'booking', many: 'bookings' }

describe('pagerCount and pagerText', () => {
  it.each([
    [1, 25, 25, 112, 'Showing 1–25 of 112 bookings'],
    [2, 25, 25, 112, 'Showing 26–50 of 112 bookings'],
    [5, 25, 12, 112, 'Showing 101–112 of 112 bookings'],
    [1, 25, 7, 7, '7 bookings'],
    [1, 25, 1, 1, '1 booking'],
    [1, 25, 0, 0, 'No bookings'],
    [9, 25, 0, 112, 'Showing 0–0 of 112 bookings'],
    [2, 25, 25, null, 'Showing 26–50'],
    [1, 25, 0, null, 'No bookings'],
  ])('page %i of size %i showing %i of %i: %s', (page, size, shown, total, text) => {
    expect(pagerText(pagerCount(page, size, shown, total), noun)).toBe(text)
  })
})

function renderPager(page: number, shown: number, total: number | { hasMore: boolean }) {
  const Stub = createRoutesStub([
    {
      path: '/',
      Component: () => (
        <>
          <Pager page={page} pageSize={25} shown={shown} total={total} href={(n) => `?page=${n}`} noun={noun} />
          <span data-testid="ready" />
        </>
      ),
    },
  ])
  render(<Stub />)
}

describe('Pager', () => {
  it('links to the pages either side and says where the reader is', async () => {
    renderPager(2, 25, 112)
    const nav = await screen.findByRole('navigation', { name: 'Pages of bookings' })
    expect(nav.textContent).toContain('Showing 26–50 of 112 bookings')
    expect(screen.getByRole('link', { name: 'Previous page' }).getAttribute('href')).toBe('/?page=1')
    expect(screen.getByRole('link', { name: 'Next page' }).getAttribute('href')).toBe('/?page=3')
  })
  it('follows hasMore when the list does not count its rows', async () => {
    renderPager(1, 25, { hasMore: true })
    await screen.findByText('Showing 1–25')
    expect(screen.getByRole('link', { name: 'Next page' }).getAttribute('href')).toBe('/?page=2')
  })
  it('stays away from an empty list, whose table says it is empty, but not from a page past its end', async () => {
    renderPager(3, 0, { hasMore: false })
    expect((await screen.findByRole('link', { name: 'Previous page' })).getAttribute('href')).toBe('/?page=2')
    cleanup()
    renderPager(1, 0, 0)
    await screen.findByTestId('ready')
    expect(screen.queryByRole('navigation')).toBeNull()
  })
  it('has no links when everything fits on one page', async () => {
    renderPager(1, 7, 7)
    await screen.findByText('7 bookings')
    expect(screen.queryAllByRole('link')).toHaveLength(0)
  })
})
