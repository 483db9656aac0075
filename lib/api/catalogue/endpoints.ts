import { z } from 'zod'
import { defineEndpoint } from '@/lib/api/endpoint'
import { ACCESSORY_KIND_KEYS } from '@/lib/model/accessory-keys'
import { OCCASION_KEYS } from '@/lib/model/catalog-keys'
import { DESIGN_SORT_KEYS } from '@/lib/model/design-keys'

/** Catalogue endpoints of the spec's /web-api contract. */

export const cardAccessoriesEndpoint = defineEndpoint({
  method: 'GET',
  path: '/web-api/card-accessories',
  summary: 'Accessories for cards (envelopes, inlays, ribbons, screws, holders, tags, punching)',
  tags: ['catalogue'],
  query: z.strictObject({ kind: z.enum(ACCESSORY_KIND_KEYS).optional().describe('Only this kind') }),
  response: z.object({
    accessories: z.array(
      z.object({
        sku: z.string(),
        kind: z.string(),
        name: z.string(),
        subtype: z.string().nullable(),
        colour: z.string().nullable(),
        paper: z.string().nullable(),
        widthMm: z.number().nullable(),
        heightMm: z.number().nullable(),
        priceKey: z.string().nullable(),
      }),
    ),
  }),
})

export const themesEndpoint = defineEndpoint({
  method: 'GET',
  path: '/web-api/themes',
  summary: 'Design themes, by popularity or newest',
  tags: ['catalogue'],
  query: z.strictObject({
    occasion: z.enum(OCCASION_KEYS).optional().describe('Only themes of this occasion'),
    sort: z.enum(DESIGN_SORT_KEYS).default('popularity').describe('popularity or newest'),
  }),
  response: z.object({
    themes: z.array(
      z.object({
        id: z.number().int(),
        name: z.string(),
        description: z.string().nullable(),
        occasion: z.string().nullable(),
        isSet: z.boolean(),
        designCount: z.number().int(),
      }),
    ),
  }),
})
