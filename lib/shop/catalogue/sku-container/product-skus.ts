import { CALENDAR_FORMAT_KEYS, type CalendarFormatKey } from '@/lib/shop/photo-products/calendar/config'
import { findCalendarDesignGroup } from '@/lib/shop/photo-products/calendar/design-groups'
import { PHOTOBOOK_FORMAT_KEYS, type PhotobookFormat } from '@/lib/shop/photo-products/photobook/config'
import { findDesignGroupSet } from '@/lib/shop/photo-products/photobook/design-group-sets'
import {
  PHOTOBOX_DESIGN_KEYS,
  PHOTOBOX_FORMAT_KEYS,
  type PhotoboxFormat,
} from '@/lib/shop/photo-products/photobox/config'
import { FRAME_TYPE_KEYS, FRAME_TYPES, type FrameType } from '@/lib/shop/photo-products/photo-frame/frames'

/**
 * SKUs of the poster channel's products, kind first like the accessory SKUs (spec: split on dashes):
 * calendar-<designGroupId>-<format>, photobook-<designGroupSetId>-<format>,
 * photobox-<design>-<format>, photoframe-<frameType>-<colour>. Reading one never throws; anything
 * not in the range is null, so the caller answers 404.
 */
export type ProductSku =
  | {
      productKind: 'calendar'
      container: 'calendar-details'
      designGroupId: number
      formatType: CalendarFormatKey
    }
  | {
      productKind: 'photobook'
      container: 'photobook-details'
      designGroupSetId: number
      format: PhotobookFormat
    }
  | {
      productKind: 'photobox'
      container: 'photobox-details'
      photoboxDesignType: string
      photoboxFormat: PhotoboxFormat
    }
  | { productKind: 'photoframe'; container: 'product-selection'; frameType: FrameType; frameColour: string }

const has = <T extends string>(list: readonly T[], value: string): value is T =>
  (list as readonly string[]).includes(value)

export function parseProductSku(sku: string): ProductSku | null {
  const [kind, first, ...rest] = sku.split('-')
  if (first === undefined || rest.length === 0) return null
  const tail = rest.join('-')
  if (kind === 'calendar' && /^\d{1,6}$/.test(first) && has(CALENDAR_FORMAT_KEYS, tail)) {
    const group = findCalendarDesignGroup(Number(first))
    if (!group || !group.formats.includes(tail)) return null
    return {
      productKind: 'calendar',
      container: 'calendar-details',
      designGroupId: group.id,
      formatType: tail,
    }
  }
  if (kind === 'photobook' && /^\d{1,6}$/.test(first) && has(PHOTOBOOK_FORMAT_KEYS, tail)) {
    const set = findDesignGroupSet(Number(first))
    if (!set || !set.formats.includes(tail)) return null
    return {
      productKind: 'photobook',
      container: 'photobook-details',
      designGroupSetId: set.id,
      format: tail,
    }
  }
  if (kind === 'photobox' && has(PHOTOBOX_DESIGN_KEYS, first) && has(PHOTOBOX_FORMAT_KEYS, tail)) {
    return {
      productKind: 'photobox',
      container: 'photobox-details',
      photoboxDesignType: first,
      photoboxFormat: tail,
    }
  }
  // Frame types contain dashes themselves (schattenfuge-leinwand), so the colour is the last segment.
  const frameType = [first, ...rest.slice(0, -1)].join('-')
  const colour = rest.at(-1) ?? ''
  if (
    kind === 'photoframe' &&
    has(FRAME_TYPE_KEYS, frameType) &&
    has(FRAME_TYPES[frameType].colours, colour)
  ) {
    return { productKind: 'photoframe', container: 'product-selection', frameType, frameColour: colour }
  }
  return null
}
