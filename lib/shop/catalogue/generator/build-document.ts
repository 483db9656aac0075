import type { DesignDocument } from '../../design-print/design/document'
import { STANDARD_FORMATS, standardFormat, type StandardFormatKey } from '../../design-print/design/formats'
import type { PageRole } from '../../design-print/design/page'
import { createDocument, page, type LayerDraft, type PageDraft } from '../../design-print/design/templates'
import type { AspectRatioKey } from '@/lib/model/design-keys'
import { requireDocumentFormat } from '../document-formats'
import { frontCard } from './front-card'
import type { Look } from './look'
import { OCCASION_TEXTS } from './occasion-texts'
import { insideText, menuFront, posterFront, quietPage, stickerFront, tableFront } from './other-pages'
import { documentPalette } from './palettes'
import { SLOTS, type SlotKey } from './slots'

export type BuiltDesign = {
  document: DesignDocument
  preset: StandardFormatKey
  aspect: AspectRatioKey
  hasPhoto: boolean
}

/** The inside page that gets the text: the right page of a book fold, the bottom of a top fold. */
const TEXT_INSIDE: readonly PageRole[] = ['inside-right', 'inside-bottom']

/** One product of a theme as a validated design document (createDocument throws on a bad one). */
export function buildDesign(id: string, look: Look, slotKey: SlotKey): BuiltDesign {
  const slot = SLOTS[slotKey]
  const aspect: AspectRatioKey = slot.aspect === 'look' ? look.aspect : slot.aspect
  const preset = requireDocumentFormat(slot.format, slot.productType, aspect)
  const format = standardFormat(preset)
  const plan = slot.text(OCCASION_TEXTS[look.occasion])
  const hasPhoto = look.withPhoto && slot.photo
  const paper = { kind: 'color', color: 'palette:paper' } as const

  const front = (): PageDraft => {
    switch (slot.layout) {
      case 'card': {
        const { background, layers } = frontCard(look, plan, format, hasPhoto)
        return page('front', { background, layers })
      }
      case 'menu':
        return page('front', { background: paper, layers: menuFront(look, plan, format) })
      case 'place':
      case 'table':
        return page('front', { background: paper, layers: tableFront(look, plan, format) })
      case 'sticker':
        return page('front', { background: paper, layers: stickerFront(look, plan, format) })
      case 'poster':
        return page('front', { background: paper, layers: posterFront(look, plan, format) })
    }
  }
  const frontPage = front()
  const other = (role: PageRole): PageDraft => {
    // Tent cards stand on the table with both sides in view, so the back repeats the front.
    if (format.fold === 'tent')
      return page(role, { background: frontPage.background, layers: frontPage.layers?.map(renamed(role)) })
    const layers: LayerDraft[] = TEXT_INSIDE.includes(role)
      ? insideText(look, plan, format)
      : quietPage(look, format, role === 'back' ? 'bottom' : 'center')
    return page(role, { background: paper, layers })
  }
  const pages = STANDARD_FORMATS[preset].roles.map((role) => (role === 'front' ? frontPage : other(role)))
  const document = createDocument({ id, format, palette: documentPalette(look.palette), pages })
  return { document, preset, aspect, hasPhoto }
}

/** Layer ids are unique per document, so a copied page gets its layers renumbered by createDocument. */
const renamed =
  (role: PageRole) =>
  (layer: LayerDraft): LayerDraft => ({ ...layer, id: undefined, name: layer.name ?? role })
