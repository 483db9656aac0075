import { describe, expect, it } from 'vitest'
import { GET as designGroups } from '@/app/web-api/collage-designer-design-groups/route'
import { GET as designGroup } from '@/app/web-api/collage-designer-design-group/route'
import { callGet, describeContract } from '@/lib/api/testing/contract-cases'

type Groups = {
  groups: {
    designGroupId: number
    name: string
    designs: { designId: number; name: string; aspect: string; photoCount: number; layout: string }[]
  }[]
  defaultDesignId: number
}

describeContract({
  path: '/web-api/collage-designer-design-groups',
  handler: designGroups,
  headers: { channel: 'poster', locale: 'de-DE' },
  valid: { designGroupIds: ['1', '3'], aspects: ['square', 'portrait'], photoCounts: ['4', '7'] },
  checkValid: (json) => {
    const data = json as Groups
    expect(data.defaultDesignId).toBe(13)
    expect(data.groups.map((g) => g.designGroupId)).toEqual([1, 3])
    expect(data.groups[1]?.name).toBe('Liebe')
    expect(data.groups.flatMap((g) => g.designs.map((d) => d.designId))).toEqual([1, 12, 13])
  },
  wrongType: [
    [{ designGroupIds: ['x'] }, 'designGroupIds.0'],
    [{ aspects: ['round'] }, 'aspects.0'],
    [{ materialTypes: ['fototapete'] }, 'materialTypes.0'],
    [{ designGroupIds: '1' }, 'designGroupIds'],
  ],
  extra: { designId: '13' },
  huge: [
    [{ designGroupIds: Array.from({ length: 21 }, (_, i) => String(i + 1)) }, 'designGroupIds'],
    [{ photoCounts: ['9'.repeat(400)] }, 'photoCounts.0'],
  ],
})

describeContract({
  path: '/web-api/collage-designer-design-group',
  handler: designGroup,
  headers: { channel: 'poster', locale: 'en-US' },
  valid: { designId: '13' },
  checkValid: (json) => {
    const group = json as Groups['groups'][number]
    expect(group).toMatchObject({ designGroupId: 3, name: 'Love' })
    expect(group.designs.find((d) => d.designId === 13)).toMatchObject({
      name: 'Our moments',
      layout: 'mosaic-7',
      aspect: 'portrait',
      photoCount: 7,
    })
  },
  missing: [[{}, 'designGroupId']],
  wrongType: [
    [{ designGroupId: 'drei' }, 'designGroupId'],
    [{ designGroupId: '3', designId: '13' }, 'designGroupId'],
  ],
  extra: { aspects: 'square' },
  huge: [[{ designId: '9'.repeat(500) }, 'designId']],
})

describe('collage design groups', () => {
  it('opens design 1 on the card channel', async () => {
    const { json } = await callGet(
      {
        path: '/web-api/collage-designer-design-groups',
        handler: designGroups,
        headers: { channel: 'card' },
      },
      {},
    )
    const data = json as Groups
    expect(data.defaultDesignId).toBe(1)
    expect(data.groups).toHaveLength(8)
    expect(data.groups.flatMap((g) => g.designs).map((d) => d.designId)).toEqual(
      Array.from({ length: 40 }, (_, i) => i + 1),
    )
  })

  it('filters by material: panorama strips are made on canvas', async () => {
    const { json } = await callGet(
      { path: '/web-api/collage-designer-design-groups', handler: designGroups },
      { materialTypes: ['leinwand'], aspects: ['landscape'], photoCounts: ['3'] },
    )
    expect((json as Groups).groups.flatMap((g) => g.designs.map((d) => d.designId))).toEqual([16])
  })

  it('answers an unknown group or design with a 404 naming it', async () => {
    for (const [query, field] of [
      [{ designGroupId: '99' }, 'designGroupId'],
      [{ designId: '41' }, 'designId'],
    ] as const) {
      const { status, json } = await callGet(
        { path: '/web-api/collage-designer-design-group', handler: designGroup },
        query,
      )
      expect(status).toBe(404)
      expect((json as { error: { field: string; message: string } }).error).toMatchObject({ field })
    }
  })
})
