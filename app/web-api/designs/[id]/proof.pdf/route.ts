import { getDb } from '@/lib/db/client'
import { savedDesignProofRoute } from '@/lib/api/design-print/print/proof-route'
import { getStorage } from '@/lib/storage/from-env'
import { readRequestOwner } from '@/lib/api/session/request-owner'

const route = savedDesignProofRoute(async () => ({
  db: await getDb(),
  storage: getStorage(),
  owner: await readRequestOwner(),
}))

export async function GET(request: Request, { params }: { params: Promise<{ id: string }> }) {
  return route(request, (await params).id)
}
