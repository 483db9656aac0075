import { describe, expect, it } from 'vitest'
import { PHOTO_PRINT_FORMAT_KEYS } from '@/lib/model/photo-print-keys'
import { PHOTO_PRINT_OPTION_GROUPS } from './config'
import { photoPrintUnitPrice, quotePhotoPrints } from './pricing'

const item = (format: '10x15' | '13x18', copies: number, paper: 'matt' | 'hahnemuehle' = 'matt') => ({
  format,
  paper,
  border: 'none' as const,
  copies,
})

describe('quotePhotoPrints', () => {
  it('prices each print by format, paper and border, times its copies', () => {
    const quote = quotePhotoPrints({ items: [item('10x15', 24), item('13x18', 12, 'hahnemuehle')] }, 'EUR')
    expect(quote.items.map((i) => [i.unitPrice, i.total])).toEqual([
      [25, 600],
      [45 + 40, 1020],
    ])
    expect(quote).toMatchObject({ currency: 'EUR', prints: 36, total: 1620 })
  })

  it('reads the currency’s own column', () => {
    expect(quotePhotoPrints({ items: [item('13x18', 1, 'hahnemuehle')] }, 'CHF').total).toBe(55 + 50)
    expect(quotePhotoPrints({ items: [item('10x15', 2)] }, 'USD').total).toBe(54)
  })

  it('never costs less for a bigger format or a finer paper', () => {
    const sizes = [...PHOTO_PRINT_FORMAT_KEYS].sort(
      (a, b) =>
        photoPrintUnitPrice({ format: a, paper: 'matt', border: 'none' }, 'EUR') -
        photoPrintUnitPrice({ format: b, paper: 'matt', border: 'none' }, 'EUR'),
    )
    expect(sizes.indexOf('9x13')).toBeLessThan(sizes.indexOf('20x30'))
    for (const format of PHOTO_PRINT_FORMAT_KEYS) {
      const plain = photoPrintUnitPrice({ format, paper: 'matt', border: 'none' }, 'EUR')
      expect(photoPrintUnitPrice({ format, paper: 'hahnemuehle', border: 'white' }, 'EUR')).toBeGreaterThan(
        plain,
      )
    }
  })

  it('prices every format key of the model', () => {
    expect(Object.keys(PHOTO_PRINT_OPTION_GROUPS['print-format'].options)).toEqual([
      ...PHOTO_PRINT_FORMAT_KEYS,
    ])
  })
})
