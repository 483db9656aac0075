import { paletteNameOf, type Palette } from './colors'
import type { Fold, Format } from './format'
import { boxContains, bleedBox, insetBox, layerBounds, orientationOf, panelSize } from './geometry'
import { backgroundColors, layerColors } from './document-walk'
import type { Layer } from './layers'
import { DESIGN_LIMITS } from './limits'
import type { Page, PageRole } from './page'

export type DocumentIssue = { path: (string | number)[]; message: string }
type FontList = { family: string; weights: number[]; italic: boolean }[]
type CheckedDocument = { format: Format; palette: Palette; fonts: FontList; pages: Page[] }

const ROLES_BY_FOLD: Record<Fold, readonly PageRole[]> = {
  none: ['front', 'back', 'envelope'],
  vertical: ['front', 'back', 'inside-left', 'inside-right', 'envelope'],
  horizontal: ['front', 'back', 'inside-top', 'inside-bottom', 'envelope'],
  tent: ['front', 'back', 'inside-top', 'inside-bottom', 'envelope'],
}

/**
 * Rules that span several fields and so cannot live in one field's schema. Returned as data (not
 * thrown) so the editor can show them next to the offending layer while the customer works.
 */
export function checkDocument(doc: CheckedDocument): DocumentIssue[] {
  const issues: DocumentIssue[] = []
  const add = (path: (string | number)[], message: string) => issues.push({ path, message })
  const { format } = doc
  const panel = panelSize(format)

  if (orientationOf(panel) !== format.orientation) {
    add(
      ['format', 'orientation'],
      `a ${panel.width} × ${panel.height} mm page is ${orientationOf(panel)}, not ${format.orientation}`,
    )
  }
  if (format.safeMarginMm * 2 >= Math.min(panel.width, panel.height)) {
    add(['format', 'safeMarginMm'], 'the safe margin leaves no room on the page')
  }
  if (format.cut === 'ellipse' && format.fold !== 'none') {
    add(['format', 'cut'], 'an elliptical cut cannot be folded')
  }

  const pageIds = new Set<string>()
  const layerIds = new Set<string>()
  const roles = new Set<PageRole>()
  doc.pages.forEach((page, p) => {
    if (pageIds.has(page.id)) add(['pages', p, 'id'], `duplicate page id "${page.id}"`)
    pageIds.add(page.id)
    if (roles.has(page.role)) add(['pages', p, 'role'], `there is already a ${page.role} page`)
    roles.add(page.role)
    if (!ROLES_BY_FOLD[format.fold].includes(page.role)) {
      add(['pages', p, 'role'], `a card with fold "${format.fold}" has no ${page.role} page`)
    }
    if ((page.role === 'envelope') !== (page.sizeMm !== undefined)) {
      add(['pages', p, 'sizeMm'], 'the envelope page, and only it, needs its own size')
    }
    backgroundColors(page.background).forEach((color) => checkColor(color, ['pages', p, 'background']))

    const reach = insetBox(bleedBox(format, page), -DESIGN_LIMITS.offCanvasMarginMm)
    page.layers.forEach((layer, l) => {
      const path = ['pages', p, 'layers', l]
      if (layerIds.has(layer.id)) add([...path, 'id'], `duplicate layer id "${layer.id}"`)
      layerIds.add(layer.id)
      if (!boxContains(reach, layerBounds(layer))) {
        add(
          path,
          `layer "${layer.name}" lies outside the page; keep it within ${DESIGN_LIMITS.offCanvasMarginMm} mm of the bleed`,
        )
      }
      layerColors(layer).forEach((color) => checkColor(color, path))
      checkFont(layer, path)
    })
  })
  if (!roles.has('front')) add(['pages'], 'a design needs a front page')
  return issues

  function checkColor(color: string, path: (string | number)[]) {
    const name = paletteNameOf(color)
    if (name !== undefined && doc.palette[name] === undefined) {
      add(path, `colour ${color} is not in the palette`)
    }
  }

  // The PDF renderer embeds exactly the listed fonts, so a text in an unlisted face would print wrongly.
  function checkFont(layer: Layer, path: (string | number)[]) {
    if (layer.type !== 'text') return
    const ok = doc.fonts.some(
      (f) =>
        f.family === layer.fontFamily && f.weights.includes(layer.fontWeight) && (f.italic || !layer.italic),
    )
    if (!ok) {
      const face = `${layer.fontFamily} ${layer.fontWeight}${layer.italic ? ' italic' : ''}`
      add([...path, 'fontFamily'], `font ${face} is not listed in the document's fonts`)
    }
  }
}
