import { collectFonts } from '@/lib/shop/design-print/design/collect-fonts'
import type { DesignDocument } from '@/lib/shop/design-print/design/document'
import { ptToMm } from '@/lib/shop/design-print/design/geometry'
import type { Layer } from '@/lib/shop/design-print/design/layers'
import { DESIGN_LIMITS } from '@/lib/shop/design-print/design/limits'
import { PrintLayoutError } from './layout'

/**
 * The table plan poster (issue 31 point 7, ADR 0109): the catalogue poster of the invitation's theme
 * with its sample seating ("Tische") replaced by the event's tables, each a heading (the table) over
 * its guests, laid out in columns that fit the sheet. The text is written into the design, not merged:
 * the poster is one sheet, and the couple can still change any name in the design tool.
 */

type TextLayer = Extract<Layer, { type: 'text' }>

export interface PosterTable {
  /** "Tisch 3" or the table's name. */
  label: string
  /** The guests at the table, in the list's order. */
  names: readonly string[]
}

const isText = (layer: Layer): layer is TextLayer => layer.type === 'text'

/** Name sizes tried, largest first (pt); below the last one the layers shrink names on their own. */
const NAME_SIZES_PT = [28, 24, 20, 18, 16, 14, 12, 11, 10, 9, 8]
const MAX_COLUMNS = 6
/** A table heading is this much larger than the names under it. */
const HEADING_SCALE = 1.4
const LINE_HEIGHT = 1.2
/** Average glyph width as a share of the font size: a long name is measured, not rendered. */
const GLYPH_WIDTH = 0.52
/** A text layer and its heading per table, plus the poster's own layers. */
export const MAX_POSTER_TABLES = Math.floor((DESIGN_LIMITS.maxLayersPerPage - 10) / 2)

export interface PosterFit {
  columns: number
  namePt: number
  /** False when even the smallest size leaves a column too long: the names shrink in their boxes. */
  fits: boolean
  /** Tables per column, in order. */
  split: PosterTable[][]
}

const blockHeightMm = (table: PosterTable, namePt: number) =>
  ptToMm(namePt) * (HEADING_SCALE * LINE_HEIGHT + table.names.length * LINE_HEIGHT + 1)

/** Tables into `columns` columns in order, each column filled up to an even share of the lines. */
function splitColumns(tables: readonly PosterTable[], columns: number, namePt: number): PosterTable[][] {
  const total = tables.reduce((sum, t) => sum + blockHeightMm(t, namePt), 0)
  const target = total / columns
  const result: PosterTable[][] = [[]]
  let height = 0
  for (const table of tables) {
    const block = blockHeightMm(table, namePt)
    const current = result[result.length - 1]!
    if (current.length > 0 && height + block / 2 > target && result.length < columns) {
      result.push([table])
      height = block
    } else {
      current.push(table)
      height += block
    }
  }
  return result
}

/** The largest name size and fewest columns at which every column fits the box and every name its width. */
export function fitPoster(tables: readonly PosterTable[], box: { width: number; height: number }): PosterFit {
  const gap = box.width * 0.03
  for (const namePt of NAME_SIZES_PT) {
    for (let columns = 1; columns <= Math.min(MAX_COLUMNS, tables.length); columns++) {
      const width = (box.width - gap * (columns - 1)) / columns
      const split = splitColumns(tables, columns, namePt)
      const tall = split.some((col) => col.reduce((s, t) => s + blockHeightMm(t, namePt), 0) > box.height)
      const longest = Math.max(
        ...tables.flatMap((t) => [
          [...t.label].length * HEADING_SCALE,
          ...t.names.map((name) => [...name].length),
        ]),
      )
      const wide = longest * ptToMm(namePt) * GLYPH_WIDTH > width
      if (!tall && !wide) return { columns, namePt, fits: true, split }
    }
  }
  const smallest = NAME_SIZES_PT[NAME_SIZES_PT.length - 1]!
  const columns = Math.min(MAX_COLUMNS, tables.length)
  return { columns, namePt: smallest, fits: false, split: splitColumns(tables, columns, smallest) }
}

/**
 * The poster with the tables in place of its "Tische" box; "Text 1" (the couple) takes the event's
 * title and "Fußzeile" its date when given. Headings take the headline's font and colour, names the
 * body font of the box; every text shrinks on its own if a name is longer than measured.
 */
export function tablePlanLayout(
  doc: DesignDocument,
  tables: readonly PosterTable[],
  texts: { title?: string; date?: string } = {},
): { document: DesignDocument; fit: PosterFit } {
  const front = doc.pages[0]
  const box = front?.layers.find((l): l is TextLayer => isText(l) && l.name === 'Tische')
  const head = front?.layers.find((l): l is TextLayer => isText(l) && l.name === 'Überschrift')
  if (!front || !box || !head)
    throw new PrintLayoutError(`The catalogue design ${doc.id} has no Tische to fill`)
  const fit = fitPoster(tables, box)
  const gap = box.width * 0.03
  const columnWidth = (box.width - gap * (fit.columns - 1)) / fit.columns
  const name = ptToMm(fit.namePt)
  const headingPt = Math.round(fit.namePt * HEADING_SCALE * 2) / 2
  const placed: TextLayer[] = []
  fit.split.forEach((column, c) => {
    let y = box.y
    const x = box.x + c * (columnWidth + gap)
    // A column longer than the box (too many guests even at the smallest size) is squeezed into it:
    // its boxes get lower and their texts shrink to fit them, so nothing runs off the sheet.
    const length = column.reduce((sum, table) => sum + blockHeightMm(table, fit.namePt), 0)
    const squeeze = Math.min(1, box.height / length)
    for (const [t, table] of column.entries()) {
      const id = `plan-${c}-${t}`
      const headingHeight = name * HEADING_SCALE * LINE_HEIGHT * squeeze
      const namesHeight = Math.max(name * LINE_HEIGHT, table.names.length * name * LINE_HEIGHT) * squeeze
      placed.push(
        {
          ...head,
          id: `${id}-table`,
          name: `Tisch ${table.label}`.slice(0, DESIGN_LIMITS.maxLabelLength),
          content: table.label,
          x,
          y,
          width: columnWidth,
          height: headingHeight,
          fontSizePt: headingPt,
          align: 'center',
          verticalAlign: 'bottom',
          lineHeight: LINE_HEIGHT,
          autoShrink: true,
          maxLines: 1,
          foil: undefined,
          rotation: 0,
        },
        {
          ...box,
          id: `${id}-guests`,
          name: `Gäste ${table.label}`.slice(0, DESIGN_LIMITS.maxLabelLength),
          content: table.names.join('\n'),
          x,
          y: y + headingHeight,
          width: columnWidth,
          height: namesHeight,
          fontSizePt: fit.namePt,
          align: 'center',
          verticalAlign: 'top',
          lineHeight: LINE_HEIGHT,
          autoShrink: true,
          maxLines: undefined,
          rotation: 0,
        },
      )
      y += blockHeightMm(table, fit.namePt) * squeeze
    }
  })
  const layers = front.layers.flatMap((layer): Layer[] => {
    if (layer.id === box.id) return placed
    if (isText(layer) && layer.name === 'Text 1' && texts.title) return [{ ...layer, content: texts.title }]
    if (isText(layer) && layer.name === 'Fußzeile' && texts.date) return [{ ...layer, content: texts.date }]
    return [layer]
  })
  const pages = [{ ...front, layers }, ...doc.pages.slice(1)]
  return { document: { ...doc, pages, fonts: collectFonts(pages, doc.fonts) }, fit }
}
