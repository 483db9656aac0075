import { describe, expect, it } from 'vitest'
import type { WallArtSpec } from '@/lib/shop/design-print/design/wall-art-spec'
import { resolveMarket } from '@/lib/shop/sales/pricing/market'
import { quoteOrder } from '@/lib/shop/sales/pricing/order'
import { quoteArticle } from '../photo-frame/article'
import { priceWallArtLine, wallArtLineOptions } from './line'

const canvas = (depthMm: 20 | 40): WallArtSpec => ({
  material: 'leinwand',
  widthMm: 600,
  heightMm: 900,
  frame: null,
  canvas: { edge: 'mirror', depthMm },
})
const framed: WallArtSpec = {
  material: 'poster',
  widthMm: 300,
  heightMm: 400,
  frame: { type: 'holzrahmen', colour: 'oak', matSize: 30, matType: 'white' },
  canvas: null,
}

describe('wall-art line options', () => {
  it('are the price list options of the spec, photo options at no charge', () => {
    expect(wallArtLineOptions(framed, 2)).toEqual({
      materialType: 'poster',
      format: '300x400',
      frameType: 'holzrahmen',
      frameColour: 'oak',
      matSize: 30,
      matType: 'white',
      colour: 'original',
      retouch: 'none',
      border: 'none',
      quantity: 2,
    })
    expect(wallArtLineOptions(canvas(40), 1)).toMatchObject({ materialType: 'leinwand', canvasDepthMm: 40 })
  })

  it('refuse a quantity outside 1 to 50', () => {
    expect(() => wallArtLineOptions(framed, 0)).toThrow(/at least 1 piece/)
    expect(() => wallArtLineOptions(framed, 51)).toThrow(/at most 50 pieces/)
  })
})

describe('priceWallArtLine', () => {
  it('prices from the EUR list in DE and AT and the CHF list in CH, VAT of the country', () => {
    const options = wallArtLineOptions(framed, 1)
    const de = priceWallArtLine(options, resolveMarket('DE'))
    const at = priceWallArtLine(options, resolveMarket('AT'))
    const ch = priceWallArtLine(options, resolveMarket('CH'))
    expect(de.total).toBe(quoteArticle(options, 'EUR').total)
    expect(at.total).toBe(de.total)
    expect(ch.total).toBe(quoteArticle(options, 'CHF').total)
    expect([de.vatBasisPoints, at.vatBasisPoints, ch.vatBasisPoints]).toEqual([1900, 2000, 810])
  })

  it('charges no surcharge for a 40 mm canvas: the spec names none', () => {
    const market = resolveMarket('DE')
    expect(priceWallArtLine(wallArtLineOptions(canvas(40), 1), market).total).toBe(
      priceWallArtLine(wallArtLineOptions(canvas(20), 1), market).total,
    )
  })
})

describe('quoteOrder with wall art', () => {
  it('adds wall-art lines to subtotal, VAT and shipping, once', () => {
    const card = {
      productType: 'folded-card' as const,
      format: 'a6' as const,
      paper: 'premium-matt' as const,
      quantity: 50,
    }
    const art = wallArtLineOptions(canvas(20), 1)
    const both = quoteOrder({ country: 'DE', lines: [card], wallArtLines: [art] })
    const cardOnly = quoteOrder({ country: 'DE', lines: [card] })
    const artTotal = quoteArticle(art, 'EUR').total
    expect(both.wallArtLines[0]?.total).toBe(artTotal)
    expect(both.subtotal).toBe(cardOnly.subtotal + artTotal)
    expect(both.shipping.price).toBe(499)
    expect(both.total).toBe(both.subtotal + 499)
    expect(both.vat.reduce((sum, row) => sum + row.gross, 0)).toBe(both.total)
    const artOnly = quoteOrder({ country: 'CH', lines: [], wallArtLines: [art] })
    expect(artOnly).toMatchObject({ currency: 'CHF', shipping: { price: 999 } })
  })

  it('names the wall-art line and field it refuses', () => {
    const tooBig = { ...wallArtLineOptions(canvas(20), 1), format: '2500x900' }
    expect(() => quoteOrder({ country: 'DE', lines: [], wallArtLines: [tooBig] })).toThrow(
      expect.objectContaining({ status: 422, field: 'wallArtLines.0.format' }),
    )
    const withCardOption = { ...wallArtLineOptions(canvas(20), 1), paper: 'premium-matt' }
    expect(() => quoteOrder({ country: 'DE', lines: [], wallArtLines: [withCardOption as never] })).toThrow(
      expect.objectContaining({ status: 400, field: 'wallArtLines.0.paper' }),
    )
  })
})
