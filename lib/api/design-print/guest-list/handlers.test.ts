import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { DbHandle } from '@/lib/db/types'
import { openCatalogueTestDb } from '@/lib/shop/catalogue/testing/catalogue-db'
import { placeCardDesign } from '@/lib/shop/design-print/print/testing/place-card'
import { guestListRoutes } from './handlers'
import { utf8, xlsx } from '@/lib/shop/design-print/guest-list/testing/files'

let handle: DbHandle
const owner = randomUUID()
beforeAll(async () => {
  handle = await openCatalogueTestDb([placeCardDesign(901)])
})
afterAll(() => handle.close())

const routes = (visitor: string) =>
  guestListRoutes(async () => ({
    db: handle.db,
    ensureVisitorKey: async () => visitor,
    readVisitorKey: async () => visitor,
  }))

function form(bytes: Uint8Array, name: string, fields: Record<string, string> = {}) {
  const data = new FormData()
  data.set('file', new Blob([Buffer.from(bytes)]), name)
  for (const [k, v] of Object.entries(fields)) data.set(k, v)
  return new Request('http://localhost/web-api/guest-lists', { method: 'POST', body: data })
}

type Summary = {
  id: string
  columns: string[]
  rowCount: number
  mapping: Record<string, string | null>
  problems: { row: number }[]
}

describe('POST /web-api/guest-lists', () => {
  it('stores a list and maps its columns to the design placeholders', async () => {
    const csv = 'vorname;NACHNAME;Tisch Nr\nJürgen;Weiß;1\nAnna;=1+2;2\n'
    const response = await routes(owner).create(form(utf8(csv), 'gäste.csv', { designId: '901' }))
    expect(response.status).toBe(200)
    const body = (await response.json()) as Summary
    expect(body).toMatchObject({ columns: ['vorname', 'NACHNAME', 'Tisch Nr'], rowCount: 2 })
    expect(body.mapping).toEqual({ Vorname: 'vorname', Nachname: 'NACHNAME', Tisch: null })
    expect(body.problems).toMatchObject([{ row: 3, code: 'formula' }])

    const rows = await routes(owner).rows(body.id)(
      new Request(`http://localhost/web-api/guest-lists/${body.id}/rows?offset=1&limit=5`),
    )
    expect(await rows.json()).toMatchObject({
      total: 2,
      offset: 1,
      rows: [{ index: 1, row: 3, cells: ['Anna', '=1+2', '2'] }],
      longestIndex: 0,
      problemIndexes: [1],
      problemCount: 1,
      problems: [{ row: 3, index: 1, code: 'formula' }],
    })
    const stranger = await routes(randomUUID()).rows(body.id)(new Request(`http://localhost/x`))
    expect(stranger.status).toBe(404)
  })

  it('maps to placeholders sent by the editor and reads xlsx', async () => {
    const bytes = await xlsx([
      ['PLZ/Ort', 'Name'],
      ['10115 Berlin', 'Jürgen'],
    ])
    const response = await routes(owner).create(
      form(bytes, 'x.xlsx', { placeholders: 'PLZ-Ort, Name, Anrede' }),
    )
    expect(await response.json()).toMatchObject({
      format: 'xlsx',
      mapping: { 'PLZ-Ort': 'PLZ/Ort', Name: 'Name', Anrede: null },
    })
  })

  it.each([
    ['duplicate headings', () => form(utf8('Name;Name\na;b'), 'a.csv'), 422, /appears twice/],
    ['an old .xls', () => form(new Uint8Array([0xd0, 0xcf, 0x11, 0xe0, 1]), 'a.xls'), 415, /\.xls/],
    ['an unknown design', () => form(utf8('Name\na'), 'a.csv', { designId: '999999' }), 404, /no design/],
    ['a bad design id', () => form(utf8('Name\na'), 'a.csv', { designId: 'abc' }), 400, /designId/],
    [
      'a JSON body',
      () =>
        new Request('http://localhost/x', {
          method: 'POST',
          body: '{}',
          headers: { 'content-type': 'application/json' },
        }),
      415,
      /multipart/,
    ],
    [
      'a file over 5 MB',
      () => form(new Uint8Array(5 * 1024 * 1024 + 10).fill(65), 'big.csv'),
      413,
      /larger than 5 MB/,
    ],
  ])('answers %s with %i', async (_name, make, status, message) => {
    const response = await routes(owner).create(make())
    expect(response.status).toBe(status)
    expect(((await response.json()) as { error: { message: string } }).error.message).toMatch(message)
  })
})
