import { z } from 'zod'
import { SAVED_DESIGN_NAME_MAX } from '@/lib/model/saved-designs'
import { designIdSchema } from '@/lib/shop/catalogue/schema'
import { cardLineOptionsSchema } from '@/lib/shop/sales/pricing/schema'

/**
 * Inputs of the saved-designs module, parsed at the edge (route handlers) and again inside the module.
 * The document itself is `unknown` here on purpose: lib/shop/design-print/design migrates and validates it, and
 * its own error lists every offending field, which a generic zod message could not.
 */

export const savedDesignOwnerSchema = z.union([
  z.strictObject({ visitorKey: z.uuid().describe('Anonymous visitor key from the cookie') }),
  z.strictObject({ customerId: z.uuid().describe('Signed-in customer id') }),
])
export type SavedDesignOwner = z.infer<typeof savedDesignOwnerSchema>

export const savedDesignIdSchema = z.uuid({ error: 'not a saved design id' }).describe('Saved design id')

/** Product options as the pricing engine takes them; the cart reads them back unchanged. */
export const savedDesignOptionsSchema = cardLineOptionsSchema.describe(
  'Product options of the card line (product type, format, paper, refinement, quantity, envelope, …)',
)
export type SavedDesignOptions = z.output<typeof savedDesignOptionsSchema>
export type SavedDesignOptionsInput = z.input<typeof savedDesignOptionsSchema>

const documentField = z
  .unknown()
  .refine((value) => value !== undefined, 'document is required')
  .describe('Design document (lib/shop/design-print/design, any known schemaVersion; stored migrated)')

/**
 * A photo product (calendar, photo book, photo box, photo prints, collage; ADR 0070, 0102) carries its
 * options as the spec inside its document, so its body names the product instead of a catalogue
 * design and card options.
 */
export const PHOTO_PRODUCTS = ['calendar', 'photobook', 'photobox', 'photoprints', 'collage'] as const
export type PhotoProduct = (typeof PHOTO_PRODUCTS)[number]

/** The document field holding each photo product's spec (the cart's registry uses the same names). */
export const SPEC_FIELD_OF_PRODUCT = {
  calendar: 'calendar',
  photobook: 'photobook',
  photobox: 'photobox',
  photoprints: 'photoPrints',
  collage: 'collage',
} as const satisfies Record<PhotoProduct, string>

/** The products whose configurator offers to continue a draft of the same design group. */
export const DRAFT_PRODUCTS = ['calendar', 'photobook'] as const
export type DraftProduct = (typeof DRAFT_PRODUCTS)[number]

const photoProductField = z
  .enum(PHOTO_PRODUCTS)
  .describe(
    'calendar, photobook, photobox, photoprints or collage: the document carries its spec (`calendar`, `photobook`, `photobox`, `photoPrints`, `collage`)',
  )
const cardProductField = z.literal('card').optional().describe('card (the default)')

export const createSavedDesignSchema = z
  .discriminatedUnion('product', [
    z.strictObject({
      product: cardProductField,
      designId: designIdSchema.describe('Catalogue design the document started from'),
      document: documentField,
      options: savedDesignOptionsSchema,
    }),
    z.strictObject({ product: photoProductField, document: documentField }),
  ])
  .describe('A card (catalogue design and options) or a photo product (product and document)')
export type CreateSavedDesignInput = z.input<typeof createSavedDesignSchema>

const revisionField = z
  .number()
  .int()
  .positive()
  .describe('The revision this save is based on; a newer one on the server is a 409 conflict')

export const updateSavedDesignSchema = z.discriminatedUnion('product', [
  z.strictObject({
    product: cardProductField,
    id: savedDesignIdSchema,
    revision: revisionField,
    document: documentField,
    options: savedDesignOptionsSchema,
  }),
  z.strictObject({
    product: photoProductField,
    id: savedDesignIdSchema,
    revision: revisionField,
    document: documentField,
  }),
])
export type UpdateSavedDesignInput = z.input<typeof updateSavedDesignSchema>

/** What a save returns: the id to reopen and add to the cart with, and the revision to send next. */
export const savedDesignRefSchema = z.object({
  id: savedDesignIdSchema,
  revision: z.number().int().describe('Send this revision with the next save'),
  updatedAt: z.string().describe('ISO timestamp of the save'),
})
export type SavedDesignRef = z.infer<typeof savedDesignRefSchema>

export const savedDesignSummarySchema = savedDesignRefSchema.extend({
  product: z
    .enum(['card', ...PHOTO_PRODUCTS])
    .describe('card, calendar, photobook, photobox, photoprints or collage'),
  designId: z
    .number()
    .int()
    .nullable()
    .describe('Catalogue design a card started from; null if withdrawn, and for calendars and photo books'),
  designGroupId: z
    .number()
    .int()
    .nullable()
    .describe(
      'Calendar design group or photo-book design group set; null for cards and the other photo products',
    ),
  productType: z.string().describe('Card product type, or the photo product (calendar, photobook, …)'),
  format: z
    .string()
    .describe(
      "Card, calendar, photo-book or photo-box format key, a collage's size 'WxH' in mm; '' for photo prints",
    ),
  quantity: z
    .number()
    .int()
    .nullable()
    .describe('Card quantity; pictures of a photo box, prints of photo prints; null for calendars and books'),
  designKey: z
    .string()
    .nullable()
    .describe("A photo box's lid design (dt41 … dt58) or a collage's design id ('13'); null for the others"),
  customName: z.string().nullable().describe('The name the customer gave it; null: none given'),
})
export type SavedDesignSummary = z.infer<typeof savedDesignSummarySchema>

/** A name the customer gives a saved design: trimmed, 1 to 80 characters. */
export const savedDesignNameSchema = z
  .string({ error: 'Give the design a name.' })
  .trim()
  .min(1, { error: 'Give the design a name (at least one character).' })
  .max(SAVED_DESIGN_NAME_MAX, {
    error: `A design name can be at most ${SAVED_DESIGN_NAME_MAX} characters long.`,
  })
  .describe(`The customer's name for the design, 1–${SAVED_DESIGN_NAME_MAX} characters`)

export const renameSavedDesignSchema = z.strictObject({ name: savedDesignNameSchema })
export const duplicateSavedDesignSchema = z.strictObject({
  name: savedDesignNameSchema.describe('Name of the copy, e.g. "Kopie von Blumenwiese"'),
})

/** A draft the editor offers to continue: a saved design of this catalogue design not yet ordered. */
export const savedDraftSchema = savedDesignRefSchema.extend({
  name: z.string().nullable().describe('The name the customer gave it; null: none given'),
})
export type SavedDraft = z.infer<typeof savedDraftSchema>

const positiveId = (what: string) => z.coerce.number().int().positive().describe(what)

/** Which draft the tool asks for: of a catalogue card design, or of a calendar's or book's design group. */
export const draftQuerySchema = z.union([
  z.strictObject({ designId: positiveId('Catalogue design the card tool opened') }),
  z.strictObject({
    product: z.enum(DRAFT_PRODUCTS).describe('calendar or photobook'),
    designGroupId: positiveId('Calendar design group or photo-book design group set the configurator opened'),
  }),
])
export type DraftQuery = z.output<typeof draftQuerySchema>
