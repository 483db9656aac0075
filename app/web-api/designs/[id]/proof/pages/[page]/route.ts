import { requestDb } from '@/lib/api/request-db'
import { proofPageRoute } from '@/lib/api/design-print/print/proof-images-route'
import { getStorage } from '@/lib/storage/from-env'
import { readRequestOwner } from '@/lib/api/session/request-owner'

const route = proofPageRoute(async () => ({
  db: await requestDb(),
  storage: getStorage(),
  owner: await readRequestOwner(),
}))

export async function GET(request: Request, { params }: { params: Promise<{ id: string; page: string }> }) {
  const { id, page } = await params
  return route(request, id, page)
}
