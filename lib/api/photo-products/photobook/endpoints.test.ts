import { describe, expect, it } from 'vitest'
import { GET as setList } from '@/app/web-api/photobook-design-group-set/route'
import { GET as oneSet } from '@/app/web-api/photobook-design-group-set/[designGroupSetId]/route'
import { GET as photobookPrice } from '@/app/web-api/photobook-price/route'
import { callGet, describeContract } from '@/lib/api/testing/contract-cases'

describeContract({
  path: '/web-api/photobook-design-group-set',
  handler: setList,
  valid: { categoryIds: ['wedding', 'travel'], aspectRatio: ['square'], style: ['boho', 'photo'] },
  checkValid: (json) => {
    const list = json as { total: number; designGroupSets: { id: number; aspectRatios: string[] }[] }
    expect(list.designGroupSets.map((s) => s.id)).toEqual([405, 402])
    expect(list.designGroupSets.every((s) => s.aspectRatios.includes('square'))).toBe(true)
  },
  wrongType: [
    [{ aspectRatio: 'square' }, 'aspectRatio'],
    [{ categoryIds: ['hochzeit'] }, 'categoryIds.0'],
    [{ sort: 'cheapest' }, 'sort'],
  ],
  extra: { type: 'fotoheft' },
  huge: [
    [{ limit: '49' }, 'limit'],
    [{ style: Array.from({ length: 11 }, () => 'boho') }, 'style'],
  ],
})

describeContract({
  path: '/web-api/photobook-design-group-set/{designGroupSetId}',
  handler: oneSet,
  params: { designGroupSetId: '403' },
  headers: { locale: 'en-US', channel: 'poster' },
  valid: {},
  checkValid: (json) => {
    const set = json as {
      name: string
      currency: string
      designGroups: { id: number }[]
      types: { pageCounts: number[] }[]
    }
    expect(set.name).toBe('Hello baby')
    expect(set.currency).toBe('USD')
    expect(set.designGroups.map((g) => g.id)).toEqual([4031, 4032, 4033])
    expect(set.types.find((t) => t.pageCounts[0] === 16)?.pageCounts.at(-1)).toBe(48)
  },
  wrongType: [[{ currency: 'GBP' }, 'currency']],
  extra: { page: '2' },
  huge: [],
})

describe('the set id in the path', () => {
  const call = (id: string, query = '') =>
    callGet(
      {
        path: `/web-api/photobook-design-group-set/${id}${query}`,
        handler: oneSet,
        params: { designGroupSetId: id },
      },
      {},
    )
  it.each([
    ['abc', 400],
    ['99999999', 400],
    ['999', 404],
  ])('answers %s with %i naming designGroupSetId', async (id, status) => {
    const answer = await call(id)
    expect(answer.status).toBe(status)
    expect(answer.json).toMatchObject({ error: { field: 'designGroupSetId' } })
  })
  it('takes the path, not a query parameter of the same name', async () => {
    expect((await call('401', '?designGroupSetId=402')).json).toMatchObject({ id: 401 })
  })
})

const book = { type: 'digitalfotobuch', format: 'square' }
describeContract({
  path: '/web-api/photobook-price',
  handler: photobookPrice,
  valid: { ...book, pageCount: '40', paper: 'matt', amount: '2', designGroupSetId: '405' },
  checkValid: (json) => {
    // 2499 + 8 sheets × 60 + 20 sheets × 20 (matt) + hard cover 800 = 4179; second copy at 95 %.
    expect(json).toMatchObject({
      currency: 'EUR',
      unitPrice: 4179,
      total: 4179 + 3970,
      cover: 'hard',
      binding: 'pur',
    })
  },
  missing: [
    [{ format: 'square' }, 'type'],
    [{ type: 'fotoheft' }, 'format'],
  ],
  wrongType: [
    [{ ...book, pageCount: 'forty' }, 'pageCount'],
    [{ ...book, pageCount: '41' }, 'pageCount'],
    [{ ...book, type: 'fotoheft', cover: 'hard' }, 'cover'],
    [{ ...book, binding: 'layflat' }, 'binding'],
    [{ ...book, designGroupSetId: '406' }, 'format'],
  ],
  extra: { pages: '40' },
  huge: [
    [{ ...book, pageCount: '1000' }, 'pageCount'],
    [{ ...book, amount: '1e9' }, 'amount'],
  ],
})
