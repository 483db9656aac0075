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

test('a file that only claims to be a photo is refused with a message in the shop’s language', async ({
  request,
}) => {
  const refusal = async (headers: Record<string, string>) => {
    const response = await request.post('/web-api/uploads', {
      headers: { ...SAME_ORIGIN, ...headers },
      multipart: {
        file: { name: 'foto.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('<html>nope</html>') },
      },
    })
    expect(response.status()).toBe(415)
    return ((await response.json()) as { error: { message: string; key: string } }).error
  }
  // The card shop is German (also without a locale header); the poster shop's en-US is English.
  expect(await refusal({})).toEqual(
    expect.objectContaining({
      key: 'upload.wrongTypePhoto',
      message: 'Bitte laden Sie ein Foto als JPEG, PNG, WebP, TIFF oder HEIC oder eine PDF-Datei hoch.',
    }),
  )
  expect((await refusal({ locale: 'de-AT' })).message).toMatch(/^Bitte laden Sie ein Foto/)
  expect((await refusal({ channel: 'poster', locale: 'en-US' })).message).toBe(
    'Please upload a JPEG, PNG, WebP, TIFF or HEIC photo, or a PDF.',
  )
})

test('a refused upload in the German shop’s design tool shows a German message', async ({ page }) => {
  await page.goto('/de/test-fixtures/editor-design/')
  await expect(page).toHaveURL(/\/de\/configurator-card\/\?design=990001/)
  await expect(page.locator('canvas').first()).toBeVisible({ timeout: 20_000 })
  await page.getByRole('tab', { name: 'Fotos & Logos' }).click()
  const panel = page.getByTestId('upload-panel')
  await panel.getByRole('button', { name: 'Eigenes Layout / Logo' }).click()
  const answer = page.waitForResponse(
    (r) => r.url().endsWith('/web-api/uploads') && r.request().method() === 'POST',
  )
  const longText = 'Herzlich willkommen '.repeat(60)
  await panel.locator('input[type=file]').setInputFiles({
    name: 'logo.svg',
    mimeType: 'image/svg+xml',
    buffer: Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg"><text>${longText}</text></svg>`),
  })
  expect((await answer).request().headers()['locale']).toBe('de-DE')
  const error = page.getByTestId('upload-error')
  await expect(error).toContainText(
    'Wir können diese SVG-Datei nicht annehmen: Ein Text in der Datei ist länger als 1.000 Zeichen.',
  )
  // A refusal of the file itself: neither the quota hint nor an offer to send it again.
  await expect(error).not.toContainText('Upload-Kontingent')
  await expect(error.getByRole('button', { name: 'Noch einmal versuchen' })).toHaveCount(0)
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
