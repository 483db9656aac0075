import 'server-only'
import { readCustomerId } from '@/lib/api/session/request-owner'
import { requestDb } from '@/lib/api/request-db'
import { ensureVisitorKey, readVisitorKey } from '@/lib/visitor/server'
import type { GuestListRouteDeps } from './handlers'

export async function serverGuestListDeps(): Promise<GuestListRouteDeps> {
  return { db: await requestDb(), ensureVisitorKey, readVisitorKey, readCustomerId }
}
