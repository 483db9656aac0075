import { getDb } from '@/lib/db/client'
import { handle } from '@/lib/http/endpoint'
import {
  createSavedDesign,
  listSavedDesigns,
  updateSavedDesign,
} from '@/lib/shop/saved-designs/saved-designs'
import {
  createSavedDesignEndpoint,
  listSavedDesignsEndpoint,
  updateSavedDesignEndpoint,
} from '@/lib/shop/saved-designs/endpoints'
import { readVisitorKey, ensureVisitorKey } from '@/lib/visitor/server'

export const GET = handle(listSavedDesignsEndpoint, async () => {
  // Reading never creates a visitor: someone without a key simply has no designs yet.
  const visitorKey = await readVisitorKey()
  return { items: visitorKey ? await listSavedDesigns(await getDb(), { visitorKey }) : [] }
})

export const POST = handle(createSavedDesignEndpoint, async ({ body }) =>
  createSavedDesign(await getDb(), { visitorKey: await ensureVisitorKey() }, body),
)

export const PUT = handle(updateSavedDesignEndpoint, async ({ body }) =>
  updateSavedDesign(await getDb(), { visitorKey: await ensureVisitorKey() }, body),
)
