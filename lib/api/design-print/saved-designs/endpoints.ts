import { z } from 'zod'
import { defineEndpoint } from '@/lib/api/endpoint'
import {
  createSavedDesignSchema,
  draftQuerySchema,
  duplicateSavedDesignSchema,
  renameSavedDesignSchema,
  savedDesignRefSchema,
  savedDesignSummarySchema,
  savedDraftSchema,
  updateSavedDesignSchema,
} from '@/lib/shop/design-print/saved-designs/schema'

/**
 * The editor's autosave API. The owner is the visitor key cookie (set on the first save) or, once
 * accounts exist, the signed-in customer; it is never taken from the request body.
 */

/** A card's 8 pages × 100 layers fit comfortably, and a 200-page photo book (about 250 KB). */
const MAX_DOCUMENT_BYTES = 1024 * 1024

export const listSavedDesignsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/web-api/designs',
  summary: 'The visitor\'s saved designs ("my designs"), most recently changed first',
  tags: ['designs'],
  response: z.object({ items: z.array(savedDesignSummarySchema) }),
})

/** Someone else's design answers like a missing one, so every endpoint of one design documents the same 404. */
const NOT_THEIRS = { 404: 'No saved design with this id belongs to the visitor or customer' } as const

export const createSavedDesignEndpoint = defineEndpoint({
  method: 'POST',
  path: '/web-api/designs',
  summary:
    'Saves a new design (first autosave of an editor session): a card from a catalogue design with its options, or a calendar or photo book (product and document; its options are the document’s spec)',
  tags: ['designs'],
  body: createSavedDesignSchema,
  response: savedDesignRefSchema,
  maxBodyBytes: MAX_DOCUMENT_BYTES,
  errors: {
    404: 'The catalogue design does not exist',
    422: 'Options the price list does not sell together, or a calendar / photo book without its spec',
  },
})

export const updateSavedDesignEndpoint = defineEndpoint({
  method: 'PUT',
  path: '/web-api/designs',
  summary: 'Saves a new state of a saved design over the revision it was based on',
  tags: ['designs'],
  body: updateSavedDesignSchema,
  response: savedDesignRefSchema,
  maxBodyBytes: MAX_DOCUMENT_BYTES,
  errors: {
    404: 'No saved design of this product with this id belongs to the visitor',
    409: 'The design was saved elsewhere since this revision (another tab or device)',
    422: 'Options the price list does not sell together, or a calendar / photo book without its spec',
  },
})

export const deleteSavedDesignEndpoint = defineEndpoint({
  method: 'DELETE',
  path: '/web-api/designs/{id}',
  summary: 'Deletes one of the visitor\'s (or signed-in customer\'s) saved designs ("Meine Designs")',
  tags: ['designs'],
  response: z.object({ deleted: z.literal(true) }),
  errors: NOT_THEIRS,
})

export const savedDesignPreviewEndpoint = defineEndpoint({
  method: 'GET',
  path: '/web-api/designs/{id}/preview',
  summary: "Front page of one of the visitor's (or customer's) saved designs as a WebP thumbnail",
  tags: ['designs'],
  response: z.string().describe('image/webp bytes'),
  errors: NOT_THEIRS,
})

export const renameSavedDesignEndpoint = defineEndpoint({
  method: 'PATCH',
  path: '/web-api/designs/{id}',
  summary:
    'Gives one of the visitor\'s (or customer\'s) saved designs a name of their own ("Meine Designs"); the design itself and its revision stay',
  tags: ['designs'],
  body: renameSavedDesignSchema,
  response: savedDesignRefSchema,
  errors: NOT_THEIRS,
})

export const duplicateSavedDesignEndpoint = defineEndpoint({
  method: 'POST',
  path: '/web-api/designs/{id}/duplicate',
  summary:
    "Copies one of the visitor's (or customer's) saved designs into a new saved design with the given name",
  tags: ['designs'],
  body: duplicateSavedDesignSchema,
  response: savedDesignRefSchema,
  errors: NOT_THEIRS,
})

export const savedDraftEndpoint = defineEndpoint({
  method: 'GET',
  path: '/web-api/designs/draft',
  summary:
    "The visitor's (or customer's) latest draft of a catalogue design or a calendar / photo-book design group: a saved design no order holds yet; null when there is none (ADR 0085)",
  tags: ['designs'],
  query: draftQuerySchema,
  response: z.object({ draft: savedDraftSchema.nullable() }),
})
