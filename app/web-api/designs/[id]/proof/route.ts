import { requestDb } from '@/lib/api/request-db'
import { proofManifestRoute } from '@/lib/api/design-print/print/proof-images-route'
import { getStorage } from '@/lib/storage/from-env'
import { readRequestOwner } from '@/lib/api/session/request-owner'

const route = proofManifestRoute(async () => ({
  db: await requestDb(),
  storage: getStorage(),
  owner: await readRequestOwner(),
}))

export async function GET(request: Request, { params }: { params: Promise<{ id: string }> }) {
  return route(request, (await params).id)
}
