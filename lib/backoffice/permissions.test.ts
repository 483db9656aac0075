import { randomUUID } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { orderEvents, orders, staffMembers } from '@/lib/db/schema'
import type { DbHandle } from '@/lib/db/types'
import { openCatalogueTestDb } from '@/lib/shop/catalogue/testing/catalogue-db'
import { changeOrderStatus } from '@/lib/shop/sales/orders/change-status'
import { placeOrder } from '@/lib/shop/sales/orders/place-order'
import { fillCart, parsedCheckout } from '@/lib/shop/sales/orders/testing/fixtures'
import { recordOrderAction, recordOrderActionByNumber } from './history'
import { backofficeOrder } from './order-detail'
import { actionForStatus, can, STAFF_ACTIONS } from './permissions'
import { createStaffAccount, grantStaff } from './staff'

describe('what each role may do', () => {
  it('gives the owner everything', () => {
    for (const action of STAFF_ACTIONS) expect(can({ role: 'owner' }, action)).toBe(true)
  })

  it('lets production make and ship, never touch money or customers', () => {
    const production = { role: 'production' } as const
    for (const action of [
      'changeStatus',
      'downloadPrintFiles',
      'managePrintFiles',
      'viewProductionQueue',
      'viewJobTicket',
      'addNote',
    ] as const)
      expect(can(production, action)).toBe(true)
    for (const action of [
      'viewMoney',
      'refund',
      'markPaid',
      'sendReminder',
      'cancel',
      'viewCustomers',
      'export',
      'manageStaff',
    ] as const)
      expect(can(production, action)).toBe(false)
  })

  it('lets support view customers, cancel and add notes, but not refund, mark paid or manage staff', () => {
    const support = { role: 'support' } as const
    for (const action of ['viewCustomers', 'cancel', 'addNote', 'viewJobTicket'] as const)
      expect(can(support, action)).toBe(true)
    for (const action of [
      'refund',
      'markPaid',
      'manageStaff',
      'eraseCustomer',
      'downloadPrintFiles',
      'viewProductionQueue',
    ] as const)
      expect(can(support, action)).toBe(false)
  })

  it('needs the cancel and mark-paid permissions for those status changes', () => {
    expect(actionForStatus('cancelled')).toBe('cancel')
    expect(actionForStatus('paid')).toBe('markPaid')
    expect(actionForStatus('shipped')).toBe('changeStatus')
    expect(can({ role: 'production' }, actionForStatus('cancelled'))).toBe(false)
    expect(can({ role: 'support' }, actionForStatus('in_production'))).toBe(false)
  })
})

describe('roles in the database and the history with names', () => {
  let handle: DbHandle
  beforeAll(async () => {
    handle = await openCatalogueTestDb()
  }, 180_000)
  afterAll(async () => handle.close())

  it('makes staff:add and the fixture owners unless a role is named; the database refuses others', async () => {
    const email = `owner-${randomUUID().slice(0, 6)}@example.com`
    const id = await createStaffAccount(handle.db, email, 'a long passphrase')
    const [row] = await handle.db.select().from(staffMembers).where(eq(staffMembers.customerId, id))
    expect(row?.role).toBe('owner')
    const support = await createStaffAccount(handle.db, `s-${email}`, 'a long passphrase', 'support')
    const [other] = await handle.db.select().from(staffMembers).where(eq(staffMembers.customerId, support))
    expect(other?.role).toBe('support')
    await expect(
      handle.db
        .update(staffMembers)
        .set({ role: 'admin' as 'owner' })
        .where(eq(staffMembers.customerId, id)),
    ).rejects.toThrow()
    expect((await grantStaff(handle.db, email)).created).toBe(false)
  })

  it('names the staff member for a status change and for an action without one', async () => {
    const visitorKey = randomUUID()
    await fillCart(handle.db, visitorKey)
    const { order } = await placeOrder(handle.db, parsedCheckout({ email: 'history@example.com' }), {
      owner: { visitorKey },
      brand: 'card',
      locale: 'de-DE',
    })
    await changeOrderStatus(handle.db, order.number, { to: 'in_production' }, { staffName: 'Paula Presse' })
    const [row] = await handle.db
      .select({ id: orders.id })
      .from(orders)
      .where(eq(orders.number, order.number))
    const orderId = row!.id
    expect(
      await recordOrderAction(handle.db, {
        orderId,
        staff: { name: 'Sven Service' },
        action: 'note',
        note: '  Kundin ruft morgen an  ',
      }),
    ).toBe(true)
    expect(
      await recordOrderAction(handle.db, { orderId: randomUUID(), staff: { name: 'X' }, action: 'note' }),
    ).toBe(false)
    expect(
      await recordOrderActionByNumber(handle.db, 'KS-000000', { staff: { name: 'X' }, action: 'note' }),
    ).toBe(false)
    expect(
      await recordOrderActionByNumber(handle.db, order.number, {
        staff: { name: 'Mia Mail' },
        action: 'mailRetried',
      }),
    ).toBe(true)
    const events = await handle.db.select().from(orderEvents).where(eq(orderEvents.orderId, orderId))
    expect(events.map((e) => [e.toStatus, e.action, e.staffName, e.note])).toEqual([
      ['placed', null, null, null],
      ['in_production', null, 'Paula Presse', null],
      ['in_production', 'note', 'Sven Service', 'Kundin ruft morgen an'],
      ['in_production', 'mailRetried', 'Mia Mail', null],
    ])
    const detail = await backofficeOrder(handle.db, order.number)
    expect(detail?.events.at(-1)).toMatchObject({ action: 'mailRetried', staffName: 'Mia Mail' })
  })
})
