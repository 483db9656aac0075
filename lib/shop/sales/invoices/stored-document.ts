import { z } from 'zod'
import { BRAND_KEYS } from '@/lib/config/brands'
import { MESSAGE_LOCALES } from '@/lib/config/locales'
import { BASKET_CURRENCIES, DELIVERY_COUNTRIES } from '@/lib/config/shipping'
import { US_STATE_CODES } from '@/lib/config/us-states'
import { PAYMENT_METHODS } from '@/lib/model/orders'
import { SHIPPING_METHODS } from '@/lib/shop/sales/pricing/schema'
import type { InvoiceDocument } from './document'

/*
 * The invoice tables store `document` as versioned JSON (`{ version: 1, … }`), typed unknown in
 * lib/db: the database layer does not know the domain's types (ADR 0052). Every read goes through
 * this parser. It checks the shape, not the rules of the day: a frozen invoice stays readable when
 * the checkout's limits or postcode rules change later. Version 1 is the only shape ever written
 * (since the invoices came in); a later version adds its schema here and an upgrade to the current
 * one, the stored rows are never rewritten.
 */

const minor = z.number().int()
const text = z.string()

const addressSchema = z.object({
  firstName: text,
  lastName: text,
  company: text.optional(),
  street: text,
  addressLine2: text.optional(),
  postcode: text,
  city: text,
  state: z.enum(US_STATE_CODES).optional(),
  phone: text.optional(),
  country: z.enum(DELIVERY_COUNTRIES),
})

const vatSchema = z.object({ vatBasisPoints: minor, gross: minor, net: minor, vat: minor })

const versionOneSchema: z.ZodType<InvoiceDocument> = z.object({
  version: z.literal(1),
  number: text,
  issuedAt: text,
  brand: z.enum(BRAND_KEYS),
  locale: z.enum(MESSAGE_LOCALES),
  currency: z.enum(BASKET_CURRENCIES),
  orderNumber: text,
  orderDate: text,
  seller: z.object({
    legalName: text,
    addressLines: z.array(text),
    vatId: text,
    register: text,
    // Invoices frozen before the managing directors were printed on them read back without.
    managingDirectors: z.array(text).default([]),
    bank: z.object({ holder: text, iban: text, bic: text, bankName: text }),
  }),
  buyer: z.object({ address: addressSchema, email: text }),
  shippingAddress: addressSchema.nullable(),
  lines: z.array(
    z.object({ name: text, quantity: minor, unitPrice: minor, total: minor, vatBasisPoints: minor }),
  ),
  shipping: z.object({ method: z.enum(SHIPPING_METHODS), amount: minor, vatBasisPoints: minor }),
  discount: z.object({ code: text, amount: minor }).nullable(),
  subtotal: minor,
  total: minor,
  vat: z.array(vatSchema),
  // Added with the US shop (issue 27); optional, so every earlier version-1 document still reads.
  salesTax: z
    .object({ state: z.enum(US_STATE_CODES), basisPoints: z.number().min(0), amount: minor })
    .nullable()
    .optional(),
  delivery: z.object({ from: text, to: text }),
  payment: z.object({ method: z.enum(PAYMENT_METHODS), dueDate: text.nullable(), reference: text }),
  cancels: z.object({ number: text, issuedAt: text }).optional(),
  // Refund credit notes (issue 34); optional, so every earlier version-1 document still reads.
  refund: z.object({ reason: text }).optional(),
})

/** A stored invoice document that is not a known version: damaged or written by foreign code. */
export class StoredInvoiceDocumentError extends Error {
  constructor(number: string, cause: z.ZodError) {
    super(
      `The stored document of invoice ${number} is not a readable invoice document: ${z.prettifyError(cause)}`,
      {
        cause,
      },
    )
    this.name = 'StoredInvoiceDocumentError'
  }
}

/** The document of an invoice or cancellation invoice row; throws StoredInvoiceDocumentError. */
export function readInvoiceDocument(row: { number: string; document: unknown }): InvoiceDocument {
  const parsed = versionOneSchema.safeParse(row.document)
  if (!parsed.success) throw new StoredInvoiceDocumentError(row.number, parsed.error)
  return parsed.data
}
