import { z } from 'zod'
import { designIdSchema } from '@/lib/shop/catalogue/schema'
import { designDocumentSchema } from '@/lib/shop/design-print/design/document'
import { calendarQuantitySchema } from '@/lib/shop/photo-products/calendar/line'
import { photobookQuantitySchema } from '@/lib/shop/photo-products/photobook/line'
import { photoboxAmountSchema } from '@/lib/shop/photo-products/photobox/line'
import { photoPrintsQuantitySchema } from '@/lib/shop/photo-products/photo-prints/line'
import { wallArtQuantitySchema } from '@/lib/shop/photo-products/wall-art/line'
import { cardLineOptionsSchema, deliveryCountrySchema } from '@/lib/shop/sales/pricing/schema'
import { giftVoucherOptionsSchema } from '@/lib/shop/sales/gift-vouchers/line'

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

/**
 * The design of a wall-art line (ADR 0058): a document with its `wallArt` spec and the photo placed.
 * Size, material, frame and edge are read from the spec alone; the line takes no options of its own.
 */
export const wallArtSnapshotSchema = designDocumentSchema
  .refine((doc) => doc.wallArt !== undefined, {
    message: 'a wall-art line needs the design document with its wallArt spec',
    path: ['wallArt'],
  })
  .refine(
    (doc) => doc.pages[0]?.layers[0]?.type === 'photo' && doc.pages[0].layers[0].assetId !== undefined,
    {
      message: 'upload a photo before adding the wall art to the cart',
      path: ['pages', 0, 'layers', 0, 'assetId'],
    },
  )
  .describe('The wall-art design document (one photo; size, material and frame in `wallArt`)')

export const addWallArtItemSchema = z.strictObject({
  kind: z.literal('wallart'),
  snapshot: wallArtSnapshotSchema,
  quantity: wallArtQuantitySchema.describe('Pieces, 1 to 50'),
})

/**
 * The design of a calendar or photo-book line (ADR 0070): the whole multi-page document with its
 * `calendar` / `photobook` spec, which is all its options, price and print files are made from.
 */
export const calendarSnapshotSchema = designDocumentSchema
  .refine((doc) => doc.calendar !== undefined, {
    message: 'a calendar line needs the design document with its calendar spec',
    path: ['calendar'],
  })
  .describe('The calendar design document (cover, months, back; options in `calendar`)')

export const photobookSnapshotSchema = designDocumentSchema
  .refine((doc) => doc.photobook !== undefined, {
    message: 'a photo-book line needs the design document with its photobook spec',
    path: ['photobook'],
  })
  .describe('The photo-book design document (cover and spreads; options in `photobook`)')

export const addCalendarItemSchema = z.strictObject({
  kind: z.literal('calendar'),
  snapshot: calendarSnapshotSchema,
  savedDesignId: z.uuid().optional().describe('The saved calendar this line was made from'),
  quantity: calendarQuantitySchema.describe('Calendars, 1 to 500'),
})

export const addPhotobookItemSchema = z.strictObject({
  kind: z.literal('photobook'),
  snapshot: photobookSnapshotSchema,
  savedDesignId: z.uuid().optional().describe('The saved photo book this line was made from'),
  quantity: photobookQuantitySchema.describe('Copies, 1 to 100'),
})

/**
 * Photo boxes, photo prints and collages (ADR 0078): like calendars, the whole document with its
 * `photobox` / `photoPrints` / `collage` spec (a collage also with `wallArt`), the only source of the
 * line's options, price and print files. The spec's presence is checked by the cart (a 422 naming
 * `snapshot.<spec>`), like a box that is not full (`snapshot.pages`).
 */
export const addPhotoboxItemSchema = z.strictObject({
  kind: z.literal('photobox'),
  snapshot: designDocumentSchema.describe('The photo-box document (lid and prints; options in `photobox`)'),
  quantity: photoboxAmountSchema.describe('Boxes, 1 to 20 (the prints per box are the spec’s quantity)'),
})

export const addPhotoPrintsItemSchema = z.strictObject({
  kind: z.literal('photoprints'),
  snapshot: designDocumentSchema.describe(
    'The photo-print document (one print page per item of `photoPrints`)',
  ),
  quantity: photoPrintsQuantitySchema.describe('Sets of the whole line, 1 to 10'),
})

export const addCollageItemSchema = z.strictObject({
  kind: z.literal('collage'),
  snapshot: designDocumentSchema.describe(
    'The collage document (one page of cells; `collage` and the material, size and frame in `wallArt`)',
  ),
  quantity: wallArtQuantitySchema.describe('Pieces, 1 to 50'),
})

/** A gift voucher (ADR 0110): one per line; its value, delivery and words are all its options. */
export const addGiftVoucherItemSchema = z.strictObject({
  kind: z.literal('giftvoucher'),
  options: giftVoucherOptionsSchema,
})

export const addCartItemSchema = z
  .discriminatedUnion('kind', [
    addCardItemSchema,
    addAccessoryItemSchema,
    addSavedDesignItemSchema,
    addWallArtItemSchema,
    addCalendarItemSchema,
    addPhotobookItemSchema,
    addPhotoboxItemSchema,
    addPhotoPrintsItemSchema,
    addCollageItemSchema,
    addGiftVoucherItemSchema,
  ])
  .describe(
    'A personalised card line, an accessory, a design saved in the design tool, wall art, a calendar, a photo book, a photo box, photo prints, a collage or a gift voucher',
  )
export type AddCartItemInput = z.input<typeof addCartItemSchema>
export type AddCartItem = z.output<typeof addCartItemSchema>

export const updateCartItemSchema = z
  .strictObject({
    quantity: z
      .number()
      .int()
      .min(1)
      .max(5000)
      .optional()
      .describe(
        'New quantity; one of the quantity steps 1, 5, …, 5000 (wall art and collages 1 to 50, calendars 1 to 500, photo books 1 to 100, photo boxes 1 to 20, sets of photo prints 1 to 10)',
      ),
    snapshot: designDocumentSchema
      .optional()
      .describe(
        'Wall-art and photo-product lines only: the design edited from the cart; its spec must be of the line’s kind',
      ),
  })
  .refine((change) => change.quantity !== undefined || change.snapshot !== undefined, {
    message: 'send a new quantity or, for wall art and photo products, a new snapshot',
    path: ['quantity'],
  })
export type UpdateCartItemInput = z.input<typeof updateCartItemSchema>
export type UpdateCartItem = z.output<typeof updateCartItemSchema>

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
  if (kind === 'wallart') return { kind, snapshot: parsedSnapshot(snapshot), quantity }
  if (kind === 'photobox' || kind === 'photoprints' || kind === 'collage') {
    return { kind, snapshot: parsedSnapshot(snapshot), quantity }
  }
  if (kind === 'calendar' || kind === 'photobook') {
    return {
      kind,
      snapshot: parsedSnapshot(snapshot),
      ...(savedDesignId === undefined ? {} : { savedDesignId }),
      quantity,
    }
  }
  const document = parsedSnapshot(snapshot)
  return {
    kind,
    ...(designId === undefined ? {} : { designId }),
    ...(savedDesignId === undefined ? {} : { savedDesignId }),
    ...(document === undefined ? {} : { snapshot: document }),
    ...(sku === undefined ? {} : { sku }),
    options: { ...options, quantity },
  }
}

/** A form sends the document as JSON text; text that is not JSON is left for the schema to refuse. */
function parsedSnapshot(snapshot: unknown): unknown {
  if (typeof snapshot !== 'string') return snapshot
  try {
    return JSON.parse(snapshot) as unknown
  } catch {
    return snapshot
  }
}
