import 'server-only'
import { getTranslations } from 'next-intl/server'
import type { FormField } from './form-types'

/** The account forms' fields, translated once. */
export async function accountFields() {
  const t = await getTranslations('AccountForm')
  const email: FormField = {
    name: 'email',
    label: t('email'),
    type: 'email',
    autoComplete: 'email',
    required: true,
  }
  const password: FormField = {
    name: 'password',
    label: t('password'),
    type: 'password',
    autoComplete: 'current-password',
    required: true,
  }
  const newPassword = (name = 'password'): FormField => ({
    name,
    label: name === 'password' ? t('password') : t('newPassword'),
    type: 'new-password',
    autoComplete: 'new-password',
    required: true,
    hint: t('passwordHint'),
  })
  const currentPassword = (name = 'password'): FormField => ({
    ...password,
    name,
    label: t('currentPassword'),
  })
  const firstName = (value?: string): FormField => ({
    name: 'firstName',
    label: t('firstName'),
    type: 'text',
    autoComplete: 'given-name',
    required: true,
    defaultValue: value,
  })
  const lastName = (value?: string): FormField => ({
    name: 'lastName',
    label: t('lastName'),
    type: 'text',
    autoComplete: 'family-name',
    required: true,
    defaultValue: value,
  })
  return { email, password, newPassword, currentPassword, firstName, lastName }
}
