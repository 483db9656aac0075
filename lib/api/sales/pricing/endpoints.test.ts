import { describe, expect, it } from 'vitest'
import { POST as cardPrice } from '@/app/web-api/card-price/route'
import { GET as shippingInformation } from '@/app/web-api/shipping-information/route'

const post = (body: unknown) =>
  cardPrice(
    new Request('http://localhost:3000/web-api/card-price', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    }),
  )
const valid = { productType: 'folded-card', format: 'a6', paper: 'premium-matt', quantity: 50, country: 'DE' }

describe('POST /web-api/card-price', () => {
  it('quotes a card line in minor units', async () => {
    const response = await post(valid)
    expect(response.status).toBe(200)
    const quote = (await response.json()) as {
      unitPrice: number
      total: number
      quantity: number
      currency: string
    }
    expect(quote.currency).toBe('EUR')
    expect(quote.total).toBe(quote.unitPrice * 50)
  })

  it.each([
    [{ ...valid, quantity: 7 }, 'quantity'],
    [{ ...valid, quantity: '50' }, 'quantity'],
    [{ ...valid, quantity: 1e9 }, 'quantity'],
    [{ ...valid, country: 'US' }, 'country'],
    [{ ...valid, paper: 'kraftpapier', refinement: 'gold' }, 'refinement'],
    [{ ...valid, colour: 'red' }, 'colour'],
    [{ productType: 'folded-card' }, 'format'],
  ])('refuses %o naming %s', async (body, field) => {
    const response = await post(body)
    expect([400, 422]).toContain(response.status)
    const json = (await response.json()) as { error: { field: string; message: string } }
    expect(json.error.field).toBe(field)
    expect(json.error.message.length).toBeGreaterThan(5)
  })
})

describe('GET /web-api/shipping-information', () => {
  const get = (query: string) =>
    shippingInformation(new Request(`http://localhost:3000/web-api/shipping-information${query}`))

  it('lists the spec’s methods and prices per country', async () => {
    expect(await (await get('?country=DE')).json()).toEqual({
      country: 'DE',
      currency: 'EUR',
      methods: [
        { method: 'standard', price: 499 },
        { method: 'express', price: 1299 },
        { method: 'saturday', price: 2299 },
      ],
    })
    expect(await (await get('?country=CH')).json()).toMatchObject({
      currency: 'CHF',
      methods: [
        { method: 'standard', price: 999 },
        { method: 'express', price: 3499 },
      ],
    })
  })

  it('answers an unknown or missing country with 400', async () => {
    expect((await get('?country=XX')).status).toBe(400)
    expect((await get('')).status).toBe(400)
  })
})
