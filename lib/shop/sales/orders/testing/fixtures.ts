import { randomUUID } from 'node:crypto'
import type { Db } from '@/lib/db/types'
import { addCartItem, addSample } from '@/lib/shop/sales/cart/cart'
import type { CheckoutInput } from '@/lib/shop/sales/checkout/schema'
import { checkoutSchema } from '@/lib/shop/sales/checkout/schema'

/** A folded A6 card of fixture design 101 (lib/shop/catalogue/testing/designs.ts). */
export const FOLDED_CARD = {
  kind: 'card' as const,
  designId: 101,
  options: {
    productType: 'folded-card' as const,
    format: 'a6' as const,
    paper: 'premium-matt' as const,
    quantity: 50,
  },
}

export const READ = { locale: 'de-DE' as const }

export async function fillCart(db: Db, visitorKey: string, quantity = 50): Promise<void> {
  await addCartItem(
    db,
    { visitorKey },
    { ...FOLDED_CARD, options: { ...FOLDED_CARD.options, quantity } },
    READ,
  )
}

export async function sampleOnlyCart(db: Db, visitorKey: string): Promise<void> {
  await addSample(db, { visitorKey }, 101, READ)
}

export function checkoutInput(overrides: Partial<CheckoutInput> = {}): CheckoutInput {
  return {
    idempotencyKey: randomUUID(),
    email: 'erika@example.com',
    billingAddress: {
      firstName: 'Erika',
      lastName: 'Mustermann',
      street: 'Heidestraße 17',
      postcode: '51147',
      city: 'Köln',
      country: 'DE',
    },
    shippingSameAsBilling: true,
    shippingMethod: 'standard',
    paymentMethod: 'invoice',
    acceptTerms: true,
    ...overrides,
  }
}

export const parsedCheckout = (overrides: Partial<CheckoutInput> = {}) =>
  checkoutSchema.parse(checkoutInput(overrides))
