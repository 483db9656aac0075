import { getDb } from '@/lib/db/client'
import type { Db } from '@/lib/db/types'

/**
 * The shop's database for request handling: the one door the API layer opens it through. `handle()`
 * hands it to endpoints as `db`; raw handlers (PDFs, pictures, form posts), route dependencies and
 * page loaders call it directly. Only the API layer, the domain and lib/db import lib/db (ADR 0055).
 */
export function requestDb(): Promise<Db> {
  return getDb()
}
