import { z } from 'zod'
import { defineEndpoint } from '@/lib/api/endpoint'
import { printPreviewQuerySchema } from '@/lib/shop/design-print/print/schema'

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
