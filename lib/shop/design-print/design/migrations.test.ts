import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { CURRENT_SCHEMA_VERSION, parseDesignDocument } from './document'
import { DesignDocumentError, type DesignDocumentErrorCode } from './errors'
import { createMigrator, migrateDocument, MIGRATIONS, type Migration } from './migrations'
import { sampleDocumentInput, v1DocumentInput } from './testing/fixtures'

function errorOf(fn: () => unknown): DesignDocumentError {
  try {
    fn()
  } catch (error) {
    if (error instanceof DesignDocumentError) return error
    throw error
  }
  throw new Error('expected a DesignDocumentError')
}

describe('migrateDocument', () => {
  it('passes a current document through unchanged', () => {
    expect(migrateDocument(sampleDocumentInput())).toEqual(parseDesignDocument(sampleDocumentInput()))
  })

  it('upgrades v1: px → pt, bleed 3 mm, font list derived from the text layers', () => {
    const doc = migrateDocument(v1DocumentInput())
    expect(doc.schemaVersion).toBe(CURRENT_SCHEMA_VERSION)
    expect(doc.format.bleedMm).toBe(3)
    expect(doc.pages[0]?.layers[0]).toMatchObject({ type: 'text', fontSizePt: 24 })
    expect(doc.pages[0]?.layers[0]).not.toHaveProperty('fontSizePx')
    expect(doc.fonts).toEqual([{ family: 'Playfair Display', weights: [700], italic: false }])
  })

  it.each<[number, number]>([
    [16, 12],
    [13, 9.75],
    [4, 4],
    [1000, 200],
    [14.3, 10.73],
  ])('converts %s px to %s pt (rounded, clamped to the limits)', (px, pt) => {
    const v1 = v1DocumentInput() as { pages: { layers: Record<string, unknown>[] }[] }
    const title = v1.pages[0]?.layers[0]
    if (title) title.fontSizePx = px
    expect(migrateDocument(v1).pages[0]?.layers[0]).toMatchObject({ fontSizePt: pt })
  })

  it('keeps an explicit v1 bleed and does not mutate its input', () => {
    const v1 = v1DocumentInput() as { format: Record<string, unknown> }
    v1.format.bleedMm = 2
    const before = structuredClone(v1)
    expect(migrateDocument(v1).format.bleedMm).toBe(2)
    expect(v1).toEqual(before)
  })

  it.each<[string, unknown, DesignDocumentErrorCode, string]>([
    ['null', null, 'not-an-object', 'must be a JSON object'],
    ['an array', [], 'not-an-object', 'must be a JSON object'],
    ['a string', '{"schemaVersion":2}', 'not-an-object', 'must be a JSON object'],
    ['no version', { id: 'x' }, 'missing-version', 'has no schemaVersion'],
    [
      'version 0',
      { schemaVersion: 0 },
      'unknown-version',
      'Unknown design schemaVersion 0; known versions are 1 to 2',
    ],
    ['version 1.5', { schemaVersion: 1.5 }, 'unknown-version', 'Unknown design schemaVersion 1.5'],
    ['version "2"', { schemaVersion: '2' }, 'unknown-version', 'Unknown design schemaVersion "2"'],
    [
      'a newer version',
      { schemaVersion: 99 },
      'newer-version',
      'saved by a newer version of the shop (schemaVersion 99',
    ],
    ['a function inside', { schemaVersion: 1, f: () => 1 }, 'not-an-object', 'not JSON'],
  ])('rejects %s', (_name, input, code, message) => {
    const error = errorOf(() => migrateDocument(input))
    expect(error.code).toBe(code)
    expect(error.message).toContain(message)
  })

  it('names the origin version when a migrated document is invalid', () => {
    const v1 = v1DocumentInput() as { pages: { layers: Record<string, unknown>[] }[] }
    const title = v1.pages[0]?.layers[0]
    if (title) title.fontSizePx = 'large'
    const error = errorOf(() => migrateDocument(v1))
    expect(error.code).toBe('invalid-document')
    expect(error.message).toContain('(migrated from v1) is not valid')
    expect(error.issues.join('\n')).toContain('pages.0.layers.0.fontSizePt')
  })

  it('has a contiguous chain ending at the current version', () => {
    expect(MIGRATIONS.at(-1)?.to).toBe(CURRENT_SCHEMA_VERSION)
  })
})

describe('createMigrator', () => {
  const schema = z.object({ schemaVersion: z.literal(4), log: z.array(z.string()) })
  const step = (from: number): Migration => ({
    from,
    to: from + 1,
    description: `step ${from}`,
    up: (doc) => ({ ...doc, log: [...(Array.isArray(doc.log) ? doc.log : []), `${from}→${from + 1}`] }),
  })

  it('applies every step in order from the detected version', () => {
    const migrate = createMigrator({ migrations: [step(3), step(1), step(2)], currentVersion: 4, schema })
    expect(migrate({ schemaVersion: 1, log: [] })).toEqual({ schemaVersion: 4, log: ['1→2', '2→3', '3→4'] })
    expect(migrate({ schemaVersion: 3, log: [] })).toEqual({ schemaVersion: 4, log: ['3→4'] })
  })

  it('refuses a chain with a gap when it is built', () => {
    expect(() => createMigrator({ migrations: [step(1), step(3)], currentVersion: 4, schema })).toThrow(
      'no step from v2 to v3',
    )
  })

  it('wraps a failing step in a migration-failed error with the cause', () => {
    const boom: Migration = {
      from: 3,
      to: 4,
      description: 'boom',
      up: () => {
        throw new TypeError('bad')
      },
    }
    const migrate = createMigrator({ migrations: [step(1), step(2), boom], currentVersion: 4, schema })
    const error = errorOf(() => migrate({ schemaVersion: 2, log: [] }))
    expect(error.code).toBe('migration-failed')
    expect(error.message).toContain('from v3 to v4')
    expect(error.cause).toBeInstanceOf(TypeError)
  })
})
