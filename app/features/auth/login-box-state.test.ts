import { describe, expect, it } from 'vitest'
import {
  INITIAL_LOGIN_BOX_STATE,
  isLoginBoxShown,
  loginBoxReducer,
  type LoginBoxAction,
  type LoginBoxStatus,
} from './login-box-state'

const from = (status: LoginBoxStatus) => ({ status, message: null })

describe('login box states (checkout §4)', () => {
  it.each<[LoginBoxStatus, LoginBoxAction, LoginBoxStatus]>([
    ['offer', { type: 'open' }, 'idle'],
    ['offer', { type: 'skip' }, 'skipped'],
    ['offer', { type: 'submit' }, 'offer'],
    ['idle', { type: 'submit' }, 'loading'],
    ['idle', { type: 'skip' }, 'skipped'],
    ['idle', { type: 'open' }, 'idle'],
    ['loading', { type: 'failed' }, 'error'],
    ['loading', { type: 'succeeded' }, 'done'],
    ['loading', { type: 'skip' }, 'loading'],
    ['loading', { type: 'submit' }, 'loading'],
    ['error', { type: 'submit' }, 'loading'],
    ['error', { type: 'skip' }, 'skipped'],
    ['error', { type: 'succeeded' }, 'error'],
    ['done', { type: 'open' }, 'done'],
    ['done', { type: 'skip' }, 'done'],
    ['skipped', { type: 'submit' }, 'skipped'],
  ])('%s + %o → %s', (status, action, expected) => {
    expect(loginBoxReducer(from(status), action).status).toBe(expected)
  })

  it('keeps the server message of a failure until the next try', () => {
    const failed = loginBoxReducer(from('loading'), { type: 'failed', message: 'Too many attempts.' })
    expect(failed).toEqual({ status: 'error', message: 'Too many attempts.' })
    expect(loginBoxReducer(failed, { type: 'submit' })).toEqual({ status: 'loading', message: null })
  })

  it('is shown until it is done or skipped', () => {
    expect(isLoginBoxShown(INITIAL_LOGIN_BOX_STATE)).toBe(true)
    expect(isLoginBoxShown(from('error'))).toBe(true)
    expect(isLoginBoxShown(from('done'))).toBe(false)
    expect(isLoginBoxShown(from('skipped'))).toBe(false)
  })
})
