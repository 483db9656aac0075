import { describe, expect, it } from 'vitest'
import { quoteArticle } from '@/lib/shop/photo-products/photo-frame/article'
import { wallArtLineOptions } from '@/lib/shop/photo-products/wall-art/line'
import { PricingError } from './errors'
import { quoteOrder } from './order'
import type { OrderQuoteInput } from './schema'

const POSTER = { material: 'poster', widthMm: 300, heightMm: 400, frame: null, canvas: null } as const
const poster = (quantity: number) => wallArtLineOptions(POSTER, quantity)
const usd = (quantity: number) => quoteArticle(poster(quantity), 'USD').total

const refusal = (input: OrderQuoteInput) => {
  try {
    quoteOrder(input)
  } catch (error) {
    if (error instanceof PricingError) return { field: error.field, code: error.code, status: error.status }
    throw error
  }
  return null
}

describe('a US quote (issue 27, ADR 0063/0064)', () => {
  it('prices net from the USD column, adds shipping and New York sales tax on both, no VAT rows', () => {
    const quote = quoteOrder({ country: 'US', state: 'NY', lines: [], wallArtLines: [poster(2)] })
    const net = usd(2) + 795
    const tax = Math.floor((net * 400) / 10_000 + 0.5)
    expect(quote).toMatchObject({
      country: 'US',
      currency: 'USD',
      taxMode: 'sales-tax',
      subtotal: usd(2),
      shipping: { method: 'standard', price: 795, currency: 'USD' },
      vat: [],
      salesTax: { state: 'NY', basisPoints: 400, amount: tax },
      total: net + tax,
    })
    expect(quote.wallArtLines[0]).toMatchObject({ vatBasisPoints: 0 })
  })

  it('has no tax line before the state is known, and none in a state without nexus', () => {
    const noState = quoteOrder({ country: 'US', lines: [], wallArtLines: [poster(1)] })
    expect(noState).toMatchObject({ salesTax: null, total: usd(1) + 795, vat: [] })
    const oregon = quoteOrder({ country: 'US', state: 'OR', lines: [], wallArtLines: [poster(1)] })
    expect(oregon).toMatchObject({
      salesTax: { state: 'OR', basisPoints: 0, amount: 0 },
      total: usd(1) + 795,
    })
  })

  it('offers standard and express, no Saturday express', () => {
    const express = quoteOrder({
      country: 'US',
      state: 'TX',
      lines: [],
      wallArtLines: [poster(1)],
      shipping: 'express',
    })
    expect(express.shipping.price).toBe(2495)
    expect(express.salesTax?.amount).toBe(Math.floor(((usd(1) + 2495) * 625) / 10_000 + 0.5))
    expect(
      refusal({ country: 'US', lines: [], wallArtLines: [poster(1)], shipping: 'saturday' }),
    ).toMatchObject({ field: 'shipping', code: 'method_not_offered', status: 422 })
  })

  it('refuses card lines, sample cards and a euro currency in the US market', () => {
    const card = { productType: 'postcard', format: 'a6', paper: 'premium-matt', quantity: 10 } as const
    expect(refusal({ country: 'US', lines: [card] })).toMatchObject({
      field: 'lines.0.productType',
      code: 'not_sold_here',
      status: 422,
    })
    expect(refusal({ country: 'US', lines: [], wallArtLines: [poster(1)], samples: 1 })).toMatchObject({
      field: 'samples',
      code: 'not_sold_here',
    })
    expect(refusal({ country: 'US', currency: 'EUR', lines: [], wallArtLines: [poster(1)] })).toMatchObject({
      field: 'currency',
      code: 'currency_mismatch',
    })
  })

  it('leaves the European quotes as they were: VAT inside, no sales tax even with a state', () => {
    const german = quoteOrder({ country: 'DE', state: 'NY', lines: [], wallArtLines: [poster(1)] })
    expect(german).toMatchObject({ currency: 'EUR', taxMode: 'vat', salesTax: null })
    expect(german.total).toBe(quoteArticle(poster(1), 'EUR').total + 499)
    expect(german.vat).toEqual([expect.objectContaining({ vatBasisPoints: 1900, gross: german.total })])
  })
})
