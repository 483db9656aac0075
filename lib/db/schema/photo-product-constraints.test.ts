import { randomUUID } from 'node:crypto'
import { sql, type SQL } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openTestDb } from '../test-db'
import type { DbHandle } from '../types'

/**
 * Migrations 0017 (ADR 0070) and 0018 (ADR 0078) as the database sees them: calendar, photo-book,
 * photo-box, photo-print and collage cart lines, saved designs that are not cards (no card options),
 * and nothing else slipping past the checks.
 */

let handle: DbHandle
beforeAll(async () => {
  handle = await openTestDb()
})
afterAll(() => handle.close())

async function violated(statement: SQL): Promise<string | undefined> {
  try {
    await handle.db.execute(statement)
  } catch (error) {
    const cause = error instanceof Error ? error.cause : undefined
    if (cause && typeof cause === 'object' && 'constraint' in cause) return String(cause.constraint)
    throw error
  }
  return undefined
}

async function cartLine(kind: string): Promise<string | undefined> {
  const cartId = randomUUID()
  await handle.db.execute(sql`insert into carts (id, visitor_key) values (${cartId}, ${randomUUID()})`)
  return violated(sql`insert into cart_items (cart_id, kind, design_snapshot, quantity)
    values (${cartId}, ${kind}, '{}', 1)`)
}

const savedDesign = (product: string | null, options: string | null) =>
  product === null
    ? sql`insert into saved_designs (visitor_key, document, document_version, options)
        values (${randomUUID()}, '{}', 3, ${options}::jsonb)`
    : sql`insert into saved_designs (visitor_key, document, document_version, product, options)
        values (${randomUUID()}, '{}', 3, ${product}, ${options}::jsonb)`

describe('photo-product constraints (migrations 0017, 0018)', () => {
  it.each([
    ['calendar', undefined],
    ['photobook', undefined],
    ['wallart', undefined],
    ['photobox', undefined],
    ['photoprints', undefined],
    ['collage', undefined],
    ['poster', 'cart_items_kind'],
  ])('a %s cart line: %s', async (kind, constraint) => {
    expect(await cartLine(kind)).toBe(constraint)
  })

  it.each<[string, string | null, string | null, string | undefined]>([
    ['an old card row (product defaults to card)', null, '{"quantity":1}', undefined],
    ['a card with options', 'card', '{"quantity":1}', undefined],
    ['a card without options', 'card', null, 'saved_designs_options_card'],
    ['a calendar without options', 'calendar', null, undefined],
    ['a photo book with card options', 'photobook', '{"quantity":1}', 'saved_designs_options_card'],
    ['an unknown product', 'mug', null, 'saved_designs_product'],
  ])('saved design: %s', async (_, product, options, constraint) => {
    expect(await violated(savedDesign(product, options))).toBe(constraint)
  })
})
