import { describe, expect, it } from 'vitest'
import { THEME_SEED } from '../seed/themes'
import { DEFAULT_THEME_ID } from '@/lib/config/catalog'
import { designFont } from '../../design-print/design/fonts'
import { standardFormat } from '../../design-print/design/formats'
import { isInsideSafeArea } from '../../design-print/design/geometry'
import { migrateDocument } from '../../design-print/design/migrations'
import { isFoiled } from '../../design-print/design/layers'
import { newDesignSchema } from '../design-schema'
import { documentFormatFor } from '../document-formats'
import { OCCASION_KEYS } from '@/lib/model/catalog-keys'
import { previewKeyOf } from '../preview-key'
import { generateCatalogue, generatedCatalogue } from './catalogue'
import { createPrng } from './prng'

const { designs, themes } = generatedCatalogue()
const docs = designs.map((design) => migrateDocument(design.template))

describe('generated catalogue', () => {
  it('marks the headline and the ornament of every front for the refinement (ADR 0082)', () => {
    for (const doc of docs) {
      const front = doc.pages.find((page) => page.role === 'front')!
      const foiled = front.layers.filter(isFoiled)
      expect(foiled.length, doc.id).toBeGreaterThan(0)
      expect(
        foiled.every((layer) => layer.type !== 'photo'),
        doc.id,
      ).toBe(true)
    }
    const headlines = docs
      .flatMap((d) => d.pages.flatMap((p) => p.layers))
      .filter((l) => l.name === 'Überschrift')
    expect(headlines.length).toBeGreaterThan(0)
    expect(headlines.every(isFoiled)).toBe(true)
  })

  it('is the same on every run', () => {
    expect(JSON.stringify(generateCatalogue())).toBe(JSON.stringify(generatedCatalogue()))
  })

  it('has at least 400 designs, and designs for every occasion', () => {
    expect(designs.length).toBeGreaterThanOrEqual(400)
    const counts = Object.fromEntries(
      OCCASION_KEYS.map((key) => [key, designs.filter((d) => d.occasion === key).length]),
    )
    for (const key of OCCASION_KEYS) expect(counts[key], key).toBeGreaterThanOrEqual(8)
  })

  it('covers the main products: invitation, save-the-date, thank-you, menu, place, table, greeting', () => {
    const categories = new Set(designs.flatMap((d) => d.categories ?? []))
    for (const c of [
      'invitation',
      'save-the-date',
      'thank-you',
      'menu',
      'place',
      'table',
      'greeting',
      'sympathy',
      'sticker',
      'announcement',
    ] as const) {
      expect(categories.has(c), c).toBe(true)
    }
  })

  it('writes rows the design schema accepts, with unique ids and slugs', () => {
    for (const design of designs)
      expect(newDesignSchema.safeParse(design).success, String(design.id)).toBe(true)
    expect(new Set(designs.map((d) => d.id)).size).toBe(designs.length)
    expect(new Set(designs.map((d) => d.slug)).size).toBe(designs.length)
  })

  it('gives every theme a unique name, and every product of a theme a unique name + product + category', () => {
    const seeded = THEME_SEED.map((t) => t.name['de-DE'])
    const names = [...seeded, ...themes.map((t) => t.name['de-DE'] ?? '')]
    expect(new Set(names.map((n) => n.toLowerCase())).size).toBe(names.length)
    const keys = designs.map((d) => `${d.name['de-DE']}|${d.productType}|${(d.categories ?? []).join()}`)
    expect(new Set(keys).size).toBe(designs.length)
    for (const d of designs) expect(d.description['en-GB'], String(d.id)).toMatch(/design/)
  })

  it('puts every design in a theme that exists, the default theme 1461 and the seeded themes included', () => {
    const themeIds = new Set([...THEME_SEED.map((t) => t.id), ...themes.map((t) => t.id)])
    for (const d of designs) expect(themeIds.has(Number(d.themeId)), String(d.id)).toBe(true)
    for (const t of THEME_SEED)
      expect(
        designs.some((d) => d.themeId === t.id),
        `theme ${t.id}`,
      ).toBe(true)
    const defaultTheme = designs.filter((d) => d.themeId === DEFAULT_THEME_ID)
    expect(new Set(defaultTheme.map((d) => d.categories?.[0]))).toEqual(
      new Set(['invitation', 'save-the-date', 'thank-you', 'menu', 'place', 'table', 'sticker']),
    )
  })

  it('makes every template a valid document in the format its catalogue format maps to', () => {
    designs.forEach((design, i) => {
      const doc = docs[i]
      if (!doc || !design.format) throw new Error(`design ${design.id} has no document or format`)
      const preset = documentFormatFor(design.format, design.productType, design.aspectRatio)
      expect(preset, String(design.id)).toBeDefined()
      if (preset) expect(doc.format).toEqual(standardFormat(preset))
      expect(design.previewKey).toBe(previewKeyOf(design.template))
    })
  })

  it('uses only bundled font faces and keeps front texts inside the safe area', () => {
    for (const doc of docs) {
      for (const font of doc.fonts) {
        const known = designFont(font.family)
        expect(known, font.family).toBeDefined()
        for (const weight of font.weights)
          expect(known?.weights, `${font.family} ${weight}`).toContain(weight)
      }
      const front = doc.pages.find((p) => p.role === 'front')
      for (const layer of front?.layers ?? []) {
        if (layer.type === 'text')
          expect(isInsideSafeArea(layer, doc.format), `${doc.id} ${layer.id}`).toBe(true)
      }
    }
  })

  it('marks photo designs and gives them a photo slot', () => {
    const photo = designs.filter((d) => d.labels?.includes('with-photo'))
    expect(photo.length).toBeGreaterThan(40)
    for (const design of photo) {
      const doc = migrateDocument(design.template)
      expect(
        doc.pages[0]?.layers.some((l) => l.type === 'photo'),
        String(design.id),
      ).toBe(true)
    }
  })
})

describe('createPrng', () => {
  it('repeats its sequence for a seed and differs between seeds', () => {
    const a = createPrng('x')
    const b = createPrng('x')
    const c = createPrng('y')
    const seqA = Array.from({ length: 5 }, () => a.next())
    expect(Array.from({ length: 5 }, () => b.next())).toEqual(seqA)
    expect(Array.from({ length: 5 }, () => c.next())).not.toEqual(seqA)
    expect(seqA.every((n) => n >= 0 && n < 1)).toBe(true)
  })
})
