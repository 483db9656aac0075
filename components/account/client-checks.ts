import type { FormField, FormMessages } from './form-types'

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/
const CONTROL = /\p{Cc}/u

/** The quick checks the browser can do before sending; the server checks everything again. */
export function fieldProblem(field: FormField, value: string | boolean, m: FormMessages): string | null {
  if (field.type === 'checkbox') return field.required && value !== true ? m.required : null
  const text = String(value)
  if (!text.trim()) return field.required ? m.required : null
  if (field.type === 'email' && !EMAIL.test(text.trim())) return m.invalidEmail
  if (field.type === 'new-password') {
    const length = [...text].length
    if (length < 8) return m.passwordTooShort
    if (length > 128) return m.passwordTooLong
  }
  if (field.type === 'text' && (CONTROL.test(text) || text.length > (field.maxLength ?? 80)))
    return m.invalidName
  return null
}

/** A server 400 names the field; for a new password that passed the length checks it means "too common". */
export function serverFieldProblem(field: FormField | undefined, m: FormMessages): string {
  if (field?.type === 'new-password') return m.passwordCommon
  if (field?.type === 'email') return m.invalidEmail
  if (field?.type === 'text') return m.invalidName
  return m.error
}
