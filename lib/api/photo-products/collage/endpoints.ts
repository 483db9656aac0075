import { z } from 'zod'
import { defineEndpoint } from '@/lib/api/endpoint'
import { COLLAGE_LAYOUT_KEYS } from '@/lib/model/collage-keys'
import {
  COLLAGE_ASPECTS,
  collageDesignGroupQuerySchema,
  collageDesignGroupsQuerySchema,
} from '@/lib/shop/photo-products/collage/schema'

/** The collage designer's endpoints of the spec's /web-api contract (section 7). */

const designGroup = z.object({
  designGroupId: z.number().int(),
  name: z.string(),
  designs: z.array(
    z.object({
      designId: z.number().int(),
      name: z.string(),
      layout: z.enum(COLLAGE_LAYOUT_KEYS).describe('Cell layout, e.g. grid-3x3'),
      aspect: z.enum(COLLAGE_ASPECTS).describe('Shape of the sizes the design is made in'),
      photoCount: z.number().int().describe('Photo cells of the layout'),
      previewUrl: z.string().nullable().describe('Picture of the design; null: draw it from the layout'),
    }),
  ),
})

export const collageDesignGroupsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/web-api/collage-designer-design-groups',
  summary: 'Collage design groups, filtered by group, shape, photo count and material',
  tags: ['collage'],
  query: collageDesignGroupsQuerySchema,
  response: z.object({
    groups: z.array(designGroup),
    defaultDesignId: z.number().int().describe('The design the brand’s collage opens with (spec 9)'),
  }),
})

export const collageDesignGroupEndpoint = defineEndpoint({
  method: 'GET',
  path: '/web-api/collage-designer-design-group',
  summary: 'One collage design group, by its id or by one of its designs',
  tags: ['collage'],
  query: collageDesignGroupQuerySchema,
  response: designGroup,
  errors: { 404: 'No design group or design with that id' },
})
