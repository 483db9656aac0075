import { describe, expect, it } from 'vitest'
import { DesignDocumentError } from './errors'
import { STANDARD_FORMAT_KEYS, STANDARD_FORMATS, isStandardFormatKey, standardFormat } from './formats'
import { isInsideSafeArea } from './geometry'
import { photoCardTemplate } from './template-presets'
import { collectFonts, createDocument, frame, page, photoSlot, qrCode, shape, textLayer } from './templates'

describe('standard formats', () => {
  it('covers the catalogue formats with their flat sizes', () => {
    const sizes = Object.fromEntries(
      STANDARD_FORMAT_KEYS.map((key) => [
        key,
        `${STANDARD_FORMATS[key].trimWidthMm}x${STANDARD_FORMATS[key].trimHeightMm}`,
      ]),
    )
    expect(sizes).toEqual({
      'a6-postcard': '148x105',
      'a6-folded': '148x210',
      'din-long': '210x99',
      'square-148': '148x148',
      a5: '210x148',
      'place-card': '100x100',
      'table-card': '210x198',
      'menu-card-din-long': '99x210',
      'sticker-round-50': '50x50',
      'bottle-label': '90x120',
      'a6-postcard-portrait': '105x148',
      'a6-folded-portrait': '210x148',
      'a5-portrait': '148x210',
      'a5-folded': '210x296',
      'a5-folded-portrait': '296x210',
      'square-145': '145x145',
      'square-145-folded': '290x145',
      'din-long-folded': '198x210',
      'place-card-a7': '105x148',
      'a7-postcard': '105x74',
      'sticker-round-40': '40x40',
      'sticker-rect-60x40': '40x60',
      'poster-a2': '420x594',
    })
    expect(isStandardFormatKey('a5')).toBe(true)
    expect(isStandardFormatKey('toString')).toBe(false)
  })

  it.each(STANDARD_FORMAT_KEYS)('%s makes a valid empty design with its standard pages', (key) => {
    const doc = createDocument({ id: `empty-${key}`, format: key })
    expect(doc.format).toEqual(standardFormat(key))
    expect(doc.pages.map((p) => p.role)).toEqual(STANDARD_FORMATS[key].roles)
    expect(doc.pages.every((p) => p.background.kind === 'color' && p.layers.length === 0)).toBe(true)
  })
})

describe('builders', () => {
  it('fill defaults, number ids per page and type, and list the fonts used', () => {
    const doc = createDocument({
      id: 'built',
      format: 'a6-postcard',
      pages: [
        page('front', {
          layers: [
            textLayer({ content: 'A', x: 10, y: 10, width: 50, height: 10 }),
            textLayer({
              content: 'B',
              x: 10,
              y: 30,
              width: 50,
              height: 10,
              fontFamily: 'Montserrat',
              fontWeight: 600,
              italic: true,
            }),
            photoSlot({ x: 70, y: 10, width: 60, height: 40, id: 'hero', name: 'Hauptfoto' }),
            qrCode({ data: 'https://example.org', x: 120, y: 70, width: 20, height: 20 }),
            frame({ frameId: 'simple', x: 2, y: 2, width: 144, height: 101 }),
            shape({ shape: 'rect', x: 0, y: 90, width: 148, height: 15, fill: '#eeeeee' }),
          ],
        }),
      ],
    })
    const layers = doc.pages[0]?.layers ?? []
    expect(layers.map((l) => `${l.id}:${l.name}`)).toEqual([
      'front-text-1:text 1',
      'front-text-2:text 2',
      'hero:Hauptfoto',
      'front-qr-1:qr 1',
      'front-frame-1:frame 1',
      'front-shape-1:shape 1',
    ])
    expect(layers[0]).toMatchObject({ fontFamily: 'Inter', fontSizePt: 12, fontWeight: 400, align: 'left' })
    expect(layers[2]).toMatchObject({
      crop: { x: 0, y: 0, width: 1, height: 1 },
      placeholderLabel: 'Ihr Foto',
    })
    expect(doc.fonts).toEqual([
      { family: 'Inter', weights: [400], italic: false },
      { family: 'Montserrat', weights: [600], italic: true },
    ])
  })

  it('merges extra fonts with those the layers use', () => {
    const pages = [
      { layers: [textLayer({ content: 'x', x: 0, y: 0, width: 1, height: 1, fontWeight: 700 })] },
    ]
    expect(collectFonts(pages, [{ family: 'Inter', weights: [400], italic: true }])).toEqual([
      { family: 'Inter', weights: [400, 700], italic: true },
    ])
  })

  it('throws a DesignDocumentError naming the bad field', () => {
    const build = () =>
      createDocument({
        id: 'bad',
        format: 'a6-postcard',
        pages: [
          page('front', {
            layers: [textLayer({ content: 'x', x: 0, y: 0, width: 10, height: 10, fontSizePt: 2 })],
          }),
        ],
      })
    expect(build).toThrow(DesignDocumentError)
    expect(build).toThrow('pages.0.layers.0.fontSizePt: font size must be between 4 and 200 pt')
  })
})

describe('photoCardTemplate', () => {
  const palettes = [
    { ink: '#222222', accent: '#c0392b', paper: '#ffffff' },
    { ink: '#1b2a41', accent: '#d4af37', paper: '#f7f3e9' },
    { ink: '#ffffff', accent: '#ffcc00', paper: '#203040' },
  ]
  const fonts = ['Inter', 'Montserrat', 'Playfair Display']

  it('generates a valid design for every format × palette × font × photo choice', () => {
    const docs = STANDARD_FORMAT_KEYS.flatMap((format) =>
      palettes.flatMap((palette, p) =>
        fonts.flatMap((fontFamily, f) =>
          [true, false].map((withPhoto) =>
            photoCardTemplate({
              id: `${format}-${p}-${f}-${withPhoto ? 'photo' : 'plain'}`,
              format,
              palette,
              fontFamily,
              headline: 'Wir heiraten',
              subline: '{{Datum}} in {{Ort}}',
              withPhoto,
            }),
          ),
        ),
      ),
    )
    expect(docs).toHaveLength(STANDARD_FORMAT_KEYS.length * palettes.length * fonts.length * 2)
    for (const doc of docs) {
      const texts = doc.pages[0]?.layers.filter((l) => l.type === 'text') ?? []
      expect(
        texts.every((layer) => isInsideSafeArea(layer, doc.format)),
        doc.id,
      ).toBe(true)
    }
  })
})
