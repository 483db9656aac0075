import { describe, expect, it } from 'vitest'
import { GET as accessory } from '@/app/price-api/prices/accessory/route'
import { GET as article } from '@/app/price-api/prices/article/route'
import { GET as formatGroup } from '@/app/price-api/prices/format-group/route'
import { GET as groupImages } from '@/app/price-api/prices/format-group-prices-images/route'
import { GET as formats } from '@/app/price-api/prices/formats/route'
import { GET as frame } from '@/app/price-api/prices/frame/route'
import { GET as photoOptions } from '@/app/price-api/prices/photo-options-groups/route'
import { GET as photoboxes } from '@/app/price-api/prices/photoboxes/route'
import { GET as aspectRatio } from '@/app/web-api/aspect-ratio/route'
import { GET as selectionLimits } from '@/app/web-api/product-selection-photo-frame/format-limits/route'
import { GET as selectionArticle } from '@/app/web-api/product-selection-photo-frame/price-article/route'
import { GET as selectionGroup } from '@/app/web-api/product-selection-photo-frame/prices-format-group/route'
import { GET as selectionFormats } from '@/app/web-api/product-selection-photo-frame/prices-formats/route'
import { ENDPOINTS } from '@/lib/api/endpoints'
import { openApiDocument } from '@/lib/api/openapi'

/**
 * ADR 0066: every price answer (and /web-api/aspect-ratio) says which unit the asking shop shows
 * lengths in, from lengthUnitOf(locale); the lengths themselves stay in mm.
 */
const CALLS: [string, (request: Request) => Promise<Response>, string][] = [
  ['article', article, '/price-api/prices/article?materialType=poster&format=300x400'],
  ['format-group', formatGroup, '/price-api/prices/format-group?materialType=leinwand&formatGroup=square'],
  ['formats', formats, '/price-api/prices/formats?materialType=poster&formats[]=300x400'],
  [
    'format-group-prices-images',
    groupImages,
    '/price-api/prices/format-group-prices-images?materialType=poster',
  ],
  ['accessory', accessory, '/price-api/prices/accessory?accessoryType=hanging-kit'],
  ['frame', frame, '/price-api/prices/frame?frameType=artbox&format=300x400'],
  ['photo-options-groups', photoOptions, '/price-api/prices/photo-options-groups'],
  ['photoboxes', photoboxes, '/price-api/prices/photoboxes?photoboxType=standard&photoboxFormat=10x15'],
  ['aspect-ratio', aspectRatio, '/web-api/aspect-ratio'],
  ['selection format-limits', selectionLimits, '/web-api/product-selection-photo-frame/format-limits'],
  [
    'selection price-article',
    selectionArticle,
    '/web-api/product-selection-photo-frame/price-article?materialType=poster&format=300x400&frameType=holzrahmen',
  ],
  [
    'selection prices-format-group',
    selectionGroup,
    '/web-api/product-selection-photo-frame/prices-format-group?materialType=poster&formatGroup=square&frameType=holzrahmen',
  ],
  [
    'selection prices-formats',
    selectionFormats,
    '/web-api/product-selection-photo-frame/prices-formats?materialType=poster&formats[]=300x400&frameType=holzrahmen',
  ],
]

async function answer(handler: (request: Request) => Promise<Response>, path: string, locale: string) {
  const response = await handler(
    new Request(`http://localhost:3000${path}`, { headers: { channel: 'poster', locale } }),
  )
  const json = (await response.json()) as Record<string, unknown>
  expect(response.status, JSON.stringify(json)).toBe(200)
  return json
}

describe('lengthUnit in the price answers', () => {
  it.each(CALLS)('%s answers "in" to the US shop and "cm" to the others', async (_, handler, path) => {
    expect((await answer(handler, path, 'en-US')).lengthUnit).toBe('in')
    expect((await answer(handler, path, 'de-DE')).lengthUnit).toBe('cm')
    expect((await answer(handler, path, 'de-CH')).lengthUnit).toBe('cm')
  })

  it('keeps the lengths themselves in mm', async () => {
    const json = await answer(
      article,
      '/price-api/prices/article?materialType=poster&format=300x400',
      'en-US',
    )
    expect(json).toMatchObject({ widthMm: 300, heightMm: 400, currency: 'USD', lengthUnit: 'in' })
  })
})

describe('lengthUnit in the OpenAPI document', () => {
  const doc = openApiDocument(ENDPOINTS) as { paths: Record<string, { get?: unknown }> }

  it.each(CALLS.map(([, , path]) => path.split('?')[0] ?? path))('%s documents it', (path) => {
    const ok = JSON.stringify(
      (doc.paths[path]?.get as { responses: Record<string, unknown> } | undefined)?.responses['200'],
    )
    expect(ok).toContain('"lengthUnit":{"type":"string","enum":["cm","in"]')
  })
})
