import 'server-only'
import { notFound } from 'next/navigation'
import { z } from 'zod'
import { requestDb } from '@/lib/api/request-db'
import { requirePageCustomer } from '@/lib/api/session/page-session'
import { getShopContext, type ShopContext } from '@/lib/context/shop-context'
import type { Db } from '@/lib/db/types'
import type { CustomerData } from '@/lib/shop/customers/schema'
import { getEventForOwner, hasEventPortal, type EventView } from '@/lib/shop/events/event'

export interface OwnedEventPage {
  ctx: ShopContext
  customer: CustomerData
  db: Db
  event: EventView
}

/**
 * What every page of one event in the account starts with (kundenkonto/events/{id}/…): the brand has
 * the portal, the customer is signed in (else the login page), the id is a uuid and the event is
 * theirs. Another customer's event is not found, exactly like a missing one.
 */
export async function ownedEventPage(params: Promise<{ id: string }>): Promise<OwnedEventPage> {
  const ctx = await getShopContext()
  if (!hasEventPortal(ctx.brand)) notFound()
  const customer = await requirePageCustomer(ctx)
  const id = z.uuid().safeParse((await params).id)
  const db = await requestDb()
  const event = id.success ? await getEventForOwner(db, customer.id, id.data) : null
  if (!event) notFound()
  return { ctx, customer, db, event }
}
