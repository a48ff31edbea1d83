import { describe, expect, it } from 'vitest'
import { FRAME_HEIGHT_MESSAGE_TYPE, frameHeightMessage, frameHeightOf } from './frame-height'

const ORIGIN = 'http://localhost:3000'
const frameWindow = { name: 'card frame' }
const expected = { origin: ORIGIN, source: frameWindow }
const message = (height: unknown, type: unknown = FRAME_HEIGHT_MESSAGE_TYPE) => ({ type, height })

describe('frameHeightOf', () => {
  it.each<[string, { origin: string; source: unknown; data: unknown }, number | null]>([
    ['the frame’s page on this origin', { origin: ORIGIN, source: frameWindow, data: message(805) }, 805],
    ['a fraction is rounded up', { origin: ORIGIN, source: frameWindow, data: message(1060.2) }, 1061],
    ['another origin', { origin: 'https://evil.example', source: frameWindow, data: message(805) }, null],
    ['another window of this origin', { origin: ORIGIN, source: { name: 'other' }, data: message(805) }, null],
    ['no window', { origin: ORIGIN, source: null, data: message(805) }, null],
    ['the payment result, not a height', { origin: ORIGIN, source: frameWindow, data: { transactionId: 't' } }, null],
    ['another type', { origin: ORIGIN, source: frameWindow, data: message(805, 'resize') }, null],
    ['a height as text', { origin: ORIGIN, source: frameWindow, data: message('805') }, null],
    ['NaN', { origin: ORIGIN, source: frameWindow, data: message(Number.NaN) }, null],
    ['too small', { origin: ORIGIN, source: frameWindow, data: message(20) }, null],
    ['too tall', { origin: ORIGIN, source: frameWindow, data: message(100_000) }, null],
    ['not an object', { origin: ORIGIN, source: frameWindow, data: 'height:805' }, null],
  ])('%s', (_name, event, height) => {
    expect(frameHeightOf(event, expected)).toBe(height)
  })
})

describe('frameHeightMessage', () => {
  it('carries its type and a whole number of pixels', () => {
    expect(frameHeightMessage(804.1)).toEqual({ type: FRAME_HEIGHT_MESSAGE_TYPE, height: 805 })
  })
})
