import 'server-only'
import { readCustomerId } from '@/lib/auth/request-owner'
import { getDb } from '@/lib/db/client'
import { ensureVisitorKey, readVisitorKey } from '@/lib/visitor/server'
import type { GuestListRouteDeps } from './routes'

export async function serverGuestListDeps(): Promise<GuestListRouteDeps> {
  return { db: await getDb(), ensureVisitorKey, readVisitorKey, readCustomerId }
}
