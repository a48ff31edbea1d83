// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { CollapsibleList } from './collapsible-list'

let narrow = false

beforeEach(() => {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: narrow,
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  }))
})

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
  narrow = false
})

const items = ['One', 'Two', 'Three', 'Four', 'Five'].map((name) => ({ key: name, content: <p>{name}</p> }))

function renderList() {
  return render(
    <CollapsibleList
      id="extras"
      title="Extras"
      descriptionHtml="<p>Add these.</p>"
      items={items}
      numberToShowOnPageLoad={2}
      showMoreText="Show more"
      showLessText="Show less"
      className="page-section"
      titleClassName="page-section__title"
    />,
  )
}

describe('CollapsibleList', () => {
  it('shows the first items and moves focus to the first new one on show more', () => {
    renderList()
    expect(screen.getByRole('heading', { level: 2, name: 'Extras' }).className).toBe('page-section__title')
    expect(screen.getAllByRole('listitem')).toHaveLength(2)
    fireEvent.click(screen.getByRole('button', { name: 'Show more' }))
    const shown = screen.getAllByRole('listitem')
    expect(shown).toHaveLength(5)
    expect(document.activeElement).toBe(shown[2])
    fireEvent.click(screen.getByRole('button', { name: 'Show less' }))
    expect(screen.getAllByRole('listitem')).toHaveLength(2)
  })

  it('folds the whole list behind its heading on a narrow screen', () => {
    narrow = true
    const { container } = renderList()
    expect(container.querySelector('section')!.className).toBe('collapsible-list page-section')
    const button = screen.getByRole('button', { name: 'Extras' })
    expect(button.getAttribute('aria-expanded')).toBe('false')
    fireEvent.click(button)
    expect(button.getAttribute('aria-expanded')).toBe('true')
  })
})
