import { requestDb } from '@/lib/api/request-db'
import { sharedDesignFor, versionPicture } from '@/lib/api/design-print/approvals/handlers'

type Params = { params: Promise<{ token: string; version: string; page: string }> }

export async function GET(request: Request, { params }: Params) {
  const { token, version, page } = await params
  return versionPicture(request, (db) => sharedDesignFor(db, token), version, page, requestDb)
}
