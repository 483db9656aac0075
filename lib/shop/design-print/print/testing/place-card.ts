import type { DesignDocument } from '@/lib/shop/design-print/design/document'
import {
  createDocument,
  page,
  photoSlot,
  qrCode,
  shape,
  textLayer,
} from '@/lib/shop/design-print/design/templates'
import type { NewDesign } from '@/lib/shop/catalogue/design-schema'
import type { Db } from '@/lib/db/types'
import { createGuestList } from '@/lib/shop/design-print/guest-list/guest-lists'
import { createSavedDesign } from '@/lib/shop/design-print/saved-designs/saved-designs'

/** A place card (tent fold, front and back) with guest-list fields, a photo slot, a line and a QR code. */
export function placeCardDocument(): DesignDocument {
  return createDocument({
    id: 'place-card-test',
    format: 'place-card',
    palette: { ink: '#1f1f1f', accent: '#b0305a' },
    pages: [
      page('front', {
        background: { kind: 'pattern', patternId: 'dots', colors: ['#fffaf0', 'palette:accent'] },
        layers: [
          textLayer({
            content: '{{Vorname}} {{Nachname}}',
            x: 8,
            y: 12,
            width: 84,
            height: 16,
            fontFamily: 'Great Vibes',
            fontSizePt: 28,
            color: 'palette:ink',
            align: 'center',
            verticalAlign: 'middle',
            autoShrink: true,
          }),
          shape({
            shape: 'line',
            x: 30,
            y: 32,
            width: 40,
            height: 1,
            stroke: { color: 'palette:accent', widthMm: 0.4 },
          }),
          textLayer({
            content: 'Tisch {{Tisch}}',
            x: 8,
            y: 36,
            width: 84,
            height: 8,
            fontFamily: 'Lato',
            fontSizePt: 11,
            fontWeight: 700,
            letterSpacingEm: 0.1,
            align: 'center',
          }),
        ],
      }),
      page('back', {
        layers: [
          photoSlot({ x: 10, y: 5, width: 40, height: 30, shape: 'ellipse' }),
          qrCode({
            data: 'https://example.com/gast/{{Vorname}}',
            x: 70,
            y: 10,
            width: 20,
            height: 20,
            rotation: 180,
          }),
        ],
      }),
    ],
  })
}

/** The same document as a catalogue design row, for endpoint tests. */
export function placeCardDesign(id = 901): NewDesign {
  return {
    id,
    slug: `test-platzkarte-${id}`,
    themeId: null,
    productType: 'table-card',
    format: null,
    occasion: null,
    categories: [],
    name: { 'de-DE': 'Test-Platzkarte' },
    description: { 'de-DE': 'Platzkarte für Tests.' },
    colours: ['green'],
    style: 'elegant',
    labels: [],
    punchings: [],
    aspectRatio: 'square',
    popularity: 0,
    template: JSON.parse(JSON.stringify(placeCardDocument())) as NewDesign['template'],
  }
}

/** The place card with its photo slot filled by the upload `assetId`. */
export function placeCardWithPhoto(assetId: string): DesignDocument {
  const base = placeCardDocument()
  return {
    ...base,
    pages: base.pages.map((p) => ({
      ...p,
      layers: p.layers.map((l) => (l.type === 'photo' ? { ...l, assetId } : l)),
    })),
  }
}

/** The place card's line options: 5 folded A6 cards on premium paper. */
export const PLACE_CARD_OPTIONS = {
  productType: 'folded-card',
  format: 'a6',
  paper: 'premium-matt',
  quantity: 5,
} as const

/**
 * The visitor's saved place card with a three-guest list (Jürgen Weiß, Änne Groß, Björn Öz) whose
 * headings differ from the design's fields, so only the saved mapping connects them. Its id.
 */
export async function savePlaceCardWithGuests(db: Db, visitorKey: string): Promise<string> {
  const csv = 'Rufname;Familienname;Tisch\nJürgen;Weiß;3\nÄnne;Groß;7\nBjörn;Öz;9\n'
  const list = await createGuestList(db, { bytes: new TextEncoder().encode(csv), visitorKey })
  const document = {
    ...placeCardDocument(),
    guestListId: list.id,
    guestMapping: { Vorname: 'Rufname', Nachname: 'Familienname', Tisch: 'Tisch' },
  }
  const saved = await createSavedDesign(
    db,
    { visitorKey },
    { designId: 101, document, options: PLACE_CARD_OPTIONS },
  )
  return saved.id
}
