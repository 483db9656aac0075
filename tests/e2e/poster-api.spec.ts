import { expect, test } from './fixtures'

/** The catalogue and price contract over real HTTP: OpenAPI coverage, name[] arrays, JSON errors. */

test('the OpenAPI document covers the calendar, photo book, frame and price paths', async ({ request }) => {
  const doc = (await (await request.get('/web-api/openapi.json')).json()) as {
    paths: Record<string, { get?: { parameters: { name: string; in: string }[] } }>
  }
  for (const path of [
    '/web-api/calendar-design-group',
    '/web-api/calendar-price',
    '/web-api/photobook-design-group-set',
    '/web-api/photobook-design-group-set/{designGroupSetId}',
    '/web-api/photobook-price',
    '/web-api/photobox-data',
    '/web-api/card-accessory-price',
    '/web-api/sku/container',
    '/web-api/product-selection-photo-frame/price-article',
    '/price-api/prices/article',
    '/price-api/prices/photoboxes',
  ])
    expect(Object.keys(doc.paths), path).toContain(path)
  const set = doc.paths['/web-api/photobook-design-group-set/{designGroupSetId}']?.get
  expect(set?.parameters).toContainEqual(expect.objectContaining({ name: 'designGroupSetId', in: 'path' }))
  const prices = doc.paths['/web-api/calendar-price']?.get
  expect(prices?.parameters.map((p) => p.name)).toContain('accessoryTypes[]')
})

test('prices a calendar with name[] arrays and the locale header', async ({ request }) => {
  const response = await request.get(
    '/web-api/calendar-price?designGroupId=2201&formatType=a5-quer&mountingType=holzfuss&accessoryTypes[]=box&accessoryTypes[]=bow',
    { headers: { channel: 'poster', locale: 'en-US' } },
  )
  expect(response.status()).toBe(200)
  expect(await response.json()).toMatchObject({ currency: 'USD', unitPrice: 1699 + 549 + 449 + 229 })
})

test('bad input and unknown price paths answer in JSON', async ({ request }) => {
  const bad = await request.get('/price-api/prices/article?materialType=poster&format=30x40cm')
  expect(bad.status()).toBe(400)
  expect(await bad.json()).toMatchObject({ error: { field: 'format' } })
  const missing = await request.get('/price-api/prices/nothing')
  expect(missing.status()).toBe(404)
  expect(missing.headers()['content-type']).toContain('application/json')
  const set = await request.get('/web-api/photobook-design-group-set/999')
  expect(set.status()).toBe(404)
  expect(await set.json()).toMatchObject({ error: { field: 'designGroupSetId' } })
})
