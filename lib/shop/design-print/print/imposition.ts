import type { DesignDocument } from '@/lib/shop/design-print/design/document'
import type { Fold } from '@/lib/shop/design-print/design/format'
import { pageSize, panelSize, type SizeMm } from '@/lib/shop/design-print/design/geometry'
import type { Page, PageRole } from '@/lib/shop/design-print/design/page'

/** One panel (page of the design) placed on its flat sheet: mm from the sheet's trim top-left. */
export interface PlacedPanel {
  page: Page
  xMm: number
  yMm: number
  /** Turned 180° about its centre: the back of a top-fold or tent card, whose top meets the fold. */
  upsideDown: boolean
}

/** A printed sheet: its trim size, the panels on it, and what production reads about it. */
export interface PrintSheet {
  sizeMm: SizeMm
  panels: readonly PlacedPanel[]
  /** Appended to the slug line: " · S. 3", " · Außen". */
  slugSuffix: string
  /** Where the sheet is folded, mm from the trim's left edge (a card's spine, a book cover's hinges). */
  foldLinesX: readonly number[]
  /** Horizontal folds, mm from the trim's top (a top-fold card, a hard cover's wrap). */
  foldLinesY: readonly number[]
}

/** Where a role sits on the sheet, in panels from the top-left. */
type Slot = { role: PageRole; column: number; row: number; upsideDown?: true }
type FoldPlan = {
  columns: number
  rows: number
  /** Printed in this order; a sheet none of whose roles the design has is left out. */
  sheets: readonly { name: string; slots: readonly Slot[] }[]
}

/** A top fold and a standing tent lie flat the same way: the fold across the sheet. */
const TOP_FOLD: FoldPlan = {
  columns: 1,
  rows: 2,
  sheets: [
    {
      name: 'Außen',
      slots: [
        { role: 'front', column: 0, row: 1 },
        { role: 'back', column: 0, row: 0, upsideDown: true },
      ],
    },
    {
      name: 'Innen',
      slots: [
        { role: 'inside-top', column: 0, row: 0 },
        { role: 'inside-bottom', column: 0, row: 1 },
      ],
    },
  ],
}

/**
 * How each fold lies flat (ADR 0083). A side fold opens like a book: back left of the spine, front
 * right. A top fold and a standing tent have their fold across the sheet: the front stands upright
 * below it and the back above it upside down, so both read the right way up once folded; the inside
 * of a top fold reads top to bottom as one page. A new fold kind (a trifold, a gate fold) is one
 * more entry here, not more drawing code.
 */
export const FOLD_PLANS: Record<Exclude<Fold, 'none'>, FoldPlan> = {
  vertical: {
    columns: 2,
    rows: 1,
    sheets: [
      {
        name: 'Außen',
        slots: [
          { role: 'front', column: 1, row: 0 },
          { role: 'back', column: 0, row: 0 },
        ],
      },
      {
        name: 'Innen',
        slots: [
          { role: 'inside-left', column: 0, row: 0 },
          { role: 'inside-right', column: 1, row: 0 },
        ],
      },
    ],
  },
  horizontal: TOP_FOLD,
  tent: TOP_FOLD,
}

/** A page printed on a sheet of its own size: a flat card's side, a calendar month, a print. */
export function singleSheet(doc: Pick<DesignDocument, 'format'>, page: Page, slugSuffix = ''): PrintSheet {
  return {
    sizeMm: pageSize(doc.format, page),
    panels: [{ page, xMm: 0, yMm: 0, upsideDown: false }],
    slugSuffix,
    foldLinesX: [],
    foldLinesY: [],
  }
}

/**
 * A folded card's pages imposed on its flat sheets (outside, then inside), with the fold marked.
 * Pages the plan has no place for (an envelope, which has a size of its own) follow as sheets of
 * their own. Flat formats print one sheet per page.
 */
export function imposeCard(doc: Pick<DesignDocument, 'format' | 'pages'>): PrintSheet[] {
  const { format } = doc
  if (format.fold === 'none') return doc.pages.map((page) => singleSheet(doc, page))
  const plan = FOLD_PLANS[format.fold]
  const panel = panelSize(format)
  const used = new Set<Page>()
  const sheets: PrintSheet[] = []
  for (const sheet of plan.sheets) {
    const panels: PlacedPanel[] = []
    for (const slot of sheet.slots) {
      const page = doc.pages.find((p) => p.role === slot.role && !used.has(p))
      if (!page) continue
      used.add(page)
      panels.push({
        page,
        xMm: slot.column * panel.width,
        yMm: slot.row * panel.height,
        upsideDown: slot.upsideDown === true,
      })
    }
    if (panels.length === 0) continue
    sheets.push({
      sizeMm: { width: format.trimWidthMm, height: format.trimHeightMm },
      panels,
      slugSuffix: ` · ${sheet.name}`,
      foldLinesX: Array.from({ length: plan.columns - 1 }, (_, i) => (i + 1) * panel.width),
      foldLinesY: Array.from({ length: plan.rows - 1 }, (_, i) => (i + 1) * panel.height),
    })
  }
  const loose = doc.pages.filter((page) => !used.has(page)).map((page) => singleSheet(doc, page))
  return [...sheets, ...loose]
}
