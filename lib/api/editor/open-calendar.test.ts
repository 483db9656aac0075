import { beforeEach, describe, expect, it, vi } from 'vitest'
import { toShopContext } from '@/lib/context/shop-context'
import { wallCalendarDocument } from '@/lib/shop/design-print/design/testing/calendar-fixtures'
import { openCalendar } from './open-calendar'
import { storedPhotoProduct, type StoredPhotoProduct } from './open-photo-product'

// The shop context's request part (root params) is Next's; these tests build contexts themselves.
vi.mock('next/root-params', () => ({ brand: vi.fn(), locale: vi.fn(), variant: vi.fn() }))
// Whose saved design or cart line the link names is the request's (cookies, database): stood in here.
vi.mock('./open-photo-product', async (original) => ({
  ...(await original<typeof import('./open-photo-product')>()),
  storedPhotoProduct: vi.fn(),
}))
const stored = vi.mocked(storedPhotoProduct)

const poster = toShopContext('poster', 'de', 'web')!

/** The address bar of a configured calendar after its first autosave. */
const SHARED = {
  designGroupId: '2201',
  formatType: 'a5-quer',
  mountingType: 'holzfuss',
  paperType: 'matt',
  refinementType: 'silber',
  startDate: '2027-05-01',
  amount: '5',
  months: '14',
  saved: '6030265c-b76c-4694-b1de-1c98f1c0b31f',
}

function savedCalendar(patch: Partial<StoredPhotoProduct> = {}): StoredPhotoProduct {
  return {
    document: wallCalendarDocument({
      designGroupId: 2201,
      type: 'table',
      formatType: 'a5-quer',
      mountingType: 'holzfuss',
    }),
    savedId: SHARED.saved,
    revision: 3,
    lineId: null,
    quantity: 1,
    ...patch,
  }
}

beforeEach(() => stored.mockReset())

describe('openCalendar: a configured calendar’s link', () => {
  it('opened by someone else (not their saved design) is the calendar it names, not a 404', async () => {
    stored.mockResolvedValue(null)
    const opened = await openCalendar(poster, SHARED)
    expect(opened?.savedId).toBeNull()
    expect(opened?.config).toMatchObject({
      designGroupId: 2201,
      formatType: 'a5-quer',
      mountingType: 'holzfuss',
      paperType: 'matt',
      refinementType: 'silber',
      year: 2027,
      startMonth: 5,
      startAsDate: true,
      months: 14,
      amount: 5,
    })
    expect(opened?.quantity).toBe(5)
  })

  it('naming only someone else’s saved design stays a 404', async () => {
    stored.mockResolvedValue(null)
    expect(await openCalendar(poster, { saved: SHARED.saved })).toBeNull()
  })

  it('opened by its owner keeps the link’s quantity and its way of naming the first month', async () => {
    stored.mockResolvedValue(savedCalendar())
    const opened = await openCalendar(poster, SHARED)
    expect(opened?.savedId).toBe(SHARED.saved)
    expect(opened?.quantity).toBe(5)
    expect(opened?.config.startAsDate).toBe(true)
  })

  it('a cart line keeps the line’s quantity', async () => {
    stored.mockResolvedValue(savedCalendar({ savedId: null, revision: null, lineId: 'line-1', quantity: 3 }))
    const opened = await openCalendar(poster, { designGroupId: '2201', amount: '5', line: 'line-1' })
    expect(opened?.lineId).toBe('line-1')
    expect(opened?.quantity).toBe(3)
  })
})
