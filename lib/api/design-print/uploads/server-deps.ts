import 'server-only'
import { readCustomerId } from '@/lib/api/session/request-owner'
import { requestDb } from '@/lib/api/request-db'
import { getStorage } from '@/lib/storage/from-env'
import { ensureVisitorKey, readVisitorKey } from '@/lib/visitor/server'
import type { UploadRouteDeps } from './handlers'

/** The real dependencies of the upload routes (database, configured storage, visitor cookie, session). */
export async function serverUploadDeps(): Promise<UploadRouteDeps> {
  return { db: await requestDb(), storage: getStorage(), ensureVisitorKey, readVisitorKey, readCustomerId }
}
