// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { READ_MORE_MIN_CHARS } from './read-more-rules'
import { ReadMoreHtml, ReadMoreText } from './read-more'

afterEach(cleanup)

describe('ReadMoreText', () => {
  const long = `${'A day among vineyards and old hill towns. '.repeat(8)}The end.`

  it('cuts a long text and toggles it, saying what it is about to screen readers', () => {
    render(<ReadMoreText text={long} toggleContext="about Lakes" contentClassName="card__text" />)
    const text = document.querySelector('.card__text')!
    expect(text.textContent!.endsWith('…')).toBe(true)
    const toggle = screen.getByRole('button', { name: 'Read more about Lakes' })
    expect(toggle.getAttribute('aria-controls')).toBe(text.id)
    expect(toggle.getAttribute('aria-expanded')).toBe('false')
    fireEvent.click(toggle)
    expect(text.textContent).toBe(long)
    expect(toggle.getAttribute('aria-expanded')).toBe('true')
    expect(toggle.textContent).toBe('Read less about Lakes')
  })

  it('shows a short text whole, without a toggle', () => {
    render(<ReadMoreText text="Short and sweet." />)
    expect(screen.getByText('Short and sweet.')).toBeTruthy()
    expect(screen.queryByRole('button')).toBeNull()
  })
})

describe('ReadMoreHtml', () => {
  it('clips long rich text until asked, with the whole text always in the page', () => {
    const html = `<p>${'word '.repeat(READ_MORE_MIN_CHARS / 4)}</p>`
    const { container } = render(<ReadMoreHtml html={html} readMoreText="More" readLessText="Less" />)
    const frame = container.querySelector('.read-more')!
    expect(frame.getAttribute('data-collapsed')).toBe('true')
    fireEvent.click(screen.getByRole('button', { name: 'More' }))
    expect(frame.getAttribute('data-collapsed')).toBe('false')
    expect(screen.getByRole('button', { name: 'Less' })).toBeTruthy()
  })

  it('needs no toggle for short rich text', () => {
    const { container } = render(<ReadMoreHtml html="<p>Short.</p>" />)
    expect(container.querySelector('.read-more')!.getAttribute('data-collapsed')).toBe('false')
    expect(screen.queryByRole('button')).toBeNull()
  })
})
