import { z } from 'zod'
import { colorSchema } from './colors'
import { DESIGN_LIMITS as L } from './limits'
import { QR_RULES } from './qr-rules'
import {
  assetIdSchema,
  catalogueIdSchema,
  cropSchema,
  labelSchema,
  layerBaseShape,
  printableText,
} from './layer-base'

/** Family names end up in CSS, SVG attributes and PDF font lookups; a strict charset keeps them inert. */
export const fontFamilySchema = z
  .string()
  .regex(/^[A-Za-z0-9][A-Za-z0-9 -]{0,63}$/, 'font family must be letters, digits, spaces and dashes')
export const fontWeightSchema = z
  .number()
  .int()
  .min(100, 'font weight must be 100–900')
  .max(900, 'font weight must be 100–900')
  .multipleOf(100, 'font weight must be a multiple of 100')
/**
 * Refined (foiled or relief-varnished) when the card line has a refinement (ADR 0082): the print file
 * puts the element on the refinement's spot colour instead of process colour. Absent on every older
 * document, which reads as "not refined"; without a refinement on the line the flag changes nothing.
 */
const foil = z
  .boolean()
  .optional()
  .describe('Printed in the refinement (foil, relief) the line is ordered with')

export const TEXT_ALIGNS = ['left', 'center', 'right', 'justify'] as const
export const VERTICAL_ALIGNS = ['top', 'middle', 'bottom'] as const

export const textLayerSchema = z.strictObject({
  ...layerBaseShape,
  type: z.literal('text'),
  foil,
  content: printableText(L.maxTextLength, 'Text').describe('Text with {{Placeholder}} fields'),
  fontFamily: fontFamilySchema,
  fontSizePt: z
    .number({ error: 'font size must be a number of points' })
    .min(L.minFontSizePt, `font size must be between ${L.minFontSizePt} and ${L.maxFontSizePt} pt`)
    .max(L.maxFontSizePt, `font size must be between ${L.minFontSizePt} and ${L.maxFontSizePt} pt`),
  fontWeight: fontWeightSchema.default(400),
  italic: z.boolean().default(false),
  color: colorSchema,
  align: z.enum(TEXT_ALIGNS).default('left'),
  verticalAlign: z.enum(VERTICAL_ALIGNS).default('top'),
  lineHeight: z
    .number()
    .min(L.minLineHeight, `line height must be between ${L.minLineHeight} and ${L.maxLineHeight}`)
    .max(L.maxLineHeight, `line height must be between ${L.minLineHeight} and ${L.maxLineHeight}`)
    .default(1.2)
    .describe('Multiple of the font size'),
  letterSpacingEm: z
    .number()
    .min(
      L.minLetterSpacingEm,
      `letter spacing must be between ${L.minLetterSpacingEm} and ${L.maxLetterSpacingEm} em`,
    )
    .max(
      L.maxLetterSpacingEm,
      `letter spacing must be between ${L.minLetterSpacingEm} and ${L.maxLetterSpacingEm} em`,
    )
    .default(0)
    .describe('Extra space between letters as a fraction of the font size (0.05 = 5 %)'),
  maxLines: z
    .number()
    .int()
    .min(1)
    .max(L.maxLinesPerText)
    .optional()
    .describe('Cut off after this many lines'),
  autoShrink: z.boolean().optional().describe('Shrink the font (not below the minimum) until the text fits'),
})

export const PHOTO_SHAPES = ['rect', 'ellipse', 'rounded'] as const
export const photoLayerSchema = z.strictObject({
  ...layerBaseShape,
  type: z.literal('photo'),
  assetId: assetIdSchema.optional().describe('Absent while the slot is empty'),
  crop: cropSchema,
  placeholderLabel: labelSchema.describe('Shown in the empty slot, e.g. "Ihr Foto"'),
  shape: z.enum(PHOTO_SHAPES).default('rect'),
  cornerRadiusMm: z.number().min(0).max(L.maxCornerRadiusMm).optional().describe('For shape rounded'),
})

export const clipartLayerSchema = z.strictObject({
  ...layerBaseShape,
  type: z.literal('clipart'),
  foil,
  motifId: catalogueIdSchema,
  colors: z.array(colorSchema).max(L.maxMotifColors).describe('Recolouring of the motif colour slots'),
})

export const artworkSourceSchema = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('asset'), assetId: assetIdSchema }),
  z.strictObject({ kind: z.literal('builtin'), vectorId: catalogueIdSchema }),
])
export const artworkLayerSchema = z.strictObject({
  ...layerBaseShape,
  type: z.literal('artwork'),
  source: artworkSourceSchema.describe("Customer's uploaded layout/logo or a built-in vector"),
})

const strokeMm = z
  .number()
  .gt(0, 'stroke must be greater than 0 mm')
  .max(L.maxStrokeMm, `stroke must be at most ${L.maxStrokeMm} mm`)

export const frameLayerSchema = z.strictObject({
  ...layerBaseShape,
  type: z.literal('frame'),
  foil,
  frameId: catalogueIdSchema,
  color: colorSchema,
  strokeMm,
})

/**
 * What a QR code encodes (ADR 0097): `guest-rsvp` the household's personal short link from the guest
 * list's RSVP column, one code per printed card; `url` one fixed web address (an event page). Absent
 * on documents written before the choice existed, which keep their free text (qr-checks.ts).
 */
export const QR_SOURCES = ['guest-rsvp', 'url'] as const
export type QrSource = (typeof QR_SOURCES)[number]

export const qrLayerSchema = z.strictObject({
  ...layerBaseShape,
  type: z.literal('qr'),
  data: printableText(L.maxQrDataLength, 'QR data')
    .min(1, 'QR data cannot be empty')
    .describe('Encoded text or URL, may contain {{Placeholder}} fields'),
  color: colorSchema,
  source: z
    .enum(QR_SOURCES)
    .optional()
    .describe("guest-rsvp: each card's household link ({{RSVP-Link}}); url: one fixed http(s) address"),
  quietZoneModules: z
    .number()
    .int('the quiet zone is a whole number of modules')
    .min(
      QR_RULES.minQuietModules,
      `the quiet zone must be ${QR_RULES.minQuietModules}–${QR_RULES.maxQuietModules} modules`,
    )
    .max(
      QR_RULES.maxQuietModules,
      `the quiet zone must be ${QR_RULES.minQuietModules}–${QR_RULES.maxQuietModules} modules`,
    )
    .optional()
    .describe(`White border in modules; absent: ${QR_RULES.olderQuietModules} (older documents)`),
})

export const SHAPE_KINDS = ['rect', 'ellipse', 'line'] as const
export const shapeLayerSchema = z.strictObject({
  ...layerBaseShape,
  type: z.literal('shape'),
  foil,
  /** A line runs horizontally through the middle of its box; rotation gives every other angle. */
  shape: z.enum(SHAPE_KINDS),
  fill: colorSchema.optional(),
  stroke: z.strictObject({ color: colorSchema, widthMm: strokeMm }).optional(),
  cornerRadiusMm: z.number().min(0).max(L.maxCornerRadiusMm).optional().describe('For shape rect'),
})

/**
 * A calendar's month grid (ADR 0068): one layer drawn from data by all three renderers through
 * `calendarGridDrawing`, not expanded into text and line layers. A family planner month is 31 rows
 * by up to 7 columns; expanded it would pass the layer limit, bloat every snapshot and let the shopper
 * break a single cell. Which month it shows follows from its page (see calendar.ts).
 */
export const CALENDAR_GRID_STYLES = ['month-grid', 'month-list', 'planner', 'year'] as const
export type CalendarGridStyle = (typeof CALENDAR_GRID_STYLES)[number]
export const CALENDAR_GRID_MAX_FONT_PT = 36

export const calendarGridLayerSchema = z.strictObject({
  ...layerBaseShape,
  type: z.literal('calendar-grid'),
  style: z
    .enum(CALENDAR_GRID_STYLES)
    .describe('month-grid, month-list, planner (one column per person) or year'),
  fontFamily: fontFamilySchema,
  fontWeight: fontWeightSchema.default(400),
  fontSizePt: z
    .number({ error: 'font size must be a number of points' })
    .min(L.minFontSizePt, `font size must be between ${L.minFontSizePt} and ${CALENDAR_GRID_MAX_FONT_PT} pt`)
    .max(
      CALENDAR_GRID_MAX_FONT_PT,
      `font size must be between ${L.minFontSizePt} and ${CALENDAR_GRID_MAX_FONT_PT} pt`,
    )
    .describe('Size of the day numbers; names and dates are drawn smaller'),
  color: colorSchema,
  accentColor: colorSchema.describe('Sundays and holidays'),
  lineColor: colorSchema.optional().describe('Grid lines; absent: no lines'),
  showWeekNumbers: z.boolean().default(false).describe('ISO week numbers (weeks starting Monday only)'),
  showHolidayNames: z.boolean().default(true),
})

export const layerSchema = z.discriminatedUnion('type', [
  textLayerSchema,
  photoLayerSchema,
  clipartLayerSchema,
  artworkLayerSchema,
  frameLayerSchema,
  qrLayerSchema,
  shapeLayerSchema,
  calendarGridLayerSchema,
])

export type Layer = z.output<typeof layerSchema>
/** The layers that can be refined: vector ink, never a photo, a QR code or a calendar grid. */
export type FoilLayer = Extract<Layer, { foil?: boolean }>
export const FOIL_LAYER_TYPES = [
  'text',
  'clipart',
  'frame',
  'shape',
] as const satisfies readonly FoilLayer['type'][]
export function canBeFoiled(layer: Layer): layer is FoilLayer {
  return (FOIL_LAYER_TYPES as readonly string[]).includes(layer.type)
}
/** Whether the layer prints in the refinement; only meaningful when the line has one. */
export const isFoiled = (layer: Layer): boolean => canBeFoiled(layer) && layer.foil === true
export type LayerInput = z.input<typeof layerSchema>
export type LayerType = Layer['type']
export type TextLayer = z.output<typeof textLayerSchema>
export type PhotoLayer = z.output<typeof photoLayerSchema>
export type ClipartLayer = z.output<typeof clipartLayerSchema>
export type ArtworkLayer = z.output<typeof artworkLayerSchema>
export type FrameLayer = z.output<typeof frameLayerSchema>
export type QrLayer = z.output<typeof qrLayerSchema>
export type ShapeLayer = z.output<typeof shapeLayerSchema>
export type CalendarGridLayer = z.output<typeof calendarGridLayerSchema>
