import { z } from 'zod'
import { paletteSchema } from './colors'
import { checkDocument } from './document-checks'
import { DesignDocumentError, formatIssues } from './errors'
import { formatSchema } from './format'
import { idSchema } from './layer-base'
import { fontFamilySchema, fontWeightSchema } from './layers'
import { DESIGN_LIMITS } from './limits'
import { pageSchema } from './page'
import { calendarSpecSchema } from './calendar-spec'
import { photobookSpecSchema } from './photobook-spec'
import { photoboxSpecSchema } from './photobox-spec'
import { photoPrintsSpecSchema } from './photo-prints-spec'
import { collageSpecSchema } from './collage-spec'
import { wallArtSpecSchema } from './wall-art-spec'

/**
 * The card design document: what the editor edits, the cart stores, the print PDF and the preview
 * images are rendered from. It is plain JSON with no canvas types so that server code can read it
 * without a browser; Konva, SVG and pdf-lib are three drawings of the same data (ADR 0005).
 *
 * Changing the shape means: bump CURRENT_SCHEMA_VERSION, add a migration in migrations.ts, keep the
 * old shape readable. Stored documents are never rewritten in place; they are migrated when read.
 */
export const CURRENT_SCHEMA_VERSION = 2

export const fontSpecSchema = z.strictObject({
  family: fontFamilySchema,
  weights: z.array(fontWeightSchema).min(1, 'list at least one weight'),
  italic: z.boolean().describe('Italic faces of these weights are needed too'),
})

/**
 * The guest list a personalised design prints with (ADR 0015). Optional and additive, so every v2
 * document stays valid; they travel with the document into saved designs, cart and order snapshots,
 * where the print job reads them to render one set per guest.
 */
const guestListFields = {
  guestListId: z.uuid().optional().describe('Guest list (POST /web-api/guest-lists) merged into the design'),
  guestMapping: z
    .record(z.string().min(1).max(80), z.string().max(200).nullable())
    .refine((m) => Object.keys(m).length <= 100, 'a guest mapping names at most 100 fields')
    .optional()
    .describe('Placeholder name → guest-list column that fills it (null: left unfilled)'),
}

export const designDocumentSchema = z
  .strictObject({
    schemaVersion: z.literal(CURRENT_SCHEMA_VERSION, {
      error: `schemaVersion must be ${CURRENT_SCHEMA_VERSION}; read older documents with migrateDocument`,
    }),
    id: idSchema,
    format: formatSchema,
    palette: paletteSchema,
    fonts: z
      .array(fontSpecSchema)
      .max(DESIGN_LIMITS.maxFonts, `a design uses at most ${DESIGN_LIMITS.maxFonts} font families`)
      .describe('Font faces the renderers must load or embed'),
    pages: z
      .array(pageSchema)
      .min(1, 'a design needs at least one page')
      .max(DESIGN_LIMITS.maxProductPages, `a design has at most ${DESIGN_LIMITS.maxProductPages} pages`),
    ...guestListFields,
    /**
     * Wall art (ADR 0058): optional and additive like the guest list, so no version bump. With it the
     * document is one photo on one page whose format the spec decides (see wall-art.ts).
     */
    wallArt: wallArtSpecSchema.optional().describe('Wall art: size, material, frame or canvas edge'),
    /**
     * Calendars and photo books (ADR 0068): optional and additive like wallArt. With one of them the
     * pages and their sizes are what the spec makes (calendar.ts, photobook.ts); see document-checks.
     */
    calendar: calendarSpecSchema.optional().describe('Calendar: format, months, holidays, persons, dates'),
    photobook: photobookSpecSchema.optional().describe('Photo book: type, format, cover, paper, page count'),
    /**
     * Photo boxes, photo prints and collages (ADR 0079): optional and additive like the others. A box
     * is its lid and prints, photo prints one print page per item; a collage also carries `wallArt`,
     * whose material, size and frame it is priced and printed by.
     */
    photobox: photoboxSpecSchema
      .optional()
      .describe('Photo box: design, type, print format, material, prints'),
    photoPrints: photoPrintsSpecSchema
      .optional()
      .describe('Photo prints: format, paper, border, copies per print'),
    collage: collageSpecSchema
      .optional()
      .describe('Collage: design, layout, spacing, background, material mode'),
  })
  .superRefine((doc, ctx) => {
    for (const issue of checkDocument(doc)) ctx.addIssue({ code: 'custom', ...issue })
  })
  .describe('Versioned card design document')

export type DesignDocument = z.output<typeof designDocumentSchema>
/** What builders and hand-written fixtures may omit: every field with a default. */
export type DesignDocumentInput = z.input<typeof designDocumentSchema>
export type FontSpec = z.output<typeof fontSpecSchema>

/** Parses a document of the current version; use migrateDocument for anything read from storage. */
export function parseDesignDocument(input: unknown): DesignDocument {
  const result = designDocumentSchema.safeParse(input)
  if (!result.success) {
    throw new DesignDocumentError('invalid-document', 'The design document is not valid.', {
      issues: formatIssues(result.error),
    })
  }
  return result.data
}

export type { Color, Palette } from './colors'
export type { Format, FormatInput, Fold, Orientation, CutShape } from './format'
export type { Crop } from './layer-base'
export type { Layer, LayerInput, LayerType, TextLayer, PhotoLayer, ClipartLayer } from './layers'
export type { ArtworkLayer, FrameLayer, QrLayer, ShapeLayer, CalendarGridLayer } from './layers'
export type { Page, PageInput, PageRole, Background } from './page'
