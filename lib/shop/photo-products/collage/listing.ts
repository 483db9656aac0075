import { BRANDS, type BrandKey } from '@/lib/config/brands'
import type { LocaleCode } from '@/lib/config/locales'
import { pickName } from '@/lib/shop/catalogue/pick-name'
import { ShopError } from '@/lib/shop/common/errors'
import {
  COLLAGE_DESIGN_GROUPS,
  designAspect,
  designPhotoCount,
  findCollageDesign,
  findCollageGroup,
  type CollageDesignEntry,
  type CollageDesignGroup,
} from './design-groups'
import { collageFormats } from './materials'
import type { CollageDesignGroupQuery, CollageDesignGroupsQuery } from './schema'

/**
 * The answers of /web-api/collage-designer-design-groups and …-design-group (spec 7): the design
 * groups in the shop's language with each design's layout, shape and photo count, and the design
 * the brand's collage opens with (spec 9). Designs have no picture of their own: the designer draws
 * a layout from its cells, so `previewUrl` is null.
 */

function designView(design: CollageDesignEntry, locale: LocaleCode) {
  return {
    designId: design.id,
    name: pickName(design.names, locale),
    layout: design.layout,
    aspect: designAspect(design),
    photoCount: designPhotoCount(design),
    previewUrl: null,
  }
}

function groupView(group: CollageDesignGroup, designs: readonly CollageDesignEntry[], locale: LocaleCode) {
  return {
    designGroupId: group.id,
    name: pickName(group.names, locale),
    designs: designs.map((d) => designView(d, locale)),
  }
}

const anyOf = <T>(wanted: readonly T[] | undefined, value: T) => !wanted || wanted.includes(value)

/** Groups filtered by id, designs by shape, photo count and material; empty groups are left out. */
export function collageDesignGroups(query: CollageDesignGroupsQuery, brand: BrandKey, locale: LocaleCode) {
  const groups = COLLAGE_DESIGN_GROUPS.filter((g) => anyOf(query.designGroupIds, g.id)).flatMap((group) => {
    const designs = group.designs.filter(
      (d) =>
        anyOf(query.aspects, designAspect(d)) &&
        anyOf(query.photoCounts, designPhotoCount(d)) &&
        (!query.materialTypes ||
          query.materialTypes.some((m) => collageFormats(m, designAspect(d)).length > 0)),
    )
    return designs.length > 0 ? [groupView(group, designs, locale)] : []
  })
  return { groups, defaultDesignId: BRANDS[brand].defaultCollage }
}

/** One group by its id or by one of its designs' ids; 404 for an id no group has. */
export function collageDesignGroup(query: CollageDesignGroupQuery, locale: LocaleCode) {
  const group =
    query.designGroupId !== undefined
      ? findCollageGroup(query.designGroupId)
      : (findCollageDesign(query.designId ?? 0)?.group ?? null)
  if (!group) {
    if (query.designGroupId !== undefined)
      throw new ShopError(`No collage design group ${query.designGroupId}`, {
        status: 404,
        field: 'designGroupId',
      })
    throw new ShopError(`No collage design ${query.designId}`, { status: 404, field: 'designId' })
  }
  return groupView(group, group.designs, locale)
}
