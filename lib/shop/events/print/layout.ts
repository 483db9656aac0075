import { collectFonts } from '@/lib/shop/design-print/design/collect-fonts'
import type { DesignDocument } from '@/lib/shop/design-print/design/document'
import type { Layer } from '@/lib/shop/design-print/design/layers'
import type { Page } from '@/lib/shop/design-print/design/page'

/**
 * The catalogue design of each printed piece, turned into a mail-merge design (issue 31 point 7, ADR
 * 0105): the generator names its text layers by role ("Name", "Überschrift", "Text 1"), so the
 * sample text of those layers becomes the list's field ({{Name}}, {{Tisch}} …). Everything else —
 * motif, colours, fonts — stays the catalogue's, and the couple can change any of it in the editor.
 */

type TextLayer = Extract<Layer, { type: 'text' }>

const isText = (layer: Layer): layer is TextLayer => layer.type === 'text'

/** The pages edited, and the font list with every face a new text layer uses (the document check asks it). */
function withPages(doc: DesignDocument, edit: (page: Page) => Page): DesignDocument {
  const pages = doc.pages.map(edit)
  return { ...doc, pages, fonts: collectFonts(pages, doc.fonts) }
}

/** Thrown when a catalogue design lacks the layer the piece's field goes into (a generator change). */
export class PrintLayoutError extends Error {}

function requireChanged(before: DesignDocument, after: DesignDocument, what: string): DesignDocument {
  if (JSON.stringify(before) === JSON.stringify(after)) {
    throw new PrintLayoutError(`The catalogue design ${before.id} has no ${what} text to fill`)
  }
  return after
}

/**
 * Place card: every "Name" text shows {{Name}}. With `withMeal`, a small line under the name shows
 * the guest's meal ({{Menü}}): the name keeps the upper three quarters of its box.
 */
export function placeCardLayout(doc: DesignDocument, withMeal: boolean): DesignDocument {
  const changed = withPages(doc, (page) => ({
    ...page,
    layers: page.layers.flatMap((layer): Layer[] => {
      if (!isText(layer) || layer.name !== 'Name') return [layer]
      const name = { ...layer, content: '{{Name}}' }
      if (!withMeal) return [name]
      const nameHeight = layer.height * 0.75
      return [
        { ...name, height: nameHeight },
        {
          ...layer,
          id: `${layer.id}-menu`.slice(0, 64),
          name: 'Menü',
          content: '{{Menü}}',
          y: layer.y + nameHeight,
          height: layer.height - nameHeight,
          fontFamily: 'Lato',
          fontWeight: 700,
          italic: false,
          fontSizePt: Math.min(9, layer.fontSizePt),
          letterSpacingEm: 0,
          color: 'palette:ink',
          verticalAlign: 'top',
          foil: undefined,
        },
      ]
    }),
  }))
  return requireChanged(doc, changed, 'Name')
}

/**
 * Table card: the headline ("Name", "Tisch 1" in the catalogue) shows {{Tisch}}, the line under it
 * the table's guests ({{Gäste}}, one a line). The guests get the larger part of the card: the
 * headline keeps a third of the two boxes' height.
 */
export function tableCardLayout(doc: DesignDocument): DesignDocument {
  const changed = withPages(doc, (page) => {
    const head = page.layers.find((l): l is TextLayer => isText(l) && l.name === 'Name')
    const body = page.layers.find((l): l is TextLayer => isText(l) && l.name === 'Text 1')
    if (!head || !body) return page
    const top = head.y
    const total = body.y + body.height - top
    const headHeight = total / 3
    return {
      ...page,
      layers: page.layers.map((layer) => {
        if (layer.id === head.id) return { ...head, content: '{{Tisch}}', y: top, height: headHeight }
        if (layer.id === body.id) {
          return {
            ...body,
            content: '{{Gäste}}',
            y: top + headHeight,
            height: total - headHeight,
            verticalAlign: 'top' as const,
            autoShrink: true,
          }
        }
        return layer
      }),
    }
  })
  return requireChanged(doc, changed, 'Tisch')
}

/**
 * Thank-you card: the catalogue front stays; the back (a postcard's writing side) gets the letter on
 * the left ({{Anrede}}, and the thanks in the household's du or Sie) and the address block on the
 * right ({{Anschrift}}), set in the font of the front's body text.
 */
export function thankYouLayout(doc: DesignDocument): DesignDocument {
  const style = doc.pages
    .flatMap((p) => p.layers)
    .find((l): l is TextLayer => isText(l) && l.name === 'Text 1')
  const back = doc.pages.find((p) => p.role === 'back')
  if (!style || !back) throw new PrintLayoutError(`The catalogue design ${doc.id} has no back to write on`)
  const width = doc.format.trimWidthMm
  const height = doc.format.trimHeightMm
  const margin = doc.format.safeMarginMm + 3
  const half = width / 2
  const text = (id: string, name: string, content: string, x: number, w: number): TextLayer => ({
    ...style,
    id,
    name,
    content,
    x,
    y: margin,
    width: w,
    height: height - 2 * margin,
    fontSizePt: 10,
    align: 'left',
    verticalAlign: id.endsWith('address') ? 'bottom' : 'top',
    autoShrink: true,
    foil: undefined,
    rotation: 0,
  })
  return withPages(doc, (page) =>
    page.id !== back.id
      ? page
      : {
          ...page,
          layers: [
            ...page.layers,
            text('back-thanks', 'Dank', '{{Anrede}},\n\n{{Dank}}', margin, half - 2 * margin),
            text('back-address', 'Anschrift', '{{Anschrift}}', half + margin, half - 2 * margin),
          ],
        },
  )
}

/** Outer sizes of the envelope each size class is (lib/shop/catalogue/seed/accessories.ts: C6, DL, square). */
export const ENVELOPE_SIZES_MM = {
  standard: { width: 162, height: 114 },
  compact: { width: 220, height: 110 },
  large: { width: 155, height: 155 },
  'pocketfold-sleeve': { width: 160, height: 160 },
} as const satisfies Record<string, { width: number; height: number }>

/**
 * Addressed envelope: the card keeps its pages and gets an envelope page of the envelope's size with
 * the address block ({{Anschrift}}) where the post reads it — right of the middle, in the lower half,
 * as a window envelope of DIN 5008 places it — in the ink and body font of the card. An envelope page
 * the design had already is replaced.
 */
export function envelopeLayout(doc: DesignDocument, size: { width: number; height: number }): DesignDocument {
  const texts = doc.pages.flatMap((p) => p.layers).filter(isText)
  const style = texts.find((l) => l.name !== 'Name' && l.name !== 'Überschrift') ?? texts[0]
  if (!style) throw new PrintLayoutError(`The design ${doc.id} has no text whose font the address could take`)
  const address: TextLayer = {
    ...style,
    id: 'envelope-address',
    name: 'Anschrift',
    content: '{{Anschrift}}',
    x: size.width * 0.5,
    y: size.height * 0.45,
    width: size.width * 0.44,
    height: size.height * 0.42,
    rotation: 0,
    opacity: 1,
    locked: false,
    hidden: false,
    fontSizePt: 11,
    fontWeight: 400,
    italic: false,
    color: 'palette:ink',
    align: 'left',
    verticalAlign: 'top',
    lineHeight: 1.25,
    letterSpacingEm: 0,
    autoShrink: true,
    maxLines: undefined,
    foil: undefined,
  }
  const envelope: Page = {
    id: 'envelope',
    role: 'envelope',
    sizeMm: { ...size },
    background: { kind: 'color', color: '#ffffff' },
    layers: [address],
  }
  const pages = [...doc.pages.filter((p) => p.role !== 'envelope'), envelope]
  return { ...doc, pages, fonts: collectFonts(pages, doc.fonts) }
}
