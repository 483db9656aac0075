import { requestDb } from '@/lib/api/request-db'
import { ownerDesignFor, versionPicture } from '@/lib/api/design-print/approvals/handlers'

type Params = { params: Promise<{ id: string; version: string; page: string }> }

export async function GET(request: Request, { params }: Params) {
  const { id, version, page } = await params
  return versionPicture(request, (db) => ownerDesignFor(db, id), version, page, requestDb)
}
