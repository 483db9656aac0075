import { afterEach, describe, expect, it, vi } from 'vitest'
import { collageDocument } from '@/lib/shop/design-print/design/testing/print-product-fixtures'
import { sendToCart } from './send-to-cart'

afterEach(() => vi.unstubAllGlobals())

const document = collageDocument()

function stubFetch(answer: Response | Error) {
  const fetch = vi.fn(async () => {
    if (answer instanceof Error) throw answer
    return answer
  })
  vi.stubGlobal('fetch', fetch)
  return fetch
}

describe('sendToCart', () => {
  it('adds a new line with kind, document, quantity and the shop’s locale', async () => {
    const fetch = stubFetch(Response.json({}))
    expect(
      await sendToCart({ kind: 'collage', document, quantity: 2, lineId: null, locale: 'de-CH' }),
    ).toEqual({
      ok: true,
    })
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit]
    expect(url).toBe('/web-api/cart/items')
    expect(init.method).toBe('POST')
    expect(init.headers).toMatchObject({ locale: 'de-CH' })
    expect(JSON.parse(String(init.body))).toMatchObject({
      kind: 'collage',
      quantity: 2,
      snapshot: { id: 'collage' },
    })
  })

  it('puts an edited design back into its line without a kind', async () => {
    const fetch = stubFetch(Response.json({}))
    await sendToCart({ kind: 'photobox', document, quantity: 1, lineId: 'abc', locale: 'de-DE' })
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit]
    expect(url).toBe('/web-api/cart/items/abc')
    expect(init.method).toBe('PATCH')
    expect(JSON.parse(String(init.body))).not.toHaveProperty('kind')
  })

  it('returns the server’s refusal and its field, and a network failure as a message', async () => {
    stubFetch(
      Response.json(
        {
          error: {
            status: 422,
            message: 'Die Box fasst 20 Bilder, gewählt sind 17.',
            field: 'snapshot.pages',
          },
        },
        { status: 422 },
      ),
    )
    expect(
      await sendToCart({ kind: 'photobox', document, quantity: 1, lineId: null, locale: 'de-DE' }),
    ).toEqual({
      ok: false,
      message: 'Die Box fasst 20 Bilder, gewählt sind 17.',
      field: 'snapshot.pages',
    })
    stubFetch(new Error('offline'))
    expect(
      await sendToCart({ kind: 'photoprints', document, quantity: 1, lineId: null, locale: 'de-DE' }),
    ).toEqual({
      ok: false,
      message: 'offline',
    })
  })
})
