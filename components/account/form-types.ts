/** A form field as the server describes it to the client form (labels already translated). */
export interface FormField {
  name: string
  label: string
  type: 'email' | 'password' | 'new-password' | 'text' | 'date' | 'checkbox' | 'select'
  autoComplete?: string
  required?: boolean
  hint?: string
  options?: { value: string; label: string }[]
  defaultValue?: string
  maxLength?: number
}

/** The sentences the client form needs for its own checks and failures. */
export interface FormMessages {
  required: string
  invalidEmail: string
  passwordTooShort: string
  passwordTooLong: string
  passwordCommon: string
  invalidName: string
  error: string
  sending: string
}

export type FormSuccess =
  { kind: 'redirect'; href: string } | { kind: 'message'; text: string; reset?: boolean } | { kind: 'reload' }
