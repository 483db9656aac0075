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
    [{ ...valid, country: 'GB' }, 'country'],
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
      taxMode: 'vat',
      methods: [
        { method: 'standard', price: 499, deliveryDays: null },
        { method: 'express', price: 1299, deliveryDays: null },
        { method: 'saturday', price: 2299, deliveryDays: null },
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

  it('answers the US with its net USD rates and business days (issue 27, ADR 0064)', async () => {
    const response = await get('?country=US')
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({
      country: 'US',
      currency: 'USD',
      taxMode: 'sales-tax',
      methods: [
        { method: 'standard', price: 795, deliveryDays: { from: 6, to: 10 } },
        { method: 'express', price: 2495, deliveryDays: { from: 2, to: 4 } },
      ],
    })
  })

  it('refuses a card line for the US: the US shop sells no cards', async () => {
    const response = await post({ ...valid, country: 'US' })
    expect(response.status).toBe(422)
    expect(await response.json()).toMatchObject({ error: { field: 'productType' } })
  })

  it('answers an unknown or missing country with 400', async () => {
    expect((await get('?country=XX')).status).toBe(400)
    expect((await get('')).status).toBe(400)
  })
})
