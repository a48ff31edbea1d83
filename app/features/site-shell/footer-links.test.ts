import { describe, expect, it } from 'vitest'
import { linksOnMarket } from './footer-links'

const link = (url: string) => ({ name: url, url })
const holidays = {
  title: 'Holidays',
  links: [link('/tours'), link('/holidays-under-999'), link('/holidays-under-4999')],
}

describe('linksOnMarket', () => {
  it.each([
    ['Britain leaves out the Canadian band', new Set(['/holidays-under-4999']), ['/tours', '/holidays-under-999']],
    ['Canada leaves out the British band', new Set(['/holidays-under-999']), ['/tours', '/holidays-under-4999']],
    [
      'a brand with one market keeps every link',
      new Set<string>(),
      ['/tours', '/holidays-under-999', '/holidays-under-4999'],
    ],
  ])('%s', (_case, otherMarketPaths, urls) => {
    expect(linksOnMarket([holidays], otherMarketPaths)[0]!.links.map((l) => l.url)).toEqual(urls)
  })

  it('drops a group left with no links, and a group that had none', () => {
    const groups = [
      { title: 'Prices', links: [link('/holidays-under-999')] },
      { title: 'Empty', links: [] },
      { title: 'About us', links: [link('/contact-us')] },
    ]
    expect(linksOnMarket(groups, new Set(['/holidays-under-999'])).map((g) => g.title)).toEqual(['About us'])
  })
})
