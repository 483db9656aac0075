import 'server-only'
import { requestDb } from '@/lib/api/request-db'
import type { Db } from '@/lib/db/types'

/**
 * A domain function over the shop's database, as pages, layouts, components and server actions call
 * it: they never import lib/db (only lib/api, the domain and lib/db itself reach the database, ADR
 * 0055), so the handle is resolved here. The domain function keeps the handle as its first argument,
 * as tests and route handlers pass it; one function serves both instead of a second "shop" version.
 */
export function onShopDb<A extends unknown[], R>(
  work: (db: Db, ...args: A) => Promise<R>,
): (...args: A) => Promise<R> {
  return async (...args) => work(await requestDb(), ...args)
}
