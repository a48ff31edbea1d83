import { describe, expect, it } from 'vitest'
import { inWindow, onePage, pageWindow, readPage } from './paging'

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
  it('reads one page of a query and says whether another follows', async () => {
    const calls: string[] = []
    const rows = Array.from({ length: 30 }, (_, index) => index)
    let window = { limit: 0, offset: 0 }
    const query = {
      limit(n: number) {
        window = { ...window, limit: n }
        return query
      },
      offset(n: number) {
        window = { ...window, offset: n }
        return query
      },
      execute() {
        calls.push(`limit ${window.limit} offset ${window.offset}`)
        return Promise.resolve(rows.slice(window.offset, window.offset + window.limit))
      },
    }
    expect(await readPage(2, 10)(query)).toEqual({ rows: [10, 11, 12, 13, 14, 15, 16, 17, 18, 19], hasMore: true })
    expect(await readPage(3, 10)(query)).toEqual({ rows: [20, 21, 22, 23, 24, 25, 26, 27, 28, 29], hasMore: false })
    expect(calls).toEqual(['limit 11 offset 10', 'limit 11 offset 20'])
  })
})
