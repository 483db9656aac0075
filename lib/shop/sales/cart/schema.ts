import { z } from 'zod'
import { designIdSchema } from '@/lib/shop/catalogue/schema'
import { designDocumentSchema } from '@/lib/shop/design-print/design/document'
import { cardLineOptionsSchema, deliveryCountrySchema } from '@/lib/shop/sales/pricing/schema'

/**
 * Inputs of the cart, shared by the /web-api/cart endpoints and the server actions. Objects are strict:
 * a price, status or customer id sent by a client is refused with a 400 naming the field, because the
 * cart never stores prices and never lets a client choose its owner.
 */

export const cartItemIdSchema = z.uuid().describe('Cart line id')

/** The design of a personalised line: a catalogue design, and/or the editor's document (with its id). */
const designSource = {
  designId: designIdSchema.optional().describe('Catalogue design the card is made from'),
  savedDesignId: z
    .uuid()
    .optional()
    .describe("The editor's saved design; sent together with its document as `snapshot`"),
  snapshot: designDocumentSchema
    .optional()
    .describe('The personalised design document as the customer last saw it; printed as stored'),
}

export const addCardItemSchema = z
  .strictObject({
    kind: z.literal('card'),
    ...designSource,
    options: cardLineOptionsSchema.describe('Product options and quantity, priced by the pricing engine'),
  })
  .refine((item) => item.designId !== undefined || item.snapshot !== undefined, {
    message: 'a card needs a designId or a design snapshot',
    path: ['designId'],
  })
  .refine((item) => item.savedDesignId === undefined || item.snapshot !== undefined, {
    message: 'a savedDesignId comes with the design document as snapshot',
    path: ['snapshot'],
  })

export const addAccessoryItemSchema = z.strictObject({
  kind: z.literal('accessory'),
  sku: z
    .string()
    .min(3)
    .max(80)
    .describe('Accessory SKU from /web-api/card-accessories; envelopes are sold on their own'),
  quantity: z.number().int().min(1).max(5000).describe('Pieces; one of the quantity steps 1, 5, 10, …, 5000'),
})

export const addSampleSchema = z.strictObject({
  designId: designIdSchema.describe('Catalogue design to receive as a sample card'),
})

/**
 * The design tool's "add to cart": only the saved design's id. The server reads the visitor's own saved
 * design and takes its document (as the line's immutable snapshot), catalogue design and options from
 * there, so what is printed is exactly what was saved, whatever the client claims.
 */
export const addSavedDesignItemSchema = z.strictObject({
  kind: z.literal('saved-design'),
  savedDesignId: z.uuid().describe("The editor's saved design (the visitor's own)"),
})

export const addCartItemSchema = z
  .discriminatedUnion('kind', [addCardItemSchema, addAccessoryItemSchema, addSavedDesignItemSchema])
  .describe('A personalised card line, an accessory, or a design saved in the design tool')
export type AddCartItemInput = z.input<typeof addCartItemSchema>
export type AddCartItem = z.output<typeof addCartItemSchema>

export const updateCartItemSchema = z.strictObject({
  quantity: z
    .number()
    .int()
    .min(1)
    .max(5000)
    .describe('New quantity; one of the quantity steps 1, 5, …, 5000'),
})
export type UpdateCartItemInput = z.input<typeof updateCartItemSchema>

export const cartQuerySchema = z.strictObject({
  country: deliveryCountrySchema.optional().describe('Delivery country to price for; default from locale'),
})

/**
 * An HTML form's fields as an add-item body: `kind`, `designId`, `savedDesignId`, `snapshot` (JSON
 * text) and `sku` stay on top, every other field is a card option (`envelope.flap` nests).
 */
export function cartItemFromForm(fields: Record<string, unknown>): unknown {
  const { kind = 'card', designId, savedDesignId, snapshot, sku, quantity, ...options } = fields
  if (kind === 'accessory') return { kind, sku, quantity }
  let document: unknown = snapshot
  if (typeof snapshot === 'string') {
    try {
      document = JSON.parse(snapshot) as unknown
    } catch {
      document = snapshot
    }
  }
  return {
    kind,
    ...(designId === undefined ? {} : { designId }),
    ...(savedDesignId === undefined ? {} : { savedDesignId }),
    ...(document === undefined ? {} : { snapshot: document }),
    ...(sku === undefined ? {} : { sku }),
    options: { ...options, quantity },
  }
}
