import { z } from 'zod'
import { defineEndpoint } from '@/lib/api/endpoint'
import { calculatorQuerySchema } from '@/lib/shop/photo-products/photo-frame/calculator'
import { FRAME_TYPE_KEYS } from '@/lib/shop/photo-products/photo-frame/frames'
import { WALL_ART_MATERIAL_KEYS } from '@/lib/shop/photo-products/photo-frame/materials'
import { articleResponse } from '@/lib/shop/photo-products/photo-frame/responses'

/** The wall-art configurator's reference calls of the spec (section 7, "Others"). */
const tags = ['photo-frame']

export const variantsForFrameTypesQuerySchema = z.strictObject({
  frameTypes: z
    .array(z.enum(FRAME_TYPE_KEYS))
    .max(FRAME_TYPE_KEYS.length * 2)
    .optional()
    .describe('Frame types as frameTypes[], e.g. holzrahmen; all when none'),
  materialType: z
    .enum(WALL_ART_MATERIAL_KEYS)
    .optional()
    .describe('Only frame types that frame this material, e.g. poster'),
})

const mat = z.object({ matSize: z.number().int(), matType: z.string() })

export const variantsForFrameTypesEndpoint = defineEndpoint({
  method: 'GET',
  path: '/web-api/variants-for-frame-types',
  summary:
    'Per frame type: its colours (default first), default mat, the materials it frames and every colour × mat variant',
  tags,
  query: variantsForFrameTypesQuerySchema,
  response: z.object({
    frameTypes: z.array(
      z.object({
        frameType: z.string(),
        name: z.string(),
        materials: z.array(z.string()),
        defaultColour: z.string(),
        defaultMat: mat,
        colours: z.array(z.object({ colour: z.string(), name: z.string() })),
        variants: z.array(mat.extend({ frameColour: z.string(), isDefault: z.boolean() })),
      }),
    ),
  }),
  errors: { 422: 'A named frame type that does not frame the given material' },
})

const pixels = z.object({ w: z.number().int(), h: z.number().int() })

export const calculatorReferenceEndpoint = defineEndpoint({
  method: 'GET',
  path: '/web-api/calculator/reference',
  summary:
    'For a material, size and frame: the size in mm, the printed photo area (incl. bleed or canvas wrap), the visible area (both centred on each other) and the pixels it needs at 150 and 75 dpi, with the price',
  tags,
  query: calculatorQuerySchema,
  response: z.object({
    widthMm: z.number().int().describe('The size sold'),
    heightMm: z.number().int(),
    printWidthMm: z.number().describe('The photo as printed: mat window + overlap, bleed or canvas wrap'),
    printHeightMm: z.number(),
    visibleWidthMm: z
      .number()
      .describe('What is seen on the wall: the mat window, inside the rebate, or the front face'),
    visibleHeightMm: z.number(),
    pixelsFor150dpi: pixels.describe('Pixels for a good print'),
    pixelsFor75dpi: pixels.describe('Fewest pixels the shop prints without a strong warning'),
    quote: articleResponse,
  }),
  errors: { 422: 'A size, frame, colour or mat the material is not made in' },
})
