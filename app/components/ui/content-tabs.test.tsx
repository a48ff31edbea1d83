// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { ContentTabs } from './content-tabs'

afterEach(cleanup)

const tabs = ['Day 1', 'Day 2', 'Day 3'].map((label) => ({ key: label, label, panel: <p>{`${label} text`}</p> }))

describe('ContentTabs', () => {
  it('shows the first panel, keeps the others in the page hidden, with one tab stop', () => {
    render(<ContentTabs label="Itinerary" tabs={tabs} />)
    expect(screen.getByRole('tablist', { name: 'Itinerary' })).toBeTruthy()
    const [first, second] = screen.getAllByRole('tab')
    expect(first!.getAttribute('aria-selected')).toBe('true')
    expect(first!.tabIndex).toBe(0)
    expect(second!.tabIndex).toBe(-1)
    expect(screen.getByRole('tabpanel').textContent).toBe('Day 1 text')
    expect(screen.getByText('Day 3 text').closest('[role="tabpanel"]')!.hasAttribute('hidden')).toBe(true)
  })

  it('moves and selects with the arrow keys (wrapping), Home and End', () => {
    render(<ContentTabs label="Itinerary" tabs={tabs} />)
    const all = screen.getAllByRole('tab')
    fireEvent.keyDown(all[0]!, { key: 'ArrowLeft' })
    expect(document.activeElement).toBe(all[2])
    expect(all[2]!.getAttribute('aria-selected')).toBe('true')
    fireEvent.keyDown(all[2]!, { key: 'ArrowRight' })
    expect(document.activeElement).toBe(all[0])
    fireEvent.keyDown(all[0]!, { key: 'End' })
    expect(document.activeElement).toBe(all[2])
    fireEvent.keyDown(all[2]!, { key: 'Home' })
    expect(document.activeElement).toBe(all[0])
    fireEvent.click(all[1]!)
    expect(screen.getByRole('tabpanel').textContent).toBe('Day 2 text')
  })

  it('renders nothing without tabs', () => {
    const { container } = render(<ContentTabs label="Hotels" tabs={[]} />)
    expect(container.innerHTML).toBe('')
  })
})
