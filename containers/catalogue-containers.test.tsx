import { createTranslator } from 'next-intl'
import { renderToStaticMarkup } from 'react-dom/server'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { messagesFor } from '@/lib/i18n/messages'
import type { ShopLocaleCode } from '@/lib/config/locales'
import { openCatalogueTestDb } from '@/lib/shop/catalogue/testing/catalogue-db'
import { CALENDAR_DESIGN_GROUPS } from '@/lib/shop/photo-products/calendar/design-groups'
import { PHOTOBOX_FORMATS, PHOTOBOX_TYPES } from '@/lib/shop/photo-products/photobox/config'
import { WALL_ART_MATERIAL_KEYS } from '@/lib/shop/photo-products/photo-frame/materials'
import { CONTAINERS, type ContainerName } from './registry'
import { accessoryOffer, ACCESSORY_QUANTITIES } from './accessory-details/accessory-details'
import { accessoryOverviewTiles, pricedAccessories } from './accessory-overview/accessory-overview'
import { calendarDetails, loadCalendarGroup } from './calendar-details/calendar-details'
import { calendarOverviewTiles } from './calendar-overview/calendar-overview'
import { cardDetailsData } from './card-details/card-details'
import { cardOverviewDesigns } from './card-overview/card-overview'
import { collagePrices } from './collage-details/collage-details'
import { collageModes } from './collage-overview/collage-overview'
import { loadPhotobookSet } from './photobook-details/photobook-details'
import { photobookOverviewTiles } from './photobook-overview/photobook-overview'
import { photoboxOffer } from './photobox-details/photobox-details'
import { photoboxRange } from './photobox-overview/photobox-overview'
import { photoPrintMaterials } from './photo-print-overview/photo-print-overview'
import { frameSelection } from './product-selection/product-selection'
import { productListTiles } from './product-list/product-list'
import { themeCardsData } from './theme-cards/theme-cards'
import { themesOverviewTiles } from './themes-overview/themes-overview'
import type { ContainerContext } from './types'

process.env.__NEXT_MANUAL_TRAILING_SLASH = 'true'

// Server translations outside a Next request: the shop's real messages through next-intl's translator.
vi.mock('next-intl/server', () => ({
  getTranslations: async ({ locale, namespace }: { locale: ShopLocaleCode; namespace: string }) =>
    createTranslator({ locale, messages: messagesFor(locale), namespace: namespace as never }),
}))
// The containers read through lib/api's page reads; here those run over the test database.
let handle: Awaited<ReturnType<typeof openCatalogueTestDb>>
vi.mock('@/lib/api/pages/shop-db', () => ({
  onShopDb:
    <A extends unknown[], R>(work: (db: typeof handle.db, ...args: A) => Promise<R>) =>
    (...args: A) =>
      work(handle.db, ...args),
}))

beforeAll(async () => {
  handle = await openCatalogueTestDb()
})
afterAll(async () => {
  await handle.close()
})

const card: ContainerContext = {
  brand: 'card',
  locale: 'de-DE',
  localeSegment: 'de',
  trailingSlash: true,
  variant: 'web',
  draft: false,
}
const poster: ContainerContext = { ...card, brand: 'poster', trailingSlash: false }
const posterUs: ContainerContext = { ...poster, locale: 'en-US', localeSegment: 'us' }

/** Story fields → the container's props, as the registry runs it (schema, then transformer). */
function props(name: ContainerName, fields: Record<string, unknown>, ctx = card): unknown {
  const definition = CONTAINERS[name]
  const parsed = definition.schema.parse({ component: name, _uid: 'u1', ...fields })
  return (definition.transform as (data: unknown, ctx: ContainerContext) => unknown)(parsed, ctx)
}

const CATALOGUE_CONTAINERS = [
  'accessory_details',
  'accessory_overview',
  'calendar_details',
  'calendar_overview',
  'card_details',
  'card_overview',
  'collage_details',
  'collage_overview',
  'photobook_details',
  'photobook_overview',
  'photobox_details',
  'photobox_overview',
  'photo_print_overview',
  'product_list',
  'product_selection',
  'theme_cards',
  'themes_overview',
  'wishlist_cards_grid',
] as const satisfies readonly ContainerName[]

describe('catalogue containers: registry', () => {
  it.each(CATALOGUE_CONTAINERS)(
    '%s is registered with a transformer and yields nothing for empty data',
    (name) => {
      expect(CONTAINERS[name].transform).toBeTypeOf('function')
      expect(CONTAINERS[name].forceRender).toBeFalsy()
      expect(props(name, {})).toBeNull()
      expect(props(name, {}, poster)).toBeNull()
    },
  )
})

describe('catalogue containers: story fields → props', () => {
  it('overview framing: headline, intro, image and a localized link', () => {
    expect(
      props(
        'calendar_overview',
        {
          headline: ' Kalender ',
          intro: 'Neu',
          image: { src: '/img/artwork/calendar', alt: 'Kalender' },
          linkText: 'Alle',
          url: '/alle-fotokalender',
          type: 'table',
          sort: 'newest',
          limit: '4',
        },
        poster,
      ),
    ).toEqual({
      section: {
        headline: 'Kalender',
        intro: 'Neu',
        image: { src: '/img/artwork/calendar', alt: 'Kalender' },
        link: { href: '/de/alle-fotokalender', text: 'Alle' },
      },
      query: { type: 'table', sort: 'newest', limit: 4 },
    })
  })

  it('an unknown filter key is dropped, not guessed; a link without text is no link', () => {
    expect(props('calendar_overview', { headline: 'K', type: 'poster', url: '/x' }, poster)).toEqual({
      section: { headline: 'K', intro: '', image: undefined },
      query: { type: undefined, sort: 'popularity', limit: 8 },
    })
  })

  it('details need their id: numbers and digit strings, nothing else', () => {
    expect(props('calendar_details', { designGroupId: '2101' }, poster)).toMatchObject({
      designGroupId: 2101,
    })
    expect(props('calendar_details', { designGroupId: 'abc' }, poster)).toBeNull()
    expect(props('photobook_details', { designGroupSetId: 401 }, poster)).toMatchObject({
      designGroupSetId: 401,
    })
    expect(props('photobook_details', { designGroupSetId: -4 }, poster)).toBeNull()
    expect(props('theme_cards', { themeId: 1461, isSetPage: true })).toMatchObject({
      themeId: 1461,
      isSetPage: true,
      limit: 12,
    })
    expect(props('card_details', { design: 'eukalyptus-einladung' })).toMatchObject({
      design: 'eukalyptus-einladung',
    })
    expect(props('card_details', { design: '../etc' })).toBeNull()
    expect(props('accessory_details', { sku: 'envelope-straight-white-162x114' })).toMatchObject({
      sku: 'envelope-straight-white-162x114',
    })
  })

  it('photo box details need all three keys; an unknown key is malformed data', () => {
    const box = { photoboxType: 'standard', photoboxFormat: '10x15', photoboxMaterial: 'photo-matt' }
    expect(props('photobox_details', box)).toMatchObject({ box })
    expect(props('photobox_details', { ...box, photoboxMaterial: undefined })).toBeNull()
    expect(() => props('photobox_details', { ...box, photoboxFormat: '9x9' })).toThrow()
  })

  it('collage details refuse a frame that does not take the material', () => {
    expect(
      props('collage_details', { materialType: 'poster', frameType: 'holzrahmen' }, poster),
    ).toMatchObject({
      materialType: 'poster',
      frameType: 'holzrahmen',
      formatGroup: 'classic',
    })
    expect(props('collage_details', { materialType: 'leinwand', frameType: 'holzrahmen' }, poster)).toBeNull()
  })

  it('card overview keeps occasion and product type as filters', () => {
    expect(
      props('card_overview', { headline: 'H', occasion: 'hochzeit', productType: 'folded-card', limit: 4 }),
    ).toMatchObject({
      filters: { occasion: 'hochzeit', productType: 'folded-card' },
      sort: 'popularity',
      limit: 4,
    })
  })

  it('product list keeps the first link per kind, localized', () => {
    expect(
      props('product_list', {
        headline: 'Produkte',
        links: [
          { component: 'l', _uid: 'a', kind: 'photobox', url: '/fotoboxen' },
          { component: 'l', _uid: 'b', kind: 'photobox', url: '/anders' },
          { component: 'l', _uid: 'c', kind: 'card', url: { url: '/karten-und-themen', linktype: 'url' } },
        ],
      }),
    ).toMatchObject({ links: { photobox: '/de/fotoboxen/', card: '/de/karten-und-themen/' } })
  })

  it('the wishlist grid exists on the card channel only', () => {
    expect(props('wishlist_cards_grid', { headline: 'Merkzettel' })).toEqual({
      headline: 'Merkzettel',
      subline: '',
      limit: 8,
    })
    expect(props('wishlist_cards_grid', { headline: 'Wishlist' }, poster)).toBeNull()
  })
})

describe('catalogue containers: props → catalogue data', () => {
  const section = { headline: 'H', intro: '' }

  it('calendar overview: the catalogue groups, filtered and limited, prices only on the poster channel', async () => {
    const tiles = await calendarOverviewTiles({ section, query: { sort: 'popularity', limit: 3 } }, poster)
    const top = [...CALENDAR_DESIGN_GROUPS]
      .sort((a, b) => b.popularity - a.popularity || a.id - b.id)
      .slice(0, 3)
    expect(tiles?.map((t) => t.key)).toEqual(top.map((g) => g.id))
    expect(tiles?.[0]).toMatchObject({
      title: top[0]?.names.de,
      href: `/de/configurator-calendar?designGroupId=${top[0]?.id}`,
    })
    expect(tiles?.[0]?.price).toMatch(/^ab \d+(,\d\d)?\s€$/)
    const table = await calendarOverviewTiles(
      { section, query: { type: 'table', sort: 'newest', limit: 48 } },
      poster,
    )
    expect(table?.length).toBe(CALENDAR_DESIGN_GROUPS.filter((g) => g.type === 'table').length)
    const onCard = await calendarOverviewTiles({ section, query: { sort: 'popularity', limit: 1 } }, card)
    expect(onCard?.[0]?.price).toBeUndefined()
  })

  it('calendar and photo book details: known ids resolve, unknown ones are nothing', async () => {
    expect((await loadCalendarGroup(2101, poster))?.name).toBe('Bergsommer')
    expect((await loadCalendarGroup(2101, posterUs))?.name).toBe('Mountain summer')
    expect(await loadCalendarGroup(999_999, poster)).toBeNull()
    expect(loadPhotobookSet(401, poster)?.name).toBe('Unser Hochzeitstag')
    expect(loadPhotobookSet(999_999, poster)).toBeNull()
  })

  it('calendar details lead into the configurator with their design group', async () => {
    const element = await calendarDetails.Component({
      data: { section: { headline: 'Bergsommer', intro: '' }, designGroupId: 2101 },
      ctx: poster,
    })
    const html = renderToStaticMarkup(<>{element}</>)
    expect(html).toMatch(
      /<a class="button" data-testid="calendar-design-now" href="\/de\/configurator-calendar\?designGroupId=2101">Jetzt gestalten<\/a>/,
    )
  })

  it('photo book overview filters by shape', async () => {
    const tiles = await photobookOverviewTiles(
      { section, query: { aspectRatio: ['square'], sort: 'popularity', limit: 48 } },
      poster,
    )
    expect(tiles?.length).toBeGreaterThan(0)
    // Each tile opens the configurator with its set in the section's shape; "back" keeps the shape.
    expect(tiles?.[0]?.href).toBe(
      `/de/configurator-photobook?designGroupSetId=${tiles?.[0]?.key}&format=square&list=aspectRatio%3Dsquare`,
    )
    const none = await photobookOverviewTiles(
      {
        section,
        query: { categoryIds: ['grilling'], aspectRatio: ['landscape'], sort: 'popularity', limit: 1 },
      },
      poster,
    )
    expect(none === null || none.length <= 1).toBe(true)
  })

  it('photo boxes: lowest box price is the box with ten of the cheapest prints; the details price every quantity', () => {
    const range = photoboxRange(card)
    const cheapestPrint = Math.min(...Object.values(PHOTOBOX_FORMATS).map((f) => f.perPrint.EUR))
    expect(range.types.find((t) => t.photoboxType === 'standard')?.from).toBe(
      PHOTOBOX_TYPES.standard.price.EUR + 10 * cheapestPrint,
    )
    const offer = photoboxOffer(
      { photoboxType: 'standard', photoboxFormat: '10x15', photoboxMaterial: 'photo-matt' },
      card,
    )
    expect(offer.prices.map((p) => p.quantity)).toEqual([10, 20, 30, 40, 50, 60, 70, 80, 90, 100])
    expect(offer.type?.name).toBe('Fotobox')
  })

  it('wall art: every material priced, the editor may narrow; frames only for frameable materials', () => {
    const all = photoPrintMaterials({ section, materials: [] }, poster)
    expect(all.materials.map((m) => m.materialType)).toEqual(WALL_ART_MATERIAL_KEYS)
    expect(photoPrintMaterials({ section, materials: ['leinwand'] }, poster).materials).toEqual([
      expect.objectContaining({ materialType: 'leinwand', name: 'Leinwand' }),
    ])
    const selection = frameSelection(poster)
    expect(selection.materials.every((m) => m.frameTypes.length > 0 && m.framedFrom !== null)).toBe(true)
  })

  it('wall art: in the poster shop every tile opens the configurator with its material (and a frame)', () => {
    const { materials } = photoPrintMaterials({ section, materials: ['leinwand', 'aludibond'] }, poster)
    expect(materials.map((m) => m.href)).toEqual([
      '/de/configurator-wallart?material=leinwand',
      '/de/configurator-wallart?material=aludibond',
    ])
    const framed = frameSelection(posterUs).materials
    expect(framed.find((m) => m.materialType === 'poster')?.href).toBe(
      '/us/wall-art?material=poster&frameType=holzrahmen',
    )
    expect(framed.find((m) => m.materialType === 'leinwand')?.href).toBe(
      '/us/wall-art?material=leinwand&frameType=schattenfuge-leinwand',
    )
    // The card shop sells no wall art: its tiles stay as they were.
    expect(photoPrintMaterials({ section, materials: [] }, card).materials.every((m) => !m.href)).toBe(true)
  })

  it('collages: three modes with prices; details list the formats the material is made in', () => {
    const { modes } = collageModes(poster)
    expect(modes.map((m) => m.mode)).toEqual(['leinwand', 'poster', 'framed-poster'])
    const framed = modes.find((m) => m.mode === 'framed-poster')
    const plain = modes.find((m) => m.mode === 'poster')
    expect(framed?.from).toBeGreaterThan(plain?.from ?? Infinity)
    const prices = collagePrices({ section, materialType: 'leinwand', formatGroup: 'classic' }, poster)
    expect(prices.prices.length).toBeGreaterThan(0)
    expect(prices.prices.every((p, i, list) => i === 0 || p.price >= (list[i - 1]?.price ?? 0))).toBe(true)
  })

  it('collage tiles open the builder in their mode, in both channels and the US shop', () => {
    expect(collageModes(poster).modes.map((m) => m.href)).toEqual([
      '/de/configurator-collage?materialType=leinwand',
      '/de/configurator-collage?materialType=poster',
      '/de/configurator-collage?materialType=poster&frameType=holzrahmen',
    ])
    expect(collageModes(posterUs).modes[0]?.href).toBe('/us/configurator-collage?materialType=leinwand')
    expect(collageModes(card).modes[1]?.href).toBe('/de/configurator-collage/?materialType=poster')
  })

  it('card overview and details read the card catalogue', async () => {
    const designs = await cardOverviewDesigns(
      { section, filters: { occasion: 'hochzeit' }, sort: 'popularity', limit: 2 },
      card,
    )
    expect(designs.length).toBe(2)
    expect(designs.every((d) => d.occasion === 'hochzeit')).toBe(true)
    const details = await cardDetailsData({ section, design: 'eukalyptus-einladung' }, card)
    expect(details?.design.name).toBeTruthy()
    expect(details?.quote?.unitPrice).toBeGreaterThan(0)
    expect(await cardDetailsData({ section, design: 'gibt-es-nicht' }, card)).toBeNull()
  })

  it('theme cards and themes overview', async () => {
    const theme = await themeCardsData({ section, themeId: 1461, isSetPage: true, limit: 2 }, card)
    expect(theme?.theme.id).toBe(1461)
    expect(theme?.designs.length).toBeLessThanOrEqual(2)
    expect(theme?.designs.every((d) => d.themeId === 1461)).toBe(true)
    expect(await themeCardsData({ section, themeId: 999_999, isSetPage: false, limit: 2 }, card)).toBeNull()
    const tiles = await themesOverviewTiles({ section, sort: 'popularity', limit: 48 }, card)
    expect(tiles?.every((t) => typeof t.href === 'string' && t.href.startsWith('/de/themes/'))).toBe(true)
  })

  it('accessories: only what is sold on its own, with prices; details at several quantities', async () => {
    const rows = await pricedAccessories(card)
    expect(rows.length).toBeGreaterThan(0)
    expect(rows.every((r) => r.unitPrice > 0)).toBe(true)
    const kinds = await accessoryOverviewTiles({ section, limit: 20 }, card)
    expect(kinds?.map((k) => k.key)).toContain('envelope')
    const envelopes = await accessoryOverviewTiles({ section, kind: 'envelope', limit: 3 }, card)
    expect(envelopes?.length).toBe(3)
    const offer = await accessoryOffer('envelope-straight-white-162x114', card)
    expect(offer?.prices.map((p) => p.quantity)).toEqual([...ACCESSORY_QUANTITIES])
    expect(await accessoryOffer('nope', card)).toBeNull()
  })

  it('product list: the brand’s kinds in catalogue order, linked only where the editor linked them', async () => {
    const tiles = await productListTiles({ section, links: { photobox: '/fotoboxen/' } }, card)
    expect(tiles?.map((t) => t.key)).toContain('card')
    expect(tiles?.find((t) => t.key === 'photobox')?.href).toBe('/fotoboxen/')
    expect(tiles?.find((t) => t.key === 'card')?.href).toBeUndefined()
    const posterTiles = await productListTiles({ section, links: {} }, poster)
    expect(posterTiles?.map((t) => t.key)).not.toContain('card')
  })
})
