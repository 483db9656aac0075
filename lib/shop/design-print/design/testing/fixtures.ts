import type { DesignDocumentInput } from '../document'

/**
 * A hand-written v2 document for tests: written as JSON (not with the builders) so schema tests do
 * not depend on builder defaults. A folded A6 card with a text, a photo slot and an envelope.
 */
export function sampleDocumentInput(): DesignDocumentInput {
  return {
    schemaVersion: 2,
    id: 'design-1',
    format: {
      key: 'a6-folded',
      trimWidthMm: 148,
      trimHeightMm: 210,
      safeMarginMm: 5,
      fold: 'horizontal',
      orientation: 'landscape',
    },
    palette: { ink: '#202020', accent: '#b0305a' },
    fonts: [{ family: 'Playfair Display', weights: [400, 700], italic: true }],
    pages: [
      {
        id: 'front',
        role: 'front',
        background: { kind: 'color', color: '#fffaf0' },
        layers: [
          {
            type: 'text',
            id: 'title',
            name: 'Titel',
            x: 10,
            y: 10,
            width: 128,
            height: 30,
            content: 'Wir heiraten, {{Vorname}}!',
            fontFamily: 'Playfair Display',
            fontSizePt: 24,
            fontWeight: 700,
            color: 'palette:accent',
            align: 'center',
          },
          {
            type: 'photo',
            id: 'photo',
            name: 'Foto',
            x: 40,
            y: 45,
            width: 68,
            height: 50,
            crop: { x: 0, y: 0, width: 1, height: 1 },
            placeholderLabel: 'Ihr Foto',
          },
        ],
      },
      { id: 'inside-top', role: 'inside-top', background: { kind: 'color', color: '#ffffff' }, layers: [] },
      {
        id: 'envelope',
        role: 'envelope',
        sizeMm: { width: 162, height: 114 },
        background: { kind: 'pattern', patternId: 'dots', colors: ['#ffffff', 'palette:accent'] },
        layers: [],
      },
    ],
  }
}

/** A v1 document as the first editor stored it: font sizes in px, no bleed, no font list. */
export function v1DocumentInput(): Record<string, unknown> {
  const { fonts: _fonts, ...doc } = sampleDocumentInput()
  const pages = doc.pages.map((page) => ({
    ...page,
    layers: page.layers.map((layer) => {
      if (layer.type !== 'text') return layer
      const { fontSizePt: _pt, ...rest } = layer
      return { ...rest, fontSizePx: 32 }
    }),
  }))
  return { ...doc, schemaVersion: 1, pages }
}
