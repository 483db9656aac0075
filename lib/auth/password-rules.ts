import { z } from 'zod'
import COMMON_PASSWORDS from './common-passwords.json'
import { passwordPattern } from './password-patterns'

/**
 * Password rules after NIST SP 800-63B: at least 8 characters, long ones accepted unchanged (no
 * trimming, no composition rules), the most common passwords refused
 * (scripts/generate-common-passwords.ts builds the list), and so are passwords that are little more
 * than a keyboard run or a repetition (password-patterns.ts: at least 8 characters must be left
 * without them).
 */
export const PASSWORD_MIN_LENGTH = 8
export const PASSWORD_MAX_LENGTH = 128

const common = new Set<string>(COMMON_PASSWORDS)

export function isCommonPassword(password: string): boolean {
  return common.has(password.toLowerCase())
}

export type PasswordProblem = 'tooShort' | 'tooLong' | 'common' | 'keyboardRun' | 'repeated'

export function passwordProblem(password: string): PasswordProblem | null {
  if ([...password].length < PASSWORD_MIN_LENGTH) return 'tooShort'
  if ([...password].length > PASSWORD_MAX_LENGTH) return 'tooLong'
  if (isCommonPassword(password)) return 'common'
  return passwordPattern(password, PASSWORD_MIN_LENGTH)
}

const MESSAGES: Record<PasswordProblem, string> = {
  tooShort: `Use at least ${PASSWORD_MIN_LENGTH} characters.`,
  tooLong: `Use at most ${PASSWORD_MAX_LENGTH} characters.`,
  common: 'This password is too common. Please choose another one.',
  keyboardRun: 'This password is mostly a keyboard run (like qwertz or 12345). Please choose another one.',
  repeated: 'This password is mostly repeated characters (like aaaa or 1212). Please choose another one.',
}

/** A new password: the zod issue's message names the problem; its params.problem keys the UI text. */
export const newPasswordSchema = z
  .string()
  .max(PASSWORD_MAX_LENGTH * 4)
  .superRefine((value, ctx) => {
    const problem = passwordProblem(value)
    if (problem) ctx.addIssue({ code: 'custom', message: MESSAGES[problem], params: { problem } })
  })
  .describe(
    `New password, ${PASSWORD_MIN_LENGTH} to ${PASSWORD_MAX_LENGTH} characters, not a common one, not mostly a keyboard run or repetition`,
  )
