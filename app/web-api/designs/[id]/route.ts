import { readRequestOwner } from '@/lib/api/session/request-owner'
import { withId } from '@/lib/api/sales/cart/route-support'
import { ShopError } from '@/lib/shop/common/errors'
import {
  deleteSavedDesignEndpoint,
  renameSavedDesignEndpoint,
} from '@/lib/api/design-print/saved-designs/endpoints'
import { renameSavedDesign } from '@/lib/shop/design-print/saved-designs/manage'
import { notFoundError } from '@/lib/shop/design-print/saved-designs/errors'
import { deleteSavedDesign, savedDesignOwnerOf } from '@/lib/shop/design-print/saved-designs/saved-designs'

export const DELETE = withId(deleteSavedDesignEndpoint, async ({ id, db }) => {
  const owner = savedDesignOwnerOf(await readRequestOwner())
  if (!owner || !(await deleteSavedDesign(await db(), owner, id))) {
    throw new ShopError('There is no such saved design.', { status: 404, field: 'id' })
  }
  return { deleted: true as const }
})

// Reading the owner never creates a visitor: someone without a key has no designs to name.
export const PATCH = withId(renameSavedDesignEndpoint, async ({ id, body, db }) => {
  const owner = savedDesignOwnerOf(await readRequestOwner())
  if (!owner) throw notFoundError()
  return renameSavedDesign(await db(), owner, id, body.name)
})
