import 'server-only'
import { readCustomerId } from '@/lib/api/session/request-owner'
import { getDb } from '@/lib/db/client'
import { ensureVisitorKey, readVisitorKey } from '@/lib/visitor/server'
import type { GuestListRouteDeps } from './handlers'

export async function serverGuestListDeps(): Promise<GuestListRouteDeps> {
  return { db: await getDb(), ensureVisitorKey, readVisitorKey, readCustomerId }
}
