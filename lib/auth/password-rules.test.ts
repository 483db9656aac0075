import { describe, expect, it } from 'vitest'
import { newPasswordSchema, passwordProblem } from './password-rules'

// Issue 24 point 8: "password rules refuse keyboard runs and repeated characters".
describe('keyboard runs and repetition', () => {
  it.each([
    ['qwertzuiop', 'keyboardRun'],
    ['0987654321', 'keyboardRun'],
    ['poiuztrewq', 'keyboardRun'],
    ['hallo1234567', 'keyboardRun'],
    ['ASDFGHJKLÖÄ', 'keyboardRun'],
    ['aaaaaaaa', 'repeated'],
    ['abababab', 'repeated'],
    ['abcabcabc', 'repeated'],
    ['aaaabbbbcccc', 'repeated'],
    ['ä'.repeat(64), 'repeated'],
    ['x'.repeat(128), 'repeated'],
  ])('%s → %s', (password, problem) => {
    expect(passwordProblem(password)).toBe(problem)
  })

  it.each([
    'correct horse battery staple',
    'Ein langer Satz als Passwort',
    'Mein Hund heißt 12345',
    'Sommer2026!!!',
    'Tr0ub4dor&3xyz',
    'äöüß'.repeat(16),
  ])('takes %s: enough is left without runs and repeats', (password) => {
    expect(passwordProblem(password)).toBeNull()
  })

  it('says what is wrong in the zod issue', () => {
    const keyboard = newPasswordSchema.safeParse('qwertzuiop')
    expect(keyboard.error?.issues[0]?.message).toMatch(/keyboard run/)
    const repeated = newPasswordSchema.safeParse('aaaaaaaaaa')
    expect(repeated.error?.issues[0]?.message).toMatch(/repeated characters/)
  })
})
