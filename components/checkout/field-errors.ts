import type { FieldError } from 'react-hook-form'
import { POSTCODE_RULES } from '@/lib/shop/sales/checkout/postcodes'
import { NAME_LINK_MESSAGE } from '@/lib/shop/customers/name-schema'
import type { DeliveryCountry } from '@/lib/config/shipping'

type Translate = (key: string, values?: Record<string, string>) => string

/** The visitor-language message for a field's zod issue (the schema's own messages are English). */
export function fieldMessage(
  t: Translate,
  name: string,
  error: FieldError | undefined,
  country?: DeliveryCountry,
): string | undefined {
  if (!error) return undefined
  const leaf = name.split('.').pop() ?? name
  if (error.type === 'too_small') return t('errors.required')
  if (error.type === 'too_big') return t('errors.tooLong')
  if (leaf === 'postcode')
    return country === 'US'
      ? t('errors.zip')
      : t('errors.postcode', { example: POSTCODE_RULES[country ?? 'DE'].example })
  if (leaf === 'state') return t('errors.state')
  if (leaf === 'phone') return t('errors.phone')
  if (leaf === 'email') return t('errors.email')
  if (leaf === 'acceptTerms') return t('errors.acceptTerms')
  if (leaf === 'voucherCode') return t('errors.voucherCode')
  if (error.type === 'invalid_format') return t('errors.oneLine')
  if (error.message === NAME_LINK_MESSAGE) return t('errors.noLink')
  return t('errors.generic')
}
