import { describe, expect, it } from 'vitest'
import { designDocumentSchema, parseDesignDocument, type DesignDocumentInput } from './document'
import { DesignDocumentError } from './errors'
import { sampleDocumentInput } from './testing/fixtures'

type Mutable = Record<string, unknown> & DesignDocumentInput
const firstLayer = (doc: DesignDocumentInput): Record<string, unknown> => {
  const layer = doc.pages[0]?.layers[0]
  if (!layer) throw new Error('fixture has no layer')
  return layer as Record<string, unknown>
}

function issuesOf(mutate: (doc: Mutable) => void): string[] {
  const doc = sampleDocumentInput() as Mutable
  mutate(doc)
  const result = designDocumentSchema.safeParse(doc)
  if (result.success) return []
  return result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`)
}

describe('designDocumentSchema', () => {
  it('accepts the sample and fills defaults', () => {
    const doc = parseDesignDocument(sampleDocumentInput())
    expect(doc.format.bleedMm).toBe(3)
    expect(doc.format.cut).toBe('rect')
    const title = doc.pages[0]?.layers[0]
    expect(title).toMatchObject({ rotation: 0, opacity: 1, locked: false, hidden: false, lineHeight: 1.2 })
  })

  it.each<[string, (doc: Mutable) => void, string]>([
    [
      'font too small',
      (d) => (firstLayer(d).fontSizePt = 3),
      'pages.0.layers.0.fontSizePt: font size must be between 4 and 200 pt',
    ],
    [
      'font too large',
      (d) => (firstLayer(d).fontSizePt = 201),
      'fontSizePt: font size must be between 4 and 200 pt',
    ],
    [
      'negative width',
      (d) => (firstLayer(d).width = -5),
      'pages.0.layers.0.width: Width must be at least 0.1 mm',
    ],
    ['zero height', (d) => (firstLayer(d).height = 0), 'Height must be at least 0.1 mm'],
    ['far off the page', (d) => (firstLayer(d).x = 400), 'layer "Titel" lies outside the page'],
    [
      'text too long',
      (d) => (firstLayer(d).content = 'x'.repeat(2001)),
      'Text must be at most 2000 characters',
    ],
    ['control characters', (d) => (firstLayer(d).content = 'a\u0007b'), 'Text contains control characters'],
    [
      'bad colour',
      (d) => (firstLayer(d).color = 'red'),
      'must be a colour like #1a2b3c or a palette reference',
    ],
    [
      'unknown palette colour',
      (d) => (firstLayer(d).color = 'palette:gold'),
      'colour palette:gold is not in the palette',
    ],
    ['font not listed', (d) => (firstLayer(d).fontFamily = 'Inter'), 'font Inter 700 is not listed'],
    [
      'italic not listed',
      (d) => (
        (d.fonts = [{ family: 'Playfair Display', weights: [700], italic: false }]),
        (firstLayer(d).italic = true)
      ),
      'font Playfair Display 700 italic',
    ],
    ['opacity above 1', (d) => (firstLayer(d).opacity = 1.5), 'opacity must be 0–1'],
    ['unknown field', (d) => (firstLayer(d).fontSizePx = 12), 'Unrecognized key: "fontSizePx"'],
    ['duplicate layer id', (d) => (firstLayer(d).id = 'photo'), 'duplicate layer id "photo"'],
    [
      'inside page of a flat card',
      (d) => ((d.format.fold = 'none'), (d.format.trimHeightMm = 105)),
      'a card with fold "none" has no inside-top page',
    ],
    ['no front page', (d) => d.pages.splice(0, 1), 'a design needs a front page'],
    [
      'envelope without size',
      (d) => delete d.pages[2]?.sizeMm,
      'the envelope page, and only it, needs its own size',
    ],
    [
      'orientation mismatch',
      (d) => (d.format.orientation = 'portrait'),
      'a 148 × 105 mm page is landscape, not portrait',
    ],
    [
      'crop outside image',
      (d) => (firstLayerOf(d, 1).crop = { x: 0.5, y: 0, width: 0.6, height: 1 }),
      'crop must stay inside the image',
    ],
    [
      'too many layers',
      (d) =>
        d.pages[1]?.layers.push(...Array.from({ length: 101 }, (_, i) => ({ ...shapeLayer(), id: `s${i}` }))),
      'a page has at most 100 layers',
    ],
    ['bad bleed', (d) => (d.format.bleedMm = -1), 'Bleed cannot be negative'],
    [
      'old version',
      (d) => (d.schemaVersion = 1 as 2),
      'schemaVersion must be 2; read older documents with migrateDocument',
    ],
    [
      'a layer that is null',
      (d) => ((d.pages[0]?.layers as unknown[])[0] = null),
      'pages.0.layers.0: Invalid input: expected object',
    ],
    ['pages not a list', (d) => (d.pages = 'x' as unknown as []), 'pages: Invalid input: expected array'],
  ])('rejects %s', (_name, mutate, expected) => {
    expect(issuesOf(mutate).join('\n')).toContain(expected)
  })

  it('parseDesignDocument throws a typed error listing every issue', () => {
    const input = sampleDocumentInput()
    firstLayer(input).fontSizePt = 2
    firstLayer(input).opacity = 2
    const error = captureError(() => parseDesignDocument(input))
    expect(error).toBeInstanceOf(DesignDocumentError)
    expect(error.code).toBe('invalid-document')
    expect(error.issues).toHaveLength(2)
    expect(error.message).toContain('- pages.0.layers.0.fontSizePt: font size must be between 4 and 200 pt')
  })
})

function firstLayerOf(doc: DesignDocumentInput, index: number): Record<string, unknown> {
  const layer = doc.pages[0]?.layers[index]
  if (!layer) throw new Error('fixture has no such layer')
  return layer as Record<string, unknown>
}

function shapeLayer() {
  return {
    type: 'shape' as const,
    id: 's',
    name: 'Linie',
    x: 0,
    y: 0,
    width: 10,
    height: 1,
    shape: 'line' as const,
  }
}

function captureError(fn: () => unknown): DesignDocumentError {
  try {
    fn()
  } catch (error) {
    if (error instanceof DesignDocumentError) return error
    throw error
  }
  throw new Error('expected a DesignDocumentError')
}
