import { z } from 'zod'
import { COLLAGE_MATERIAL_KEYS } from './materials'

/**
 * The collage designer's queries (spec 7). Array parameters arrive as `name[]=…` (lib/http/query.ts);
 * numbers are coerced from the query string, then bounded. Unknown keys and values are refused with
 * a 400 naming the field.
 */

const id = (what: string) => z.coerce.number().int().min(1).max(999_999).describe(what)
const list = <T extends z.ZodType>(item: T, what: string) =>
  z.array(item).max(20, 'at most 20 values').optional().describe(what)

export const COLLAGE_ASPECTS = ['portrait', 'landscape', 'square'] as const

export const collageDesignGroupsQuerySchema = z.strictObject({
  designGroupIds: list(id('Design group id'), 'Only these groups, sent as designGroupIds[]'),
  aspects: list(z.enum(COLLAGE_ASPECTS), 'Only designs of these shapes, sent as aspects[]'),
  photoCounts: list(
    z.coerce.number().int().min(1).max(64),
    'Only designs with this many photos, sent as photoCounts[]',
  ),
  materialTypes: list(
    z.enum(COLLAGE_MATERIAL_KEYS),
    'Only designs made in one of these materials, sent as materialTypes[]',
  ),
})
export type CollageDesignGroupsQuery = z.output<typeof collageDesignGroupsQuerySchema>

export const collageDesignGroupQuerySchema = z
  .strictObject({
    designGroupId: id('Design group id').optional(),
    designId: id('Design id: answers the group the design belongs to').optional(),
  })
  .refine((q) => (q.designGroupId === undefined) !== (q.designId === undefined), {
    message: 'send either designGroupId or designId',
    path: ['designGroupId'],
  })
export type CollageDesignGroupQuery = z.output<typeof collageDesignGroupQuerySchema>
