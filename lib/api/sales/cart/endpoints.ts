import { z } from 'zod'
import { BASKET_CURRENCIES, DELIVERY_COUNTRIES } from '@/lib/config/shipping'
import { US_STATE_CODES } from '@/lib/config/us-states'
import { defineEndpoint } from '@/lib/api/endpoint'
import { CART_ITEM_KINDS } from '@/lib/db/schema/cart'
import { calendarSpecSchema } from '@/lib/shop/design-print/design/calendar-spec'
import { photobookSpecSchema } from '@/lib/shop/design-print/design/photobook-spec'
import { photoboxSpecSchema } from '@/lib/shop/design-print/design/photobox-spec'
import { photoPrintsSpecSchema } from '@/lib/shop/design-print/design/photo-prints-spec'
import { collageSpecSchema } from '@/lib/shop/design-print/design/collage-spec'
import { wallArtSpecSchema } from '@/lib/shop/design-print/design/wall-art-spec'
import {
  addCartItemSchema,
  addSampleSchema,
  cartQuerySchema,
  updateCartItemSchema,
} from '@/lib/shop/sales/cart/schema'

/** The /web-api/cart endpoints, described once for the route handlers and the OpenAPI document. */

const minor = z
  .number()
  .int()
  .describe('Minor units (cents/Rappen): gross incl. VAT in the European shops, net in the US shop')

export const taxModeSchema = z
  .enum(['vat', 'sales-tax'])
  .describe('vat: prices include VAT; sales-tax (US shop): prices are net, sales tax is added at checkout')

export const salesTaxSchema = z
  .object({
    state: z.enum(US_STATE_CODES).describe('Destination state (USPS code)'),
    basisPoints: z
      .number()
      .min(0)
      .describe('Rate in basis points (400 = 4 %; 0 where the shop has no nexus)'),
    amount: z.number().int().describe('Sales tax in cents, on goods and shipping, rounded once'),
  })
  .describe('US sales tax line')

export const vatRowsSchema = z.array(
  z.object({ vatBasisPoints: z.number().int(), gross: minor, net: minor, vat: minor }),
)

export const cartViewSchema = z.object({
  revision: z.number().int().describe('Goes up with every change; refetch when it differs'),
  country: z.enum(DELIVERY_COUNTRIES),
  currency: z.enum(BASKET_CURRENCIES),
  count: z.number().int().describe('Lines in the cart (header badge)'),
  items: z.array(
    z.object({
      id: z.uuid(),
      kind: z.enum(CART_ITEM_KINDS),
      designId: z.number().int().nullable(),
      savedDesignId: z.string().nullable(),
      designName: z.string().nullable(),
      designSlug: z.string().nullable(),
      hasSnapshot: z.boolean(),
      guestCount: z.number().int().nullable().describe('Guests of the guest list the card prints with'),
      productType: z.string().nullable(),
      sku: z.string().nullable(),
      accessoryName: z.string().nullable(),
      options: z.record(z.string(), z.unknown()),
      quantity: z.number().int(),
      unitPrice: minor,
      total: minor,
      wallArt: z
        .object({
          spec: wallArtSpecSchema,
          label: z
            .string()
            .describe('The spec in words, e.g. "Leinwand 60 × 90 cm, 2 cm, gespiegelte Kante"'),
          photo: z.object({
            assetId: z.string().nullable().describe('Upload id of the photo (its preview is the thumbnail)'),
            crop: z.object({ x: z.number(), y: z.number(), width: z.number(), height: z.number() }),
          }),
        })
        .nullable()
        .describe('Wall-art lines: size, material, frame or edge, and the photo; null for other lines'),
      photoProduct: z
        .intersection(
          z.discriminatedUnion('kind', [
            z.object({ kind: z.literal('calendar'), spec: calendarSpecSchema }),
            z.object({ kind: z.literal('photobook'), spec: photobookSpecSchema }),
            z.object({ kind: z.literal('photobox'), spec: photoboxSpecSchema }),
            z.object({ kind: z.literal('photoprints'), spec: photoPrintsSpecSchema }),
            z.object({
              kind: z.literal('collage'),
              spec: collageSpecSchema,
              wallArt: wallArtSpecSchema.describe('Material, size and frame the collage is printed as'),
            }),
          ]),
          z.object({
            label: z
              .string()
              .describe('The spec in words, e.g. "Wandkalender DIN A4 quer, 2027, Spiralbindung"'),
            thumbnail: z
              .object({
                assetId: z.string().nullable().describe('Upload id of the cover photo'),
                crop: z.object({ x: z.number(), y: z.number(), width: z.number(), height: z.number() }),
                aspect: z.number().describe('Width / height of the photo’s slot on the cover'),
              })
              .nullable()
              .describe(
                'The cover’s (lid’s, first print’s, collage’s) largest photo, cropped as printed; null while there is none',
              ),
          }),
        )
        .nullable()
        .describe(
          'Calendar, photo-book, photo-box, photo-print and collage lines: spec, label and cover photo; null for other lines',
        ),
      error: z.object({ field: z.string(), message: z.string() }).nullable(),
    }),
  ),
  samples: z
    .object({
      count: z.number().int(),
      freeCount: z.number().int(),
      paidCount: z.number().int(),
      unitPrice: minor,
      total: minor,
    })
    .nullable(),
  subtotal: minor,
  shipping: minor.describe('Standard shipping to `country`'),
  total: minor,
  taxMode: taxModeSchema,
  vat: vatRowsSchema,
  salesTax: z.null().describe('Always null in the cart: sales tax is calculated at checkout'),
  invoiceAllowed: z.boolean(),
  hasErrors: z.boolean(),
  removed: z
    .object({ id: z.uuid(), name: z.string().nullable() })
    .nullable()
    .describe('Line that undo restores'),
})

const errors = {
  404: 'No such line in the visitor’s cart',
  422: 'Something the shop does not sell: an option the product does not take, a quantity that is not a step',
}
/**
 * A 200-page photo book's document is about 250 KB of JSON, 250 photo prints about 150 KB; 1 MB leaves
 * room without inviting abuse.
 */
const PHOTO_PRODUCT_BODY_BYTES = 1024 * 1024

const formNote =
  'Also accepts an HTML form post (application/x-www-form-urlencoded); it answers 303 to the cart page.'

export const getCartEndpoint = defineEndpoint({
  method: 'GET',
  path: '/web-api/cart',
  summary: 'The visitor’s cart (visitor key cookie), priced now by the pricing engine',
  tags: ['cart'],
  query: cartQuerySchema,
  response: cartViewSchema,
})

export const addCartItemEndpoint = defineEndpoint({
  method: 'POST',
  path: '/web-api/cart/items',
  summary: `Add a personalised card (catalogue design or editor snapshot), an accessory, wall art, a calendar, a photo book, a photo box, photo prints or a collage (their design document; options come from its wallArt, calendar, photobook, photobox, photoPrints or collage spec). ${formNote}`,
  tags: ['cart'],
  body: addCartItemSchema,
  response: cartViewSchema,
  errors,
  maxBodyBytes: PHOTO_PRODUCT_BODY_BYTES,
})

export const updateCartItemEndpoint = defineEndpoint({
  method: 'PATCH',
  path: '/web-api/cart/items/{id}',
  summary:
    'Change a line’s quantity (one of the quantity steps), or the design of a wall-art or photo-product line (edit from the cart)',
  tags: ['cart'],
  body: updateCartItemSchema,
  response: cartViewSchema,
  errors,
  maxBodyBytes: PHOTO_PRODUCT_BODY_BYTES,
})

export const removeCartItemEndpoint = defineEndpoint({
  method: 'DELETE',
  path: '/web-api/cart/items/{id}',
  summary: 'Remove a line; it can be restored until the next removal',
  tags: ['cart'],
  response: cartViewSchema,
  errors,
})

export const restoreCartItemEndpoint = defineEndpoint({
  method: 'POST',
  path: '/web-api/cart/items/{id}/restore',
  summary: 'Undo the removal of a line',
  tags: ['cart'],
  response: cartViewSchema,
  errors,
})

export const addSampleEndpoint = defineEndpoint({
  method: 'POST',
  path: '/web-api/cart/samples',
  summary: `Add a sample card of a design (3 free per order, then the spec price). ${formNote}`,
  tags: ['cart'],
  body: addSampleSchema,
  response: cartViewSchema,
  errors,
})

export const CART_ENDPOINTS = [
  getCartEndpoint,
  addCartItemEndpoint,
  updateCartItemEndpoint,
  removeCartItemEndpoint,
  restoreCartItemEndpoint,
  addSampleEndpoint,
] as const
