import fc from 'fast-check'
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { designDocumentSchema } from './document'
import { migrateDocument } from './migrations'
import {
  escapePlaceholderSyntax,
  findPlaceholders,
  isValidPlaceholderName,
  placeholderKey,
  substitutePlaceholders,
} from './placeholders'
import { renderPageSvg } from './render-svg'
import { designDocumentArbitrary } from './test-arbitraries'

describe('document properties', () => {
  it('every generated document is valid and survives JSON + migrateDocument unchanged', () => {
    fc.assert(
      fc.property(designDocumentArbitrary, (input) => {
        const parsed = designDocumentSchema.safeParse(input)
        if (!parsed.success) throw new Error(parsed.error.message)
        const stored = JSON.parse(JSON.stringify(parsed.data)) as unknown
        expect(migrateDocument(stored)).toEqual(parsed.data)
      }),
      { numRuns: 300 },
    )
  })

  it('every page of every generated document renders to an SVG that sharp can read', async () => {
    await fc.assert(
      fc.asyncProperty(designDocumentArbitrary, async (input) => {
        const doc = designDocumentSchema.parse(input)
        for (const page of doc.pages) {
          const svg = renderPageSvg(doc, page.id, { includeBleed: true, dpi: 10, guides: true })
          await sharp(Buffer.from(svg)).png().toBuffer()
        }
      }),
      { numRuns: 25 },
    )
  })
})

const nameArb = fc
  .stringMatching(/^[A-Za-zÄÖÜäöüß0-9][A-Za-zÄÖÜäöüß0-9 -]{0,15}$/)
  .filter(isValidPlaceholderName)
const literalArb = fc.string({ maxLength: 12 }).map((s) => s.replace(/[{}\\]/g, ''))
const valueArb = fc.string({ maxLength: 12 }).map((s) => s.replace(/\{/g, ''))

describe('placeholder properties', () => {
  it('never leaves {{ behind for provided names, and inserts values verbatim', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.tuple(nameArb, valueArb), {
          minLength: 1,
          maxLength: 5,
          selector: ([n]) => placeholderKey(n),
        }),
        fc.array(fc.tuple(literalArb, fc.nat(), fc.boolean(), fc.boolean()), { maxLength: 8 }),
        literalArb,
        (columns, parts, tail) => {
          const values = Object.fromEntries(columns)
          let template = ''
          let expected = ''
          for (const [literal, pick, pad, upper] of parts) {
            const [name, value] = columns[pick % columns.length] ?? ['', '']
            const written = upper ? name.toUpperCase() : name
            template += `${literal}{{${pad ? ` ${written} ` : written}}}`
            expected += literal + value
          }
          const result = substitutePlaceholders(template + tail, values)
          expect(result.text).toBe(expected + tail)
          expect(result.text).not.toContain('{{')
          expect(result.missing).toEqual([])
        },
      ),
    )
  })

  it('escaped text prints exactly as typed', () => {
    const braces = fc.string({ unit: fc.constantFrom('{', '}', '\\', 'a', ' ', 'ö'), maxLength: 20 })
    fc.assert(
      fc.property(fc.oneof(fc.string(), braces), (text) => {
        expect(substitutePlaceholders(escapePlaceholderSyntax(text), { a: 'X', ö: 'Y' }).text).toBe(text)
      }),
    )
  })

  it('reports exactly the fields it could not fill', () => {
    const template = fc.string({ unit: fc.constantFrom('{', '}', '\\', 'a', 'b', ' ', '-'), maxLength: 30 })
    fc.assert(
      fc.property(template, (text) => {
        expect(substitutePlaceholders(text, {}).missing).toEqual(findPlaceholders(text))
        const all = Object.fromEntries(findPlaceholders(text).map((n) => [n, 'v']))
        expect(substitutePlaceholders(text, all).missing).toEqual([])
      }),
    )
  })
})
