import { z } from 'zod'
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

export const createSavedDesignSchema = z.strictObject({
  designId: designIdSchema.describe('Catalogue design the document started from'),
  document: documentField,
  options: savedDesignOptionsSchema,
})
export type CreateSavedDesignInput = z.input<typeof createSavedDesignSchema>

export const updateSavedDesignSchema = z.strictObject({
  id: savedDesignIdSchema,
  revision: z
    .number()
    .int()
    .positive()
    .describe('The revision this save is based on; a newer one on the server is a 409 conflict'),
  document: documentField,
  options: savedDesignOptionsSchema,
})
export type UpdateSavedDesignInput = z.input<typeof updateSavedDesignSchema>

/** What a save returns: the id to reopen and add to the cart with, and the revision to send next. */
export const savedDesignRefSchema = z.object({
  id: savedDesignIdSchema,
  revision: z.number().int().describe('Send this revision with the next save'),
  updatedAt: z.string().describe('ISO timestamp of the save'),
})
export type SavedDesignRef = z.infer<typeof savedDesignRefSchema>

export const savedDesignSummarySchema = savedDesignRefSchema.extend({
  designId: z.number().int().nullable().describe('Catalogue design it started from; null if withdrawn'),
  productType: z.string(),
  format: z.string(),
  quantity: z.number().int(),
})
export type SavedDesignSummary = z.infer<typeof savedDesignSummarySchema>
