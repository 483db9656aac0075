import { notFound } from 'next/navigation'
import { ORDER_NUMBER_PATTERN } from '@/lib/shop/sales/orders/number'
import { BACKOFFICE_PATH } from '../staff-session'

/** The order number posted by a back-office form; anything else is a 404 like a wrong URL. */
export function requireOrderNumber(value: FormDataEntryValue | null): string {
  if (typeof value !== 'string' || !ORDER_NUMBER_PATTERN.test(value)) notFound()
  return value
}

export function orderPath(number: string, message: { notice?: string; error?: string } = {}): string {
  const query = new URLSearchParams(message as Record<string, string>).toString()
  return `${BACKOFFICE_PATH}/orders/${number}${query ? `?${query}` : ''}`
}
