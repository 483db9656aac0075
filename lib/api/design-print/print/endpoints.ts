import { z } from 'zod'
import { defineEndpoint } from '@/lib/api/endpoint'
import { printPreviewQuerySchema } from '@/lib/shop/design-print/print/schema'
import { proofPageQuerySchema, proofQuerySchema } from '@/lib/shop/design-print/print/proof-schema'

export const printPreviewEndpoint = defineEndpoint({
  method: 'GET',
  path: '/web-api/print-preview/{designId}.pdf',
  summary:
    'Print-ready PDF of a catalogue design (trim + 3 mm bleed, crop marks, embedded fonts), one set per guest-list row',
  tags: ['design'],
  query: printPreviewQuerySchema,
  response: z.string().describe('application/pdf bytes'),
  errors: {
    404: 'No such design, or no such guest list for this visitor',
    422: 'The design has no printable template',
  },
})

export const savedDesignProofEndpoint = defineEndpoint({
  method: 'GET',
  path: '/web-api/designs/{id}/proof.pdf',
  summary:
    "Proof of the visitor's own saved design: the print-ready PDF the order prints (no watermark), one set per guest",
  tags: ['design'],
  response: z.string().describe('application/pdf bytes'),
  errors: { 404: 'No such saved design for this visitor' },
})

export const savedDesignProofPagesEndpoint = defineEndpoint({
  method: 'GET',
  path: '/web-api/designs/{id}/proof',
  summary:
    "The proof view of the visitor's own saved design (ADR 0084): the pages of one guest's print file as cut, the guest and the saved revision",
  tags: ['design'],
  query: proofQuerySchema,
  response: z.object({
    savedId: z.string(),
    revision: z.number().int(),
    guest: z.object({ number: z.number().int(), count: z.number().int(), label: z.string() }).nullable(),
    pages: z.array(z.object({ number: z.number().int(), widthMm: z.number(), heightMm: z.number() })),
  }),
  errors: {
    404: 'No such saved design for this visitor',
    422: 'No such guest, or no guest list; a page too slow or too large to draw (render.timeout, render.memory)',
    429: 'This visitor already has print files drawn (Retry-After)',
    503: 'The shop is drawing too many print files (Retry-After)',
  },
})

export const savedDesignProofPageEndpoint = defineEndpoint({
  method: 'GET',
  path: '/web-api/designs/{id}/proof/pages/{page}',
  summary:
    'One page of the proof as a WebP picture, drawn from the print file by PDFium and cut to its TrimBox',
  tags: ['design'],
  query: proofPageQuerySchema,
  response: z.string().describe('image/webp bytes'),
  errors: {
    404: 'No such saved design for this visitor, or no such page',
    409: 'The design was saved again since the proof was opened (proof.stale)',
    422: 'No such guest; a page too slow or too large to draw',
    429: 'Too many renders for this visitor (Retry-After)',
    503: 'The shop is busy (Retry-After)',
  },
})
