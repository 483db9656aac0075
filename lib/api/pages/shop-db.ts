import 'server-only'
import { getDb } from '@/lib/db/client'
import type { Db } from '@/lib/db/types'

/**
 * A domain read or write over the shop's database, for pages, layouts, components and server actions
 * (which never import lib/db: only the domain, lib/api and lib/db talk to the database): the domain function takes the handle as its first argument,
 * as it does in tests and route handlers, and the page gets the same function without it. One
 * function in the domain serves both, instead of a second "shop" version of each.
 */
export function onShopDb<A extends unknown[], R>(
  work: (db: Db, ...args: A) => Promise<R>,
): (...args: A) => Promise<R> {
  return async (...args) => work(await getDb(), ...args)
}
