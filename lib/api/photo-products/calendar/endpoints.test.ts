import { expect } from 'vitest'
import { GET as designGroups } from '@/app/web-api/calendar-design-group/route'
import { GET as calendarPrice } from '@/app/web-api/calendar-price/route'
import { describeContract } from '@/lib/api/testing/contract-cases'

describeContract({
  path: '/web-api/calendar-design-group',
  handler: designGroups,
  valid: { type: 'wall', style: ['photo', 'modern'], sort: 'newest', limit: '2' },
  checkValid: (json) => {
    const list = json as { total: number; designGroups: { style: string; type: string; createdAt: string }[] }
    expect(list.total).toBe(3)
    expect(list.designGroups).toHaveLength(2)
    expect(list.designGroups.every((g) => g.type === 'wall' && ['photo', 'modern'].includes(g.style))).toBe(
      true,
    )
    expect(list.designGroups[0]!.createdAt >= list.designGroups[1]!.createdAt).toBe(true)
  },
  wrongType: [
    [{ limit: 'many' }, 'limit'],
    [{ type: 'poster' }, 'type'],
    [{ style: 'photo' }, 'style'],
  ],
  extra: { colour: 'red' },
  huge: [
    [{ limit: '100000' }, 'limit'],
    [{ offset: '1e12' }, 'offset'],
    [{ designGroupId: '99999999999' }, 'designGroupId'],
  ],
})

const price = { designGroupId: '2101', formatType: 'a3-quer' }
describeContract({
  path: '/web-api/calendar-price',
  handler: calendarPrice,
  headers: { locale: 'de-CH' },
  valid: { ...price, amount: '3', paperType: 'matt', refinementType: 'gold', accessoryTypes: ['box'] },
  checkValid: (json) => {
    // A3 3499 + matt 400 + gold 1100 + box 499 CHF = 5498; 1 × 5498 + 2 × 5223.
    expect(json).toMatchObject({
      currency: 'CHF',
      unitPrice: 5498,
      total: 5498 + 2 * 5223,
      mountingType: 'spirale',
    })
  },
  missing: [
    [{ formatType: 'a3-quer' }, 'designGroupId'],
    [{ designGroupId: '2101' }, 'formatType'],
  ],
  wrongType: [
    [{ ...price, amount: 'three' }, 'amount'],
    [{ ...price, accessoryTypes: 'box' }, 'accessoryTypes'],
    [{ ...price, startDate: '2027-02-15' }, 'startDate'],
    [{ ...price, formatType: 'a6-quer' }, 'formatType'],
    [{ ...price, refinementType: 'gold' }, 'refinementType'],
    [{ ...price, designGroupId: '1' }, 'designGroupId'],
  ],
  extra: { frameType: 'holzrahmen' },
  huge: [
    [{ ...price, amount: '1000000' }, 'amount'],
    [{ ...price, year: '99999' }, 'year'],
    [{ ...price, accessoryTypes: ['box', 'box'] }, 'accessoryTypes'],
  ],
})
