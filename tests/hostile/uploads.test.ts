import { mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { DbHandle } from '@/lib/db/types'
import { openCatalogueTestDb } from '@/lib/shop/catalogue/testing/catalogue-db'
import { guestListRoutes } from '@/lib/api/design-print/guest-list/handlers'
import { utf8, xlsx, zip } from '@/lib/shop/design-print/guest-list/testing/files'
import { uploadRoutes } from '@/lib/api/design-print/uploads/handlers'
import { bytesOf, jpeg, png, pngBomb } from '@/lib/shop/design-print/uploads/testing/fixtures'
import { localStorage } from '@/lib/storage/local-storage'
import { placeCardDesign } from '@/lib/shop/design-print/print/testing/place-card'
import { parseMarkup } from './support/dom'
import { changedTables, dbFingerprint } from './support/fingerprint'
import { unzip } from './support/unzip'

/**
 * Issue 8.4, uploads: files that lie about their type, decompression bombs (images and .xlsx), ZIP
 * entries that climb out of their folder and SVGs that carry script are refused with a 4xx that says
 * why, and nothing is stored: no row, no file. SVG logos that are only partly hostile are kept with
 * the hostile parts removed (the sanitiser's allowlist, ADR 0015).
 */
let handle: DbHandle
let storageDir: string
const visitor = randomUUID()
beforeAll(async () => {
  storageDir = mkdtempSync(join(tmpdir(), 'hostile-uploads-'))
  handle = await openCatalogueTestDb([placeCardDesign(901)])
}, 180_000)
afterAll(async () => {
  await handle.close()
  rmSync(storageDir, { recursive: true, force: true })
})

const uploads = () =>
  uploadRoutes(async () => ({
    db: handle.db,
    storage: localStorage(storageDir),
    ensureVisitorKey: async () => visitor,
    readVisitorKey: async () => visitor,
  }))
const guestLists = () =>
  guestListRoutes(async () => ({
    db: handle.db,
    ensureVisitorKey: async () => visitor,
    readVisitorKey: async () => visitor,
  }))

function form(path: string, bytes: Uint8Array, name: string, fields: Record<string, string>) {
  const data = new FormData()
  data.set('file', new Blob([Buffer.from(bytes)]), name)
  for (const [key, value] of Object.entries(fields)) data.set(key, value)
  return new Request(`http://localhost:3000${path}`, { method: 'POST', body: data })
}

const storedFiles = () => readdirSync(storageDir, { recursive: true }).filter((f) => String(f).includes('.'))

async function expectRefusedAndNothingStored(send: () => Promise<Response>, message: RegExp) {
  const before = await dbFingerprint(handle.db)
  const filesBefore = storedFiles()
  const response = await send()
  const body = (await response.json()) as { error?: { message?: string } }
  expect(response.status, JSON.stringify(body)).toBeGreaterThanOrEqual(400)
  expect(response.status, JSON.stringify(body)).toBeLessThan(500)
  expect(body.error?.message).toMatch(message)
  expect(changedTables(before, await dbFingerprint(handle.db))).toEqual([])
  expect(storedFiles()).toEqual(filesBefore)
}

const html = bytesOf('<!doctype html><html><body><script>alert(1)</script></body></html>')

describe('photo and layout uploads', () => {
  it.each([
    ['HTML named .png', () => html, 'evil.png', 'photo'],
    ['HTML named .svg', () => html, 'evil.svg', 'layout'],
    ['a JPEG with HTML in front', async () => Buffer.concat([html, await jpeg()]), 'x.jpg', 'photo'],
    ['a PNG header claiming 100000 × 100000 pixels', () => pngBomb(100_000, 100_000), 'bomb.png', 'photo'],
    ['a PNG header claiming 30000 × 30000 pixels', () => pngBomb(30_000, 30_000), 'bomb.png', 'layout'],
    ['an empty file', () => new Uint8Array(), 'empty.jpg', 'photo'],
    [
      'an SVG that is all script',
      () => bytesOf('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
      'x.svg',
      'layout',
    ],
    [
      'an SVG as a photo',
      () => bytesOf('<svg xmlns="http://www.w3.org/2000/svg"><rect width="9" height="9"/></svg>'),
      'x.jpg',
      'photo',
    ],
  ])('refuses %s', async (_what, bytes, name, purpose) => {
    const body = await bytes()
    await expectRefusedAndNothingStored(
      () => uploads().create(form('/web-api/uploads', body, name, { purpose })),
      /\w+ \w+/,
    )
  })

  it('judges a PNG named .jpg by its content, not its name', async () => {
    const response = await uploads().create(
      form('/web-api/uploads', await png(), 'photo.jpg', { purpose: 'photo' }),
    )
    expect(response.status).toBe(200)
    const upload = (await response.json()) as { id: string }
    const original = await uploads().original(upload.id)
    expect(original.headers.get('content-type')).toMatch(/^image\/(png|jpeg)$/)
  })

  it('keeps an SVG logo but removes script, handlers, external links and foreignObject', async () => {
    const svg =
      '<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="120" height="60" onload="alert(1)">' +
      '<script>alert(1)</script><rect width="120" height="60" fill="#fff" onclick="alert(2)"/>' +
      '<image href="https://evil.example/x.png" width="10" height="10"/>' +
      '<use xlink:href="https://evil.example/s.svg#a"/><a href="javascript:alert(3)"><circle cx="30" cy="30" r="20"/></a>' +
      '<foreignObject width="50" height="50"><iframe xmlns="http://www.w3.org/1999/xhtml" src="javascript:alert(4)"></iframe></foreignObject>' +
      '<style>@import url(https://evil.example/x.css);</style></svg>'
    const response = await uploads().create(
      form('/web-api/uploads', bytesOf(svg), 'logo.svg', { purpose: 'layout' }),
    )
    if (response.status !== 200) {
      expect(response.status).toBeLessThan(500)
      return
    }
    const upload = (await response.json()) as { id: string }
    const stored = Buffer.from(await (await uploads().original(upload.id)).arrayBuffer()).toString('utf8')
    const document = parseMarkup(stored, 'image/svg+xml')
    const elements = [...document.querySelectorAll('*')]
    expect(elements.map((e) => e.localName)).not.toContain('script')
    expect(elements.map((e) => e.localName)).not.toContain('foreignObject')
    for (const element of elements)
      for (const attr of element.attributes) {
        expect(attr.name, stored).not.toMatch(/^on/i)
        if (/href$/i.test(attr.name)) expect(attr.value, stored).toMatch(/^(#|data:image\/(png|jpeg|webp);)/)
      }
    expect(stored).not.toMatch(/evil\.example|javascript:/)
  })
})

describe('guest-list uploads', () => {
  const send = (bytes: Uint8Array, name: string) => () =>
    guestLists().create(form('/web-api/guest-lists', bytes, name, { designId: '901' }))

  it('refuses an .xlsx that would unpack to gigabytes', async () => {
    const bomb = zip([
      { name: 'xl/worksheets/sheet1.xml', data: Buffer.alloc(1000), declaredSize: 0xfffffff0 },
    ])
    await expectRefusedAndNothingStored(send(bomb, 'gaeste.xlsx'), /cannot be read safely/)
  })

  it('refuses an .xlsx that packs one huge run of zeros', async () => {
    const bomb = zip([{ name: 'xl/worksheets/sheet1.xml', data: Buffer.alloc(50 * 1024 * 1024) }])
    await expectRefusedAndNothingStored(send(bomb, 'gaeste.xlsx'), /cannot be read safely/)
  })

  it('refuses an .xlsx with thousands of entries', async () => {
    const many = zip(
      Array.from({ length: 2000 }, (_, i) => ({ name: `x/${i}.xml`, data: Buffer.from('<a/>') })),
    )
    await expectRefusedAndNothingStored(send(many, 'gaeste.xlsx'), /cannot be read safely/)
  })

  it.each(['../../x', '/etc/passwd', '..\\..\\x.xml', 'xl/../../../x.xml', 'C:/x.xml'])(
    'refuses an .xlsx with an entry named %s',
    async (entryName) => {
      const real = unzip(
        await xlsx([
          ['Vorname', 'Nachname'],
          ['Ada', 'Lovelace'],
        ]),
      )
      const slip = zip([...real, { name: entryName, data: Buffer.from('<x/>') }])
      await expectRefusedAndNothingStored(send(slip, 'gaeste.xlsx'), /cannot be read safely/)
    },
  )

  it('refuses HTML named .csv and .xlsx', async () => {
    await expectRefusedAndNothingStored(send(html, 'gaeste.xlsx'), /\w+ \w+/)
    await expectRefusedAndNothingStored(send(utf8('\u0000\u0001\u0002PK'), 'gaeste.csv'), /\w+ \w+/)
  })
})
