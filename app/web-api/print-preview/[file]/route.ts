import { readCustomerId } from '@/lib/api/session/request-owner'
import { requestDb } from '@/lib/api/request-db'
import { printPreviewRoute } from '@/lib/api/design-print/print/handlers'
import { getStorage } from '@/lib/storage/from-env'
import { readVisitorKey } from '@/lib/visitor/server'

const route = printPreviewRoute(async () => ({
  db: await requestDb(),
  storage: getStorage(),
  readVisitorKey,
  readCustomerId,
}))

export async function GET(request: Request, { params }: { params: Promise<{ file: string }> }) {
  return route(request, (await params).file)
}
