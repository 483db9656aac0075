import 'server-only'
import { readCustomerId } from '@/lib/api/session/request-owner'
import { getDb } from '@/lib/db/client'
import { getStorage } from '@/lib/storage/from-env'
import { ensureVisitorKey, readVisitorKey } from '@/lib/visitor/server'
import type { UploadRouteDeps } from './handlers'

/** The real dependencies of the upload routes (database, configured storage, visitor cookie, session). */
export async function serverUploadDeps(): Promise<UploadRouteDeps> {
  return { db: await getDb(), storage: getStorage(), ensureVisitorKey, readVisitorKey, readCustomerId }
}
