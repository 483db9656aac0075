import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { ACCESSORY_COLOUR_KEYS, ENVELOPE_SUBTYPE_KEYS } from '@/lib/model/accessory-keys'
import {
  buildAccessorySku,
  buildEnvelopeSku,
  formatString,
  isFormatString,
  parseEnvelopeSku,
  parseFormatString,
} from './sku'

const zero = { widthMm: 0, heightMm: 0 }

describe('parseFormatString', () => {
  it.each([
    ['162x114', { widthMm: 162, heightMm: 114 }],
    ['1x1', { widthMm: 1, heightMm: 1 }],
    ['841x1189', { widthMm: 841, heightMm: 1189 }],
    ['9007199254740991x1', { widthMm: 9007199254740991, heightMm: 1 }],
  ])('reads %j', (value, expected) => {
    expect(parseFormatString(value)).toEqual(expected)
  })

  it.each([
    ['empty', ''],
    ['leading zero', '0162x114'],
    ['zero', '0x114'],
    ['negative', '-162x114'],
    ['decimal', '162.5x114'],
    ['exponent', '1e3x114'],
    ['hex', '0x10'],
    ['upper-case X', '162X114'],
    ['multiplication sign', '162×114'],
    ['spaces', '162 x 114'],
    ['trailing newline', '162x114\n'],
    ['leading space', ' 162x114'],
    ['three sides', '162x114x5'],
    ['one side', '162x'],
    ['no width', 'x114'],
    ['Arabic-Indic digits', '١٦٢x١١٤'],
    ['full-width digits', '１６２x１１４'],
    ['too large to be exact', '9007199254740993x1'],
    ['huge', `${'9'.repeat(400)}x1`],
    ['SQL', "162x114'; drop table accessories;--"],
    ['markup', '<script>x</script>'],
  ])('reads %s as 0 by 0', (_label, value) => {
    expect(parseFormatString(value)).toEqual(zero)
    expect(isFormatString(value)).toBe(false)
  })

  it('never throws and yields either 0 by 0 or two positive integers, for any string', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (value) => {
        const { widthMm, heightMm } = parseFormatString(value)
        const both =
          widthMm > 0 && heightMm > 0 && Number.isSafeInteger(widthMm) && Number.isSafeInteger(heightMm)
        expect(both || (widthMm === 0 && heightMm === 0)).toBe(true)
      }),
    )
  })

  it('round-trips with formatString', () => {
    const side = fc.integer({ min: 1, max: 100_000 })
    fc.assert(
      fc.property(side, side, (widthMm, heightMm) => {
        expect(parseFormatString(formatString({ widthMm, heightMm }))).toEqual({ widthMm, heightMm })
      }),
    )
  })
})

describe('formatString', () => {
  it.each([
    [0, 10],
    [10, -1],
    [10.5, 10],
    [Number.NaN, 10],
    [Number.POSITIVE_INFINITY, 10],
  ])('refuses %d by %d', (widthMm, heightMm) => {
    expect(() => formatString({ widthMm, heightMm })).toThrow(RangeError)
  })
})

describe('envelope SKUs', () => {
  it('builds the spec pattern envelope-subtype-colour-WxH', () => {
    expect(buildEnvelopeSku({ subtype: 'straight', colour: 'kraft', widthMm: 162, heightMm: 114 })).toBe(
      'envelope-straight-kraft-162x114',
    )
  })

  it.each([
    [
      'envelope-straight-kraft-162x114',
      { subtype: 'straight', colour: 'kraft', widthMm: 162, heightMm: 114 },
    ],
    ['envelope-pointed-white-220x110', { subtype: 'pointed', colour: 'white', widthMm: 220, heightMm: 110 }],
    // Spec section 5: a malformed size reads as 0 by 0; the rest of the SKU is still known.
    ['envelope-pointed-navy-abc', { subtype: 'pointed', colour: 'navy', widthMm: 0, heightMm: 0 }],
    ['envelope-pointed-navy-', { subtype: 'pointed', colour: 'navy', widthMm: 0, heightMm: 0 }],
  ])('parses %s', (sku, expected) => {
    expect(parseEnvelopeSku(sku)).toEqual(expected)
  })

  it.each([
    '',
    'envelope',
    'envelope-straight-kraft',
    'envelope-straight-kraft-162x114-extra',
    'envelope--kraft-162x114',
    'Envelope-straight-kraft-162x114',
    'inlay-straight-kraft-162x114',
    'envelope-curved-kraft-162x114',
    'envelope-straight-mauve-162x114',
    'envelope-STRAIGHT-kraft-162x114',
    'envelope-__proto__-kraft-162x114',
    'envelope-straight-constructor-162x114',
    'envelope-straight-toString-162x114',
    'envelope straight kraft 162x114',
    'envelope-straight-kraft-162-114',
  ])('refuses %j', (sku) => {
    expect(parseEnvelopeSku(sku)).toBeNull()
  })

  it('round-trips every subtype and colour', () => {
    const envelope = fc.record({
      subtype: fc.constantFrom(...ENVELOPE_SUBTYPE_KEYS),
      colour: fc.constantFrom(...ACCESSORY_COLOUR_KEYS),
      widthMm: fc.integer({ min: 1, max: 2000 }),
      heightMm: fc.integer({ min: 1, max: 2000 }),
    })
    fc.assert(
      fc.property(envelope, (e) => {
        expect(parseEnvelopeSku(buildEnvelopeSku(e))).toEqual(e)
      }),
    )
  })
})

describe('buildAccessorySku', () => {
  it.each([
    ['screw', [null, 'gold'], 'screw-gold'],
    ['ribbon', ['satin-10mm', 'sage'], 'ribbon-satin-10mm-sage'],
    ['inlay', ['transparent', undefined, '105x148'], 'inlay-transparent-105x148'],
    ['punching', ['hearts', ''], 'punching-hearts'],
  ] as const)('%s %j -> %s', (kind, parts, sku) => {
    expect(buildAccessorySku(kind, parts)).toBe(sku)
  })
})
