import { describe, expect, it } from 'vitest'
import { calendarSpecSchema, newCalendarDocument } from '@/lib/shop/design-print/design/calendar'
import { wallCalendar } from '@/lib/shop/design-print/design/testing/calendar-fixtures'
import { photoboxDocument } from '@/lib/shop/design-print/design/testing/print-product-fixtures'
import { addCartItemSchema, cartItemFromForm, updateCartItemSchema } from './schema'

/** A calendar or photo book posted as a plain HTML form (before the editor hydrates) reads as its JSON body. */

const doc = newCalendarDocument(
  calendarSpecSchema.parse(wallCalendar()),
  {
    palette: { paper: '#ffffff', ink: '#111111', accent: '#aa0000', line: '#cccccc' },
    fontFamily: 'Lato',
    photoSlots: 1,
    grid: 'month-grid',
  },
  'cal-form',
)

describe('calendar and photo-book form posts', () => {
  it('keeps snapshot, saved design and quantity, and adds no card options', () => {
    const savedDesignId = '5b0c1f3e-3b8e-4c53-9d0a-0d9a3d4f1a21'
    const body = cartItemFromForm({
      kind: 'calendar',
      snapshot: JSON.stringify(doc),
      savedDesignId,
      quantity: 3,
    })
    expect(body).toEqual({ kind: 'calendar', snapshot: doc, savedDesignId, quantity: 3 })
    expect(addCartItemSchema.parse(body)).toMatchObject({ kind: 'calendar', quantity: 3 })
  })

  it('refuses a calendar line with a photo-book document and takes any product document on PATCH', () => {
    const asBook = addCartItemSchema.safeParse({ kind: 'photobook', snapshot: doc, quantity: 1 })
    expect(asBook.success).toBe(false)
    expect(asBook.error?.issues[0]?.path).toEqual(['snapshot', 'photobook'])
    expect(updateCartItemSchema.safeParse({ snapshot: doc }).success).toBe(true)
  })
})

describe('photo-box, photo-print and collage form posts', () => {
  it('keep snapshot and quantity and drop anything else', () => {
    const box = photoboxDocument()
    const body = cartItemFromForm({
      kind: 'photobox',
      snapshot: JSON.stringify(box),
      quantity: 2,
      format: 'a6',
    })
    expect(body).toEqual({ kind: 'photobox', snapshot: box, quantity: 2 })
    expect(addCartItemSchema.parse(body)).toMatchObject({ kind: 'photobox', quantity: 2 })
  })
})
