import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { PROMOTION_SEED } from '@/lib/shop/sales/vouchers/promotions'
import { voucherSchema } from './voucher'

/** Every `voucher` blok of the local content store, with the file it is in. */
function voucherBloks(): { file: string; blok: unknown }[] {
  const found: { file: string; blok: unknown }[] = []
  const walk = (node: unknown, file: string): void => {
    if (Array.isArray(node)) node.forEach((child) => walk(child, file))
    else if (node && typeof node === 'object') {
      if ((node as { component?: unknown }).component === 'voucher') found.push({ file, blok: node })
      Object.values(node).forEach((child) => walk(child, file))
    }
  }
  const files = readdirSync('content', { recursive: true, encoding: 'utf8' }).filter((f) =>
    f.endsWith('.json'),
  )
  for (const file of files) walk(JSON.parse(readFileSync(join('content', file), 'utf8')), file)
  return found
}

/** The calendar day in Germany on which a seeded code stops working. */
const lastDay = (date: Date) => date.toLocaleDateString('sv-SE', { timeZone: 'Europe/Berlin' })

describe('voucher codes on content pages', () => {
  const bloks = voucherBloks()

  it('are on the voucher page of each brand', () => {
    expect(bloks.map((b) => b.file).sort()).toEqual(['card/gutscheine.json', 'poster/gutscheine.json'])
  })

  it.each(bloks)('$file prints a seeded code with its real last day and minimum order', ({ blok }) => {
    const data = voucherSchema.parse(blok)
    const promotion = PROMOTION_SEED.find((p) => p.code === data.code.toUpperCase())
    expect(promotion, `${data.code} is not in PROMOTION_SEED`).toBeDefined()
    if (!promotion) return
    expect(data.validUntil).toBe(lastDay(promotion.validUntil))
    for (const minimum of Object.values(promotion.minimumBasket)) expect(data.minimumOrderMinor).toBe(minimum)
  })
})
