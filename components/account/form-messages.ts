import 'server-only'
import { getTranslations } from 'next-intl/server'
import type { FormMessages } from './form-types'

export async function formMessages(): Promise<FormMessages> {
  const t = await getTranslations('AccountForm')
  return {
    required: t('required'),
    invalidEmail: t('invalidEmail'),
    passwordTooShort: t('passwordTooShort'),
    passwordTooLong: t('passwordTooLong'),
    passwordCommon: t('passwordCommon'),
    invalidName: t('invalidName'),
    error: t('error'),
    sending: t('sending'),
  }
}
