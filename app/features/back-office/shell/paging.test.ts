import { describe, expect, it } from 'vitest'
import { inWindow, onePage, pageWindow } from './paging'

describe('paging', () => {
  it('reads one row more than a page, after the pages before it', () => {
    expect(pageWindow(1, 25)).toEqual({ limit: 26, offset: 0 })
    expect(pageWindow(3, 25)).toEqual({ limit: 26, offset: 50 })
  })
  it('shows a page of the rows read and says whether another follows', () => {
    expect(onePage([1, 2, 3], 2)).toEqual({ rows: [1, 2], hasMore: true })
    expect(onePage([1, 2], 2)).toEqual({ rows: [1, 2], hasMore: false })
    expect(onePage([], 2)).toEqual({ rows: [], hasMore: false })
  })
  it('applies the window to a query builder', () => {
    const calls: string[] = []
    const query = {
      limit(n: number) {
        calls.push(`limit ${n}`)
        return query
      },
      offset(n: number) {
        calls.push(`offset ${n}`)
        return query
      },
    }
    expect(inWindow(pageWindow(2, 10))(query)).toBe(query)
    expect(calls).toEqual(['limit 11', 'offset 10'])
  })
})
