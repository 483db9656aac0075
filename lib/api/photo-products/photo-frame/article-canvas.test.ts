import { describe, expect, it } from 'vitest'
import { GET as article } from '@/app/price-api/prices/article/route'

/** Issue 26: the configurator may name the canvas edge and depth; the spec gives no surcharge for either. */
const price = async (query: string) => {
  const response = await article(
    new Request(`http://localhost:3000/price-api/prices/article?${query}`, {
      headers: { locale: 'de-DE', channel: 'poster' },
    }),
  )
  return {
    status: response.status,
    json: (await response.json()) as { total?: number; error?: { field?: string } },
  }
}

describe('GET /price-api/prices/article, canvas edge and depth', () => {
  it('accepts them and prices 20 and 40 mm alike', async () => {
    const plain = await price('materialType=leinwand&format=600x900')
    const deep = await price('materialType=leinwand&format=600x900&canvasEdge=stretch&canvasDepthMm=40')
    expect(plain.status).toBe(200)
    expect(deep.status).toBe(200)
    expect(deep.json.total).toBe(plain.json.total)
  })

  it.each([
    ['canvasDepthMm=30', 'canvasDepthMm'],
    ['canvasEdge=rolled', 'canvasEdge'],
  ])('refuses %s naming the field', async (query, field) => {
    const res = await price(`materialType=leinwand&format=600x900&${query}`)
    expect(res.status).toBe(400)
    expect(res.json.error?.field).toBe(field)
  })
})
