import { notFound } from 'next/navigation'
import { ORDER_NUMBER_PATTERN } from '@/lib/shop/sales/orders/number'
import { BACKOFFICE_PATH } from '../staff-session'

/** The order number posted by a back-office form; anything else is a 404 like a wrong URL. */
export function requireOrderNumber(value: FormDataEntryValue | null): string {
  if (typeof value !== 'string' || !ORDER_NUMBER_PATTERN.test(value)) notFound()
  return value
}

/** The order page, with a message key (?notice=… / ?error=…) and, after a refusal, what was typed. */
export function orderPath(
  number: string,
  message: Readonly<Record<string, string | undefined>> = {},
): string {
  const defined = Object.entries(message).filter((entry): entry is [string, string] => entry[1] !== undefined)
  const query = new URLSearchParams(defined).toString()
  return `${BACKOFFICE_PATH}/orders/${number}${query ? `?${query}` : ''}`
}
