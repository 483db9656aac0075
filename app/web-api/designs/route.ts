import { ensureRequestOwner, readRequestOwner } from '@/lib/api/session/request-owner'
import { handle } from '@/lib/api/endpoint'
import {
  createSavedDesign,
  listSavedDesigns,
  savedDesignOwnerOf,
  updateSavedDesign,
} from '@/lib/shop/design-print/saved-designs/saved-designs'
import {
  createSavedDesignEndpoint,
  listSavedDesignsEndpoint,
  updateSavedDesignEndpoint,
} from '@/lib/api/design-print/saved-designs/endpoints'
import type { SavedDesignOwner } from '@/lib/shop/design-print/saved-designs/schema'

// The owner is the signed-in customer, else the visitor cookie; never the request body.
export const GET = handle(listSavedDesignsEndpoint, async ({ db }) => {
  // Reading never creates a visitor: someone without a key simply has no designs yet.
  const owner = savedDesignOwnerOf(await readRequestOwner())
  return { items: owner ? await listSavedDesigns(await db(), owner) : [] }
})

export const POST = handle(createSavedDesignEndpoint, async ({ body, db }) =>
  createSavedDesign(await db(), await writer(), body),
)

export const PUT = handle(updateSavedDesignEndpoint, async ({ body, db }) =>
  updateSavedDesign(await db(), await writer(), body),
)

async function writer(): Promise<SavedDesignOwner> {
  const owner = savedDesignOwnerOf(await ensureRequestOwner())
  if (!owner) throw new Error('ensureRequestOwner returned no owner')
  return owner
}
