import {
  PHOTOBOX_DESIGN_KEYS,
  PHOTOBOX_FORMAT_KEYS,
  PHOTOBOX_MATERIAL_KEYS,
  PHOTOBOX_PRINT_STEP,
  PHOTOBOX_QUANTITY_MAX,
  PHOTOBOX_TYPE_KEYS,
  type PhotoboxDesignKey,
  type PhotoboxFormatKey,
  type PhotoboxMaterialKey,
  type PhotoboxTypeKey,
} from '@/lib/model/photobox-keys'
import type { PhotoboxSpec } from '@/lib/shop/design-print/design/photobox-spec'

/**
 * The photo-box configurator's URL (/{locale}/configurator-photobox?photoboxDesignType=dt41
 * &photoboxType=standard&photoboxFormat=10x15&photoboxMaterial=photo-matt&quantity=20[&line=…]), the
 * spec's field names, so a configured box can be shared and reopened and the overview's tiles link
 * into it. Reading is forgiving like the calendar's: a value the range does not have falls back to the
 * default, a number of pictures off the step or over the format's box is brought to the nearest one
 * that is sold. The prints themselves are not in the URL: they live in the document (cart line).
 */
export type PhotoboxConfig = {
  designType: PhotoboxDesignKey
  type: PhotoboxTypeKey
  format: PhotoboxFormatKey
  material: PhotoboxMaterialKey
  /** Pictures in the box. */
  quantity: number
}

type Params = Record<string, string | string[] | undefined>

export const DEFAULT_PHOTOBOX_CONFIG: PhotoboxConfig = {
  designType: 'dt41',
  type: 'standard',
  format: '10x15',
  material: 'photo-matt',
  quantity: 20,
}

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value)

function pick<T extends string>(offered: readonly T[], value: string | undefined): T | undefined {
  return offered.find((key) => key === value)
}

/** The number of pictures sold nearest to `value` for a format: a step of 10 up to its box. */
export function soldQuantity(format: PhotoboxFormatKey, value: number): number {
  const max = PHOTOBOX_QUANTITY_MAX[format]
  const stepped = Math.round(value / PHOTOBOX_PRINT_STEP) * PHOTOBOX_PRINT_STEP
  return Math.min(max, Math.max(PHOTOBOX_PRINT_STEP, stepped))
}

/** The box the URL describes, every value checked against the range. */
export function readPhotoboxConfig(params: Params): PhotoboxConfig {
  const d = DEFAULT_PHOTOBOX_CONFIG
  const format = pick(PHOTOBOX_FORMAT_KEYS, first(params.photoboxFormat)) ?? d.format
  const raw = first(params.quantity)
  const quantity = raw !== undefined && /^\d{1,4}$/.test(raw) ? Number(raw) : d.quantity
  return {
    designType: pick(PHOTOBOX_DESIGN_KEYS, first(params.photoboxDesignType)) ?? d.designType,
    type: pick(PHOTOBOX_TYPE_KEYS, first(params.photoboxType)) ?? d.type,
    format,
    material: pick(PHOTOBOX_MATERIAL_KEYS, first(params.photoboxMaterial)) ?? d.material,
    quantity: soldQuantity(format, quantity),
  }
}

/** The query string of a configured box; every option is written, so a shared link is explicit. */
export function photoboxConfigSearch(
  config: PhotoboxConfig,
  extra: { line?: string | null; saved?: string | null } = {},
): string {
  const params = new URLSearchParams({
    photoboxDesignType: config.designType,
    photoboxType: config.type,
    photoboxFormat: config.format,
    photoboxMaterial: config.material,
    quantity: String(config.quantity),
  })
  // A cart line is reopened by its line, an autosaved box by its saved design (ADR 0102).
  if (extra.line) params.set('line', extra.line)
  else if (extra.saved) params.set('saved', extra.saved)
  return `?${params.toString()}`
}

/** A tile's link: only what the tile shows (type, format, material); the rest takes its default. */
export function photoboxEntrySearch(entry: Partial<Omit<PhotoboxConfig, 'quantity'>>): string {
  const params = new URLSearchParams()
  if (entry.designType) params.set('photoboxDesignType', entry.designType)
  if (entry.type) params.set('photoboxType', entry.type)
  if (entry.format) params.set('photoboxFormat', entry.format)
  if (entry.material) params.set('photoboxMaterial', entry.material)
  const query = params.toString()
  return query ? `?${query}` : ''
}

export function photoboxSpecOf(config: PhotoboxConfig): PhotoboxSpec {
  return { ...config }
}

export function photoboxConfigOfSpec(spec: PhotoboxSpec): PhotoboxConfig {
  return {
    designType: spec.designType,
    type: spec.type,
    format: spec.format,
    material: spec.material,
    quantity: spec.quantity,
  }
}

/** The /price-api/prices/photoboxes query of a box: its prices for every number of pictures. */
export function photoboxPriceSearch(config: PhotoboxConfig, currency: string): string {
  return new URLSearchParams({
    photoboxType: config.type,
    photoboxFormat: config.format,
    photoboxMaterial: config.material,
    currency,
  }).toString()
}
