import { z } from 'zod'
import COMMON_PASSWORDS from './common-passwords.json'

/**
 * Password rules after NIST SP 800-63B: at least 8 characters, long ones accepted unchanged (no
 * trimming, no composition rules), and the most common passwords refused
 * (scripts/generate-common-passwords.ts builds the list).
 */
export const PASSWORD_MIN_LENGTH = 8
export const PASSWORD_MAX_LENGTH = 128

const common = new Set<string>(COMMON_PASSWORDS)

export function isCommonPassword(password: string): boolean {
  return common.has(password.toLowerCase())
}

export type PasswordProblem = 'tooShort' | 'tooLong' | 'common'

export function passwordProblem(password: string): PasswordProblem | null {
  if ([...password].length < PASSWORD_MIN_LENGTH) return 'tooShort'
  if ([...password].length > PASSWORD_MAX_LENGTH) return 'tooLong'
  if (isCommonPassword(password)) return 'common'
  return null
}

const MESSAGES: Record<PasswordProblem, string> = {
  tooShort: `Use at least ${PASSWORD_MIN_LENGTH} characters.`,
  tooLong: `Use at most ${PASSWORD_MAX_LENGTH} characters.`,
  common: 'This password is too common. Please choose another one.',
}

/** A new password: the zod issue's message names the problem; its params.problem keys the UI text. */
export const newPasswordSchema = z
  .string()
  .max(PASSWORD_MAX_LENGTH * 4)
  .superRefine((value, ctx) => {
    const problem = passwordProblem(value)
    if (problem) ctx.addIssue({ code: 'custom', message: MESSAGES[problem], params: { problem } })
  })
  .describe(`New password, ${PASSWORD_MIN_LENGTH} to ${PASSWORD_MAX_LENGTH} characters, not a common one`)
