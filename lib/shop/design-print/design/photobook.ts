import { collectFonts } from './collect-fonts'
import { paletteRef } from './color-refs'
import { aspectCrop, sourceAspect } from './crop-fit'
import { CURRENT_SCHEMA_VERSION, parseDesignDocument, type DesignDocument } from './document'
import type { DesignDocumentInput } from './document'
import { DesignDocumentError } from './errors'
import { orientationOf, ptToMm, type Box } from './geometry'
import type { Layer, PhotoLayer, TextLayer } from './layers'
import type { Page, PageInput } from './page'
import {
  applyPageLayout,
  layoutBoxes,
  newCaption,
  newSlot,
  type PageLayoutKey,
  type PageSide,
} from './photobook-layouts'
import {
  photobookCoverLayout,
  photobookFormatKey,
  photobookLayout,
  type PhotobookCoverLayout,
  type PhotobookSpec,
} from './photobook-spec'

export * from './photobook-spec'

/**
 * Photo-book documents (ADR 0068): an ordinary v2 design document whose format is one inner page,
 * with a `book-cover` page (back, spine, front side by side at the size the spine makes) and one
 * `spread` page of two pages' width per pair of pages. Page k of the book is the left half of spread
 * ⌈k/2⌉ for even k, the right half for odd k; the binder adds the endpapers.
 */

export const PHOTOBOOK_COVER_ID = 'cover'
export const SPINE_TEXT_ID = 'spine-text'
export const spreadId = (n: number) => `spread-${n}`

export type PhotobookPalette = { paper: string; ink: string; accent: string }

export interface PhotobookTemplate {
  palette: PhotobookPalette
  fontFamily: string
  /** The book's title on the cover and spine, e.g. the design's name. */
  title: string
  /** Layouts of the inner pages in turn (left, right, left, …), repeated through the book. */
  pageLayouts: readonly PageLayoutKey[]
}

const COVER_PAD_MM = 12

function textLayer(
  id: string,
  name: string,
  box: Box,
  content: string,
  sizePt: number,
  t: PhotobookTemplate,
) {
  const layer: TextLayer = {
    ...newCaption(id, box, { fontFamily: t.fontFamily, color: paletteRef('ink') }),
    name,
    content,
    fontSizePt: sizePt,
  }
  return layer
}

/** The spine text: the title turned 90° (reads top to bottom), centred on the spine. */
function spineText(cover: PhotobookCoverLayout, content: string, t: PhotobookTemplate): TextLayer {
  const { spine } = cover
  const length = spine.height * 0.8
  const thickness = spine.width * 0.7
  const sizePt = Math.max(4, Math.min(14, Math.floor((spine.width * 0.5) / ptToMm(1))))
  return {
    ...textLayer(
      SPINE_TEXT_ID,
      'Buchrücken',
      { x: 0, y: 0, width: length, height: thickness },
      content,
      sizePt,
      t,
    ),
    x: spine.x + spine.width / 2 - length / 2,
    y: spine.y + spine.height / 2 - thickness / 2,
    rotation: 90,
  }
}

function coverPage(spec: PhotobookSpec, t: PhotobookTemplate): PageInput {
  const cover = photobookCoverLayout(spec)
  const { front } = cover
  const photo = {
    x: front.x + COVER_PAD_MM,
    y: front.y + COVER_PAD_MM,
    width: front.width - 2 * COVER_PAD_MM,
    height: front.height * 0.7 - COVER_PAD_MM,
  }
  const titleBox = {
    x: photo.x,
    y: photo.y + photo.height + 4,
    width: photo.width,
    height: front.height * 0.18,
  }
  const layers: Layer[] = [
    newSlot(`${PHOTOBOOK_COVER_ID}-photo-1`, photo, 1),
    { ...textLayer(`${PHOTOBOOK_COVER_ID}-title`, 'Titel', titleBox, t.title, 24, t), fontWeight: 700 },
  ]
  if (photobookLayout(spec).spineText) layers.push(spineText(cover, t.title, t))
  return {
    id: PHOTOBOOK_COVER_ID,
    role: 'book-cover',
    sizeMm: cover.sizeMm,
    background: { kind: 'color', color: paletteRef('paper') },
    layers,
  }
}

function spreadPage(n: number, spec: PhotobookSpec, t: PhotobookTemplate): PageInput {
  const { pageWidthMm: w, pageHeightMm: h, spreadSizeMm } = photobookLayout(spec)
  const id = spreadId(n)
  const layers = (['left', 'right'] as const).flatMap((side, s) => {
    const key = t.pageLayouts[(2 * (n - 1) + s) % t.pageLayouts.length] ?? 'p1-margin'
    const boxes = layoutBoxes(key, side, w, h)
    const slots = boxes.slots.map((box, i) => newSlot(`${id}-${side}-photo-${i + 1}`, box, i + 1))
    const style = { fontFamily: t.fontFamily, color: paletteRef('ink') }
    const text = boxes.text ? [newCaption(`${id}-${side}-text-1`, boxes.text, style)] : []
    return [...slots, ...text]
  })
  return {
    id,
    role: 'spread',
    sizeMm: spreadSizeMm,
    background: { kind: 'color', color: paletteRef('paper') },
    layers,
  }
}

function buildDocument(spec: PhotobookSpec, t: PhotobookTemplate, id: string): DesignDocumentInput {
  const layout = photobookLayout(spec)
  const pages = [
    coverPage(spec, t),
    ...Array.from({ length: layout.spreadCount }, (_, i) => spreadPage(i + 1, spec, t)),
  ]
  return {
    schemaVersion: CURRENT_SCHEMA_VERSION,
    id,
    format: {
      key: photobookFormatKey(spec),
      trimWidthMm: layout.pageWidthMm,
      trimHeightMm: layout.pageHeightMm,
      bleedMm: layout.bleedMm,
      safeMarginMm: layout.safeMarginMm,
      fold: 'none',
      orientation: orientationOf({ width: layout.pageWidthMm, height: layout.pageHeightMm }),
      cut: 'rect',
      cornerRadiusMm: 0,
    },
    palette: { ...t.palette },
    fonts: collectFonts(pages, [{ family: t.fontFamily, weights: [400, 700], italic: false }]),
    pages,
    photobook: spec,
  }
}

/** A new photo book of this spec in the template's look; throws DesignDocumentError for a bad spec. */
export function newPhotobookDocument(
  spec: PhotobookSpec,
  template: PhotobookTemplate,
  id: string,
): DesignDocument {
  return parseDesignDocument(buildDocument(spec, template, id))
}

/** Whether a page carries anything of the shopper's: a placed photo or a text with content. */
export function hasContent(page: Pick<Page, 'layers'>): boolean {
  return page.layers.some(
    (l) =>
      (l.type === 'photo' && l.assetId !== undefined) ||
      (l.type === 'text' && l.content.trim() !== '') ||
      (l.type !== 'photo' && l.type !== 'text'),
  )
}

/** A layer moved and resized by a map of boxes; a placed photo's crop follows the new aspect. */
function refit<L extends Layer>(layer: L, box: Box): L {
  if (layer.type !== 'photo' || layer.assetId === undefined) return { ...layer, ...box }
  const crop = aspectCrop(layer.crop, sourceAspect(layer.crop, layer), box)
  return { ...(layer as PhotoLayer), ...box, crop } as L
}

/** The cover panel a layer's centre is in, and where the same relative spot is on another cover. */
function coverMover(from: PhotobookCoverLayout, to: PhotobookCoverLayout) {
  return (layer: Layer): Box => {
    const cx = layer.x + layer.width / 2
    const panel = cx < from.spine.x ? 'back' : cx <= from.spine.x + from.spine.width ? 'spine' : 'front'
    const a = from[panel]
    const b = to[panel]
    const sx = panel === 'spine' ? 1 : b.width / a.width
    const sy = b.height / a.height
    const x =
      panel === 'spine'
        ? b.x + b.width / 2 + (cx - a.x - a.width / 2) - layer.width / 2
        : b.x + (layer.x - a.x) * sx
    const width = panel === 'spine' ? layer.width : layer.width * sx
    return { x, y: b.y + (layer.y - a.y) * sy, width, height: layer.height * sy }
  }
}

/**
 * The same book in another spec. Page count: empty spreads are added at the end, and only empty ones
 * are taken away (the UI asks first; a spread with photos or text refuses with an error naming it).
 * Spine and cover: every cover layer keeps its place on its panel (back, spine or front), so the front
 * moves with a wider spine. Format: layers scale with the page and crops follow their slots.
 */
export function applyPhotobookSpec(
  doc: DesignDocument,
  spec: PhotobookSpec,
  template: PhotobookTemplate = photobookTemplateOfDocument(doc),
): DesignDocument {
  const old = doc.photobook
  if (!old) throw new Error('applyPhotobookSpec needs a photo-book document')
  const fresh = buildDocument(spec, template, doc.id)
  const before = photobookLayout(old)
  const after = photobookLayout(spec)
  const spreads = doc.pages.slice(1)
  const dropped = spreads.slice(after.spreadCount).filter(hasContent)
  if (dropped.length > 0) {
    throw new DesignDocumentError('invalid-document', 'The book would lose pages with photos or text.', {
      issues: dropped.map((page) => `photobook.pageCount: ${page.id} is not empty`),
    })
  }
  const sx = after.pageWidthMm / before.pageWidthMm
  const sy = after.pageHeightMm / before.pageHeightMm
  const freshPages = fresh.pages as Page[]
  const move = coverMover(photobookCoverLayout(old), photobookCoverLayout(spec))
  const [oldCover] = doc.pages
  const cover: Page = {
    ...(freshPages[0] as Page),
    background: oldCover?.background ?? { kind: 'color', color: paletteRef('paper') },
    layers: (oldCover?.layers ?? []).map((layer) => refit(layer, move(layer))),
  }
  if (after.spineText && !cover.layers.some((l) => l.id === SPINE_TEXT_ID)) {
    cover.layers.push(spineText(photobookCoverLayout(spec), template.title, template))
  }
  const inner = Array.from({ length: after.spreadCount }, (_, i): Page => {
    const page = spreads[i]
    const made = freshPages[i + 1] as Page
    if (!page) return made
    const layers = page.layers.map((l) =>
      refit(l, { x: l.x * sx, y: l.y * sy, width: l.width * sx, height: l.height * sy }),
    )
    return { ...page, sizeMm: after.spreadSizeMm, layers }
  })
  const pages = [cover, ...inner]
  return parseDesignDocument({ ...fresh, palette: doc.palette, fonts: collectFonts(pages, doc.fonts), pages })
}

/** The look a book was made in, read back from it: palette, the cover's font and title. */
export function photobookTemplateOfDocument(doc: DesignDocument): PhotobookTemplate {
  const title = doc.pages[0]?.layers.find(
    (l): l is TextLayer => l.type === 'text' && l.id === `${PHOTOBOOK_COVER_ID}-title`,
  )
  const anyText = doc.pages.flatMap((p) => p.layers).find((l): l is TextLayer => l.type === 'text')
  const p = doc.palette
  return {
    palette: { paper: p.paper ?? '#ffffff', ink: p.ink ?? '#1f1f1f', accent: p.accent ?? '#1f1f1f' },
    fontFamily: (title ?? anyText)?.fontFamily ?? 'Inter',
    title: title?.content ?? '',
    pageLayouts: ['p1-margin'],
  }
}

/** Re-exported for the editor's layout action: the page's style for a new caption. */
export function applyPhotobookPageLayout(
  doc: DesignDocument,
  pageId: string,
  side: PageSide,
  key: PageLayoutKey,
): DesignDocument {
  const spec = doc.photobook
  if (!spec) throw new Error('applyPhotobookPageLayout needs a photo-book document')
  const width = photobookLayout(spec).pageWidthMm
  const caption = doc.pages.flatMap((p) => p.layers).find((l): l is TextLayer => l.type === 'text')
  const style = { fontFamily: caption?.fontFamily ?? 'Inter', color: caption?.color ?? paletteRef('ink') }
  const pages = doc.pages.map((page) =>
    page.id === pageId ? applyPageLayout(page, side, key, width, style) : page,
  )
  return parseDesignDocument({ ...doc, pages })
}
