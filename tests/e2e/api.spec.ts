import { randomUUID } from 'node:crypto'
import { expect, test } from './fixtures'
import type { ClientErrorReport } from '@/lib/log/client-error-schema'
import { SAME_ORIGIN } from './support'

/** The JSON endpoints under /web-api: health, unknown paths, and the browser error intake. */

test('health answers JSON ok and is never cached', async ({ request }) => {
  const response = await request.get('/web-api/health')
  expect(response.status()).toBe(200)
  expect(response.headers()['content-type']).toContain('application/json')
  expect(response.headers()['cache-control']).toBe('no-store')
  expect(await response.json()).toMatchObject({ status: 'ok', database: { status: 'ok' } })
})

test('the OpenAPI document describes the API', async ({ request }) => {
  const response = await request.get('/web-api/openapi.json')
  expect(response.status()).toBe(200)
  const doc = (await response.json()) as { openapi: string; paths: Record<string, object> }
  expect(doc.openapi).toBe('3.1.0')
  expect(Object.keys(doc.paths)).toEqual(
    expect.arrayContaining(['/web-api/health', '/web-api/client-errors']),
  )
})

test('unknown API paths answer with a JSON 404, not the HTML page', async ({ request }) => {
  for (const [method, path] of [
    ['GET', '/web-api/does-not-exist'],
    ['POST', '/web-api/orders/42'],
  ] as const) {
    const response = await request.fetch(path, { method, maxRedirects: 0, headers: SAME_ORIGIN })
    expect(response.status(), path).toBe(404)
    expect(response.headers()['content-type'], path).toContain('application/json')
    expect(await response.json()).toEqual({ error: { status: 404, message: `No API endpoint at ${path}` } })
  }
})

test('the bare /web-api/ path answers in JSON too', async ({ request }) => {
  // Known bug: the catch-all needs a segment and the proxy skips /web-api, so Next's HTML 404 answers.
  const response = await request.get('/web-api/')
  expect(response.status()).toBe(404)
  expect(response.headers()['content-type']).toContain('application/json')
})

test('a script error in the page is reported to the intake', async ({ page }) => {
  await page.goto('/de/')
  // The reporter mounts with hydration; the page is interactive once the popover button works.
  await page.getByRole('button', { name: 'Gratis Muster' }).click()
  await expect(page.locator('#samples-info')).toBeVisible()
  const bodies: unknown[] = []
  await page.route('**/web-api/client-errors', async (route) => {
    bodies.push(JSON.parse(route.request().postDataBuffer()?.toString('utf8') ?? 'null'))
    await route.continue()
  })
  const answered = page.waitForResponse('**/web-api/client-errors')
  await page.evaluate(() => {
    setTimeout(() => {
      throw new Error('e2e: thrown in the page')
    })
  })
  const response = await answered
  expect(response.request().method()).toBe('POST')
  expect(response.status()).toBe(204)
  expect(bodies).toEqual([
    expect.objectContaining({
      message: 'e2e: thrown in the page',
      kind: 'error',
      url: '/de/',
      channel: 'card',
      locale: 'de-DE',
    }),
  ])
})

test.describe('POST /web-api/client-errors', () => {
  // The intake is rate-limited per client address; a fresh address keeps repeated runs independent.
  const headers = { ...SAME_ORIGIN, 'X-Forwarded-For': `e2e-${randomUUID()}` }
  const report: ClientErrorReport = {
    message: `e2e: boom ${randomUUID()}`,
    stack: 'Error: boom\n    at app.js:1:1',
    url: '/de/products/?x=1',
    kind: 'error',
    session: randomUUID(),
    channel: 'card',
    locale: 'de-DE',
    userAgent: 'Playwright',
  }

  test('accepts a valid report with 204 and no body', async ({ request }) => {
    const response = await request.post('/web-api/client-errors', { headers, data: report })
    expect(response.status()).toBe(204)
    expect(await response.text()).toBe('')
  })

  test('refuses a body that is not JSON with a JSON 400', async ({ request }) => {
    const response = await request.post('/web-api/client-errors', {
      headers: { ...headers, 'Content-Type': 'application/json' },
      data: '{"message": "unterminated',
    })
    expect(response.status()).toBe(400)
    expect(await response.json()).toMatchObject({ error: { status: 400 } })
  })

  test('refuses reports that break the schema, naming the field', async ({ request }) => {
    for (const [field, bad] of [
      ['kind', { ...report, kind: 'nonsense' }],
      ['url', { ...report, url: '//evil.com/x' }],
      ['url', { ...report, url: 'https://evil.example/de/' }],
      ['locale', { ...report, locale: 'german' }],
    ] as const) {
      const response = await request.post('/web-api/client-errors', { headers, data: bad })
      expect(response.status(), field).toBe(400)
      const body = (await response.json()) as { error: { message: string } }
      expect(body.error.message, field).toContain(field)
      // Nothing of the report is echoed back.
      expect(body.error.message).not.toContain(report.message)
    }
  })

  test('allows only POST', async ({ request }) => {
    const response = await request.get('/web-api/client-errors')
    expect(response.status()).toBe(405)
    expect(response.headers()['allow']).toBe('POST')
  })
})

test('catalogue endpoints answer from the seeded catalogue and validate their input', async ({ request }) => {
  const envelopes = await request.get('/web-api/card-accessories?kind=envelope', {
    headers: { locale: 'de-AT' },
  })
  expect(envelopes.status()).toBe(200)
  const { accessories } = (await envelopes.json()) as { accessories: { sku: string; kind: string }[] }
  expect(accessories.length).toBeGreaterThan(10)
  for (const a of accessories) expect(a.sku).toMatch(/^envelope-(straight|pointed)-[a-z]+-\d+x\d+$/)

  const themes = await request.get('/web-api/themes?sort=newest')
  expect(themes.status()).toBe(200)
  const ids = ((await themes.json()) as { themes: { id: number }[] }).themes.map((t) => t.id)
  expect(ids).toContain(1461)

  const bad = await request.get('/web-api/themes?sort=cheapest')
  expect(bad.status()).toBe(400)
  expect(((await bad.json()) as { error: { field: string } }).error.field).toBe('sort')
  expect((await request.get('/web-api/card-accessories', { headers: { channel: 'shoes' } })).status()).toBe(
    400,
  )
})

test('the card price endpoint quotes and refuses impossible options', async ({ request }) => {
  const body = {
    productType: 'folded-card',
    format: 'a6',
    paper: 'premium-matt',
    quantity: 50,
    country: 'CH',
  }
  const ok = await request.post('/web-api/card-price', { data: body, headers: SAME_ORIGIN })
  expect(ok.status()).toBe(200)
  expect(await ok.json()).toMatchObject({ currency: 'CHF', quantity: 50 })
  const refused = await request.post('/web-api/card-price', {
    data: { ...body, quantity: 7 },
    headers: SAME_ORIGIN,
  })
  expect([400, 422]).toContain(refused.status())
  expect(((await refused.json()) as { error: { field: string } }).error.field).toBe('quantity')
})
