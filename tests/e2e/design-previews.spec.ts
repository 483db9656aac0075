import { expect, test } from './fixtures'
import { generatedCatalogue } from '@/lib/shop/catalogue/generator/catalogue'
import { designPreviewSrcSet, designPreviewUrl } from '@/lib/shop/catalogue/preview-url'

/**
 * Rendered design previews as a listing page uses them: 48 cards in a grid with srcset. The server
 * renders each on first request and then serves it from its disk cache.
 */
const designs = generatedCatalogue()
  .designs.filter((_, i) => i % 8 === 0)
  .slice(0, 48)
  .map((d) => ({ id: Number(d.id), previewKey: String(d.previewKey), name: String(d.name['de-DE']) }))

test('a grid of 48 previews loads in real images, on a phone too', async ({ page, baseURL }, testInfo) => {
  const cells = designs
    .map(
      (d) =>
        `<figure><img alt="${d.name}" src="${designPreviewUrl(d, 360)}" srcset="${designPreviewSrcSet(d)}" ` +
        `sizes="(min-width: 768px) 25vw, 50vw"></figure>`,
    )
    .join('')
  const started = Date.now()
  // A same-origin document without the API's `default-src 'none'` policy, which would block images.
  await page.goto('/robots.txt')
  await page.setContent(
    `<base href="${baseURL}/"><style>body{display:grid;grid-template-columns:repeat(auto-fill,minmax(160px,1fr));gap:8px;margin:8px;background:#ddd}` +
      `figure{margin:0}img{width:100%;height:auto;display:block}</style>${cells}`,
  )
  await page.waitForFunction(() => [...document.images].every((img) => img.complete), undefined, {
    timeout: 120_000,
  })
  const seconds = (Date.now() - started) / 1000
  const broken = await page.evaluate(
    () => [...document.images].filter((img) => img.naturalWidth === 0).length,
  )
  expect(broken).toBe(0)
  testInfo.annotations.push({ type: 'load', description: `48 previews in ${seconds.toFixed(1)} s` })
  await page.screenshot({ path: testInfo.outputPath('previews.png'), fullPage: false })
})

test('a versioned preview is immutable, bad widths and unknown designs answer JSON', async ({ request }) => {
  const design = designs[0]
  if (!design) throw new Error('no generated designs')
  const image = await request.get(designPreviewUrl(design, 480))
  expect(image.status()).toBe(200)
  expect(image.headers()['content-type']).toBe('image/webp')
  expect(image.headers()['cache-control']).toBe('public, max-age=31536000, immutable')

  const badWidth = await request.get(`/design-previews/${design.id}/500.webp`)
  expect(badWidth.status()).toBe(400)
  expect(await badWidth.json()).toMatchObject({ error: { field: 'width' } })

  const unknown = await request.get('/design-previews/999999/240.webp')
  expect(unknown.status()).toBe(404)
  expect(await unknown.json()).toEqual({ error: { status: 404, message: 'There is no design 999999' } })
})
