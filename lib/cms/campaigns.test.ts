import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { PROMOTION_SEED } from '@/lib/shop/sales/vouchers/promotions'
import { campaignOf, currentCampaign, type Campaign } from './campaigns'
import type { Blok, Story } from './types'

const story = (content: Record<string, unknown>): Story => ({
  id: 1,
  uuid: 'u1',
  name: 'Kampagne',
  slug: 'k',
  full_slug: 'card/kampagnen/k',
  content: { component: 'campaign', _uid: 'b1', ...content },
  lang: 'default',
  tag_list: [],
})

const campaign = (id: string, startsAt: string, endsAt: string): Campaign => ({
  id,
  text: id,
  startsAt: new Date(startsAt),
  endsAt: new Date(endsAt),
})

describe('campaignOf', () => {
  it("reads Storyblok's date picker (UTC) and ISO instants", () => {
    const found = campaignOf(
      story({
        text: ' 10 % auf alles ',
        code: 'WINTER10',
        startsAt: '2026-12-01 00:00',
        endsAt: '2026-12-24T23:59:00+01:00',
        link: { linktype: 'story', cached_url: 'card/hochzeit' },
      }),
    )
    expect(found).toEqual({
      id: 'u1',
      text: '10 % auf alles',
      code: 'WINTER10',
      linkText: undefined,
      link: '/card/hochzeit',
      startsAt: new Date('2026-12-01T00:00:00Z'),
      endsAt: new Date('2026-12-24T22:59:00Z'),
    })
  })

  it.each([
    [{ text: 'x', startsAt: '2026-12-01 00:00', endsAt: '2026-11-01 00:00' }],
    [{ text: 'x', startsAt: 'morgen', endsAt: '2026-11-01 00:00' }],
    [{ text: '', startsAt: '2026-11-01 00:00', endsAt: '2026-12-01 00:00' }],
    [{ text: 'x', endsAt: '2026-12-01 00:00' }],
  ])('is no campaign with broken fields (%j)', (content) => {
    expect(campaignOf(story(content))).toBeNull()
  })

  it('is no campaign for a page story', () => {
    expect(campaignOf({ ...story({}), content: { component: 'page', _uid: 'p', body: [] } })).toBeNull()
  })

  it('drops an empty code', () => {
    const found = campaignOf(
      story({ text: 'x', code: '', startsAt: '2026-11-01 00:00', endsAt: '2026-12-01 00:00' }),
    )
    expect(found?.code).toBeUndefined()
  })
})

describe('currentCampaign', () => {
  const autumn = campaign('autumn', '2026-10-01T00:00:00Z', '2026-12-01T00:00:00Z')
  const advent = campaign('advent', '2026-11-29T00:00:00Z', '2026-12-24T00:00:00Z')
  const spring = campaign('spring', '2027-03-01T00:00:00Z', '2027-04-01T00:00:00Z')
  const all = [autumn, advent, spring]

  it.each([
    ['2026-09-30T23:59:59Z', null, '2026-10-01T00:00:00.000Z'],
    ['2026-10-01T00:00:00Z', 'autumn', '2026-11-29T00:00:00.000Z'],
    ['2026-11-29T12:00:00Z', 'advent', '2026-12-01T00:00:00.000Z'],
    ['2026-12-23T23:59:59Z', 'advent', '2026-12-24T00:00:00.000Z'],
    ['2026-12-24T00:00:00Z', null, '2027-03-01T00:00:00.000Z'],
    ['2027-04-01T00:00:00Z', null, null],
  ])('at %s shows %s until %s', (now, shown, changesAt) => {
    const result = currentCampaign(all, new Date(now))
    expect(result.campaign?.id ?? null).toBe(shown)
    expect(result.changesAt?.toISOString() ?? null).toBe(changesAt)
  })
})

describe('the seeded campaigns of the local content store', () => {
  const files = ['card/kampagnen/hochzeitssaison-2027', 'poster/kampagnen/winter-wandbilder']

  it.each(files)('%s names only a code the checkout takes for as long as it runs', (file) => {
    const json = JSON.parse(readFileSync(`content/${file}.json`, 'utf8')) as { uuid: string; published: Blok }
    const found = campaignOf({ ...story({}), uuid: json.uuid, content: json.published })
    expect(found).not.toBeNull()
    if (!found?.code) return
    const promotion = PROMOTION_SEED.find((p) => p.code === found.code)
    expect(promotion, `${found.code} is not in PROMOTION_SEED`).toBeDefined()
    expect(promotion && promotion.validUntil >= found.endsAt).toBe(true)
  })
})
