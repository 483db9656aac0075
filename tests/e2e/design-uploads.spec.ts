import { expect, test } from './fixtures'
import sharp from 'sharp'
import { SAME_ORIGIN } from './support'

/**
 * Uploads, guest lists and print previews over real HTTP against the production build: multipart
 * parsing by Next, the visitor cookie, binary responses and the JSON errors.
 */

async function photo(): Promise<Buffer> {
  return sharp({ create: { width: 64, height: 48, channels: 3, background: '#b0305a' } })
    .jpeg()
    .toBuffer()
}

test('a visitor uploads a photo, sees its preview and gets the original back; others do not', async ({
  request,
  playwright,
}) => {
  const response = await request.post('/web-api/uploads', {
    headers: SAME_ORIGIN,
    multipart: {
      file: { name: 'urlaub.jpg', mimeType: 'image/jpeg', buffer: await photo() },
      purpose: 'photo',
    },
  })
  expect(response.status()).toBe(200)
  expect(response.headers()['set-cookie']).toContain('visitor_key=')
  const upload = (await response.json()) as {
    id: string
    previewUrl: string
    originalUrl: string
    widthPx: number
  }
  expect(upload.widthPx).toBe(64)

  const preview = await request.get(upload.previewUrl)
  expect(preview.headers()['content-type']).toBe('image/webp')
  const original = await request.get(upload.originalUrl)
  expect(original.status()).toBe(200)
  expect(original.headers()['content-type']).toBe('image/jpeg')

  const stranger = await playwright.request.newContext({ baseURL: test.info().project.use.baseURL })
  expect((await stranger.get(upload.originalUrl)).status()).toBe(404)
  await stranger.dispose()
})

test('a file that only claims to be a photo is refused with a message', async ({ request }) => {
  const response = await request.post('/web-api/uploads', {
    headers: SAME_ORIGIN,
    multipart: {
      file: { name: 'foto.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('<html>nope</html>') },
    },
  })
  expect(response.status()).toBe(415)
  expect(await response.json()).toMatchObject({ error: { message: /JPEG, PNG, WebP or HEIC/ } })
})

test('a guest list in Windows-1252 with semicolons is read and paged', async ({ request }) => {
  const csv = Buffer.from('Vorname;Nachname;Tisch\r\nJürgen;Weiß;3\r\nÄnne;Groß;=1+1\r\n', 'latin1')
  const response = await request.post('/web-api/guest-lists', {
    headers: SAME_ORIGIN,
    multipart: {
      file: { name: 'gäste.csv', mimeType: 'text/csv', buffer: csv },
      placeholders: 'Vorname,Tisch',
    },
  })
  expect(response.status()).toBe(200)
  const list = (await response.json()) as { id: string }
  expect(list).toMatchObject({
    encoding: 'windows-1252',
    columns: ['Vorname', 'Nachname', 'Tisch'],
    rowCount: 2,
    mapping: { Vorname: 'Vorname', Tisch: 'Tisch' },
    problems: [{ row: 3, column: 'Tisch', code: 'formula' }],
  })
  const rows = await request.get(`/web-api/guest-lists/${list.id}/rows?limit=1`)
  expect(await rows.json()).toMatchObject({
    total: 2,
    rows: [{ cells: ['Jürgen', 'Weiß', '3'] }],
    problemIndexes: [1],
  })
})

test('print previews answer unknown designs and bad names with JSON errors', async ({ request }) => {
  const unknown = await request.get('/web-api/print-preview/987654.pdf')
  expect(unknown.status()).toBe(404)
  expect(await unknown.json()).toMatchObject({ error: { message: 'There is no design 987654.' } })
  const badName = await request.get('/web-api/print-preview/abc.pdf')
  expect(badName.status()).toBe(404)
  const badQuery = await request.get('/web-api/print-preview/1.pdf?rows=-3')
  expect(badQuery.status()).toBe(400)
})
