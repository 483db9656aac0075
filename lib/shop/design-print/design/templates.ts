import type { z } from 'zod'
import type { Color, Palette } from './colors'
import { collectFonts } from './collect-fonts'
import { parseDesignDocument, CURRENT_SCHEMA_VERSION, type DesignDocument, type FontSpec } from './document'
import type { Format } from './format'
import { STANDARD_FORMATS, standardFormat, type StandardFormatKey } from './formats'
import { FULL_CROP } from './layer-base'
import type {
  artworkLayerSchema,
  clipartLayerSchema,
  frameLayerSchema,
  LayerInput,
  photoLayerSchema,
  qrLayerSchema,
  shapeLayerSchema,
  textLayerSchema,
} from './layers'
import type { Background, PageInput, PageRole } from './page'

/**
 * Builders for catalogue templates. A seed script describes a design in a few lines, leaves ids,
 * names, fonts and defaults to the builders, and gets a validated document back (or an error naming
 * the bad field), so hundreds of parametric designs can be generated without hand-written JSON.
 */

type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never
/** A layer before createDocument has numbered it: id and name are optional. */
export type LayerDraft = DistributiveOmit<LayerInput, 'id' | 'name'> & { id?: string; name?: string }
type Draft<S extends z.ZodType> = Omit<z.input<S>, 'id' | 'name' | 'type'> & { id?: string; name?: string }
type Optional<T, K extends keyof T> = Omit<T, K> & Partial<Pick<T, K>>

export type PageDraft = Omit<PageInput, 'id' | 'layers' | 'background'> & {
  id?: string
  background?: Background
  layers?: LayerDraft[]
}

export const DEFAULT_FONT_FAMILY = 'Inter'
export const DEFAULT_TEXT_COLOR: Color = '#1f1f1f'
export const WHITE_BACKGROUND: Background = { kind: 'color', color: '#ffffff' }

export function textLayer(
  draft: Optional<Draft<typeof textLayerSchema>, 'fontFamily' | 'fontSizePt' | 'color'>,
): LayerDraft {
  return {
    fontFamily: DEFAULT_FONT_FAMILY,
    fontSizePt: 12,
    color: DEFAULT_TEXT_COLOR,
    ...draft,
    type: 'text',
  }
}

export function photoSlot(
  draft: Optional<Draft<typeof photoLayerSchema>, 'crop' | 'placeholderLabel'>,
): LayerDraft {
  return { crop: { ...FULL_CROP }, placeholderLabel: 'Ihr Foto', ...draft, type: 'photo' }
}

export function qrCode(draft: Optional<Draft<typeof qrLayerSchema>, 'color'>): LayerDraft {
  return { color: DEFAULT_TEXT_COLOR, ...draft, type: 'qr' }
}

export function shape(draft: Draft<typeof shapeLayerSchema>): LayerDraft {
  return { ...draft, type: 'shape' }
}

export function clipart(draft: Optional<Draft<typeof clipartLayerSchema>, 'colors'>): LayerDraft {
  return { colors: [], ...draft, type: 'clipart' }
}

export function artwork(draft: Draft<typeof artworkLayerSchema>): LayerDraft {
  return { ...draft, type: 'artwork' }
}

export function frame(draft: Optional<Draft<typeof frameLayerSchema>, 'color' | 'strokeMm'>): LayerDraft {
  return { color: DEFAULT_TEXT_COLOR, strokeMm: 0.5, ...draft, type: 'frame' }
}

export function page(role: PageRole, draft: Omit<PageDraft, 'role'> = {}): PageDraft {
  return { ...draft, role }
}

export type CreateDocumentOptions = {
  id: string
  format: StandardFormatKey | Format
  palette?: Palette
  /** Defaults to the format's standard pages, each white and empty. */
  pages?: PageDraft[]
  /** Extra faces to embed beyond those the text layers use (e.g. for the customer's font menu). */
  fonts?: FontSpec[]
}

export function createDocument(options: CreateDocumentOptions): DesignDocument {
  const format = typeof options.format === 'string' ? standardFormat(options.format) : options.format
  const roles =
    typeof options.format === 'string' ? STANDARD_FORMATS[options.format].roles : ['front' as const]
  const drafts = options.pages ?? roles.map((role) => page(role))
  const pages: PageInput[] = drafts.map((draft) => {
    const id = draft.id ?? draft.role
    const counts = new Map<string, number>()
    const layers = (draft.layers ?? []).map((layer): LayerInput => {
      const n = (counts.get(layer.type) ?? 0) + 1
      counts.set(layer.type, n)
      return {
        ...layer,
        id: layer.id ?? `${id}-${layer.type}-${n}`,
        name: layer.name ?? `${layer.type} ${n}`,
      }
    })
    return { ...draft, id, background: draft.background ?? WHITE_BACKGROUND, layers }
  })
  return parseDesignDocument({
    schemaVersion: CURRENT_SCHEMA_VERSION,
    id: options.id,
    format,
    palette: options.palette ?? {},
    fonts: collectFonts(pages, options.fonts ?? []),
    pages,
  })
}

// Lives apart so the design tool's browser code can use it without loading zod (ADR 0036).
export { collectFonts } from './collect-fonts'
