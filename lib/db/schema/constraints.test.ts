import { randomUUID } from 'node:crypto'
import { sql, type SQL } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { z } from 'zod'
import { openTestDb } from '../test-db'
import type { DbHandle } from '../types'

/**
 * The catalogue's check constraints and cascades, written as raw SQL so they are tested as the
 * database sees them, past the TypeScript types and zod schemas that normally keep such rows out.
 */

let handle: DbHandle
beforeAll(async () => {
  handle = await openTestDb()
  // Only the parent rows the statements below point at: the catalogue's seed belongs to the domain.
  await handle.db.execute(sql`insert into product_kinds (key, brands, position, name, description)
    values ('card', array['card'], 10, '{"de-DE":"K"}', '{"de-DE":"K"}')`)
  await handle.db.execute(sql`insert into product_types (key, kind, position, name, price_key)
    values ('postcard', 'card', 10, '{"de-DE":"P"}', 'postcard')`)
  await handle.db.execute(sql`insert into categories (key, kind, position, name)
    values ('greeting', 'card', 10, '{"de-DE":"G"}')`)
  await handle.db.execute(sql`insert into designs (id, slug, product_type, name, description, colours, style,
    aspect_ratio, template) values (1, 'muster', 'postcard', '{"de-DE":"M"}', '{"de-DE":"M"}', array['red'],
    'modern', 'portrait', '{}')`)
})
afterAll(() => handle.close())

/** The constraint named by the database error behind drizzle's wrapper (both drivers set it). */
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

const envelope = (sku: string, colour: string, width: number) =>
  sql`insert into accessories (sku, kind, subtype, colour, width_mm, height_mm, position, name, price_key)
    values (${sku}, 'envelope', 'straight', ${colour}, ${width}, 114, 1, '{"de-DE":"U"}', 'envelope.standard')`

const design = (slug: string, aspect: string) =>
  sql`insert into designs (id, slug, product_type, name, description, colours, style, aspect_ratio, template)
    values (${Math.floor(Math.random() * 1e6) + 10}, ${slug}, 'postcard', '{"de-DE":"D"}', '{"de-DE":"D"}',
    array['red'], 'modern', ${aspect}, '{}')`

describe('catalogue constraints', () => {
  it.each<[string, SQL, string | undefined]>([
    ['an envelope matching its SKU', envelope('envelope-straight-blush-162x114', 'blush', 162), undefined],
    [
      'an envelope SKU naming another size',
      envelope('envelope-straight-grey-999x114', 'grey', 162),
      'accessories_envelope_sku',
    ],
    [
      'a colour with a dash',
      envelope('envelope-straight-light-blue-162x114', 'light-blue', 162),
      'accessories_colour_segment',
    ],
    [
      'a zero-width inlay',
      sql`insert into accessories (sku, kind, width_mm, height_mm, position, name, price_key)
        values ('inlay-x', 'inlay', 0, 100, 1, '{"de-DE":"E"}', 'inlay.standard')`,
      'accessories_size',
    ],
    [
      'a format with the long side first',
      sql`insert into formats (key, series, width_mm, height_mm, position, name)
        values ('quer', 'special', 210, 99, 1, '{"de-DE":"Q"}')`,
      'formats_size',
    ],
    ['an all-digit design slug', design('2024', 'portrait'), 'designs_slug_format'],
    ['an unknown aspect ratio', design('breit', 'panorama'), 'designs_aspect_ratio_known'],
    [
      'a wishlist item with two owners',
      sql`insert into wishlist_items (visitor_key, customer_id, design_id) values (${randomUUID()}, ${randomUUID()}, 1)`,
      'wishlist_items_one_owner',
    ],
    [
      'a wishlist item without owner',
      sql`insert into wishlist_items (design_id) values (1)`,
      'wishlist_items_one_owner',
    ],
  ])('%s', async (_label, statement, constraint) => {
    expect(await violated(statement)).toBe(constraint)
  })

  it('removes a deleted design from wishlists and categories', async () => {
    const visitor = randomUUID()
    await handle.db.execute(sql`insert into design_categories (design_id, category) values (1, 'greeting')`)
    await handle.db.execute(sql`insert into wishlist_items (visitor_key, design_id) values (${visitor}, 1)`)
    await handle.db.execute(sql`delete from designs where id = 1`)
    const rows = z.object({ rows: z.array(z.object({ n: z.coerce.number() })) }).parse(
      await handle.db.execute(sql`select (select count(*) from wishlist_items where design_id = 1)
        + (select count(*) from design_categories where design_id = 1) as n`),
    )
    expect(rows.rows[0]?.n).toBe(0)
  })
})
