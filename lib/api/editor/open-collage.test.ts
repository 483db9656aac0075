import { beforeEach, describe, expect, it, vi } from 'vitest'
import { toShopContext } from '@/lib/context/shop-context'
import { collagePhotoCells } from '@/lib/shop/design-print/design/collage'
import { checkDocument } from '@/lib/shop/design-print/design/document-checks'
import { COLLAGE_DESIGN_GROUPS } from '@/lib/shop/photo-products/collage/design-groups'
import { openCollage } from './open-collage'

// The shop context's request part (root params) is Next's; these tests build contexts themselves.
vi.mock('next/root-params', () => ({ brand: vi.fn(), locale: vi.fn(), variant: vi.fn() }))
// The visitor's flag treatments come from cookies; each test says which it has.
const treatments = vi.hoisted(() => ({ current: {} as Record<string, string> }))
vi.mock('@/lib/flags/page-flags', () => ({
  getPageFlags: vi.fn(async () => ({ treatments: treatments.current })),
}))

// A visitor without a session owns no cart line.
vi.mock('@/lib/api/session/request-owner', () => ({
  readRequestOwner: vi.fn(async () => ({ visitorKey: null, customerId: null })),
}))

const poster = toShopContext('poster', 'de', 'web')!
const us = toShopContext('poster', 'us', 'web')!
const card = toShopContext('card', 'at', 'web')!

beforeEach(() => {
  treatments.current = {}
})

describe('openCollage (the configurator page’s loader)', () => {
  it('opens every design in every mode as a valid document of its layout', async () => {
    const links = [
      { materialType: 'poster' },
      { materialType: 'leinwand' },
      { materialType: 'poster', frameType: 'holzrahmen' },
      { materialType: 'acrylglas', frameType: 'schattenfuge-platte' },
    ]
    for (const design of COLLAGE_DESIGN_GROUPS.flatMap((g) => g.designs)) {
      for (const link of links) {
        const opened = await openCollage(poster, { designId: String(design.id), ...link })
        expect(opened?.document.collage?.designId).toBe(design.id)
        expect(opened?.document.wallArt?.material).toBe(link.materialType)
        expect(checkDocument(opened!.document)).toEqual([])
        expect(collagePhotoCells(opened!.document).length).toBeGreaterThan(2)
      }
    }
  })

  it('opens the channel’s default design without a designId: 13 poster, 1 card', async () => {
    expect((await openCollage(poster, {}))?.document.collage).toMatchObject({ designId: 13, mode: 'poster' })
    expect((await openCollage(card, {}))?.document.collage).toMatchObject({ designId: 1 })
    expect((await openCollage(card, {}))?.currency).toBe('EUR')
  })

  it('is a 404 for a design that does not exist, and for a cart line or saved collage that is not the visitor’s', async () => {
    expect(await openCollage(poster, { designId: '41' })).toBeNull()
    expect(await openCollage(poster, { designId: 'x' })).toBeNull()
    expect(await openCollage(poster, { line: '4f2c1d5e-0000-4000-8000-000000000000' })).toBeNull()
    // An autosaved collage ("Meine Designs") reopens only for its owner: a stranger's id is a 404.
    expect(await openCollage(poster, { saved: '4f2c1d5e-0000-4000-8000-000000000000' })).toBeNull()
  })

  it('shows the preconfigurator only where its flag is on, not once a preset was chosen', async () => {
    expect((await openCollage(poster, {}))?.presets).toBeNull()
    treatments.current = { voll_preconfigurator_collage_VP314: 'on' }
    const presets = (await openCollage(poster, {}))?.presets
    expect(presets?.map((p) => p.designId)).toEqual([11, 12, 13, 14, 15])
    expect(presets?.[2]?.name).toBe('Unsere Momente')
    // The chooser starts on the channel's default (13), not on the group's first design.
    expect(presets?.filter((p) => p.opening).map((p) => p.designId)).toEqual([13])
    expect((await openCollage(poster, { preset: '1' }))?.presets).toBeNull()
  })

  it('speaks the shop’s language and currency: the US shop in dollars, inches and English names', async () => {
    const opened = await openCollage(us, { designId: '13' })
    expect(opened?.currency).toBe('USD')
    expect(opened?.designName).toBe('Our moments')
    expect(opened?.choices.lengthUnit).toBe('in')
    expect(opened?.choices.materials.find((m) => m.key === 'leinwand')?.name).toBe('Canvas')
    expect(opened?.choices.formats.portrait.poster).toContain('600x900')
  })
})
