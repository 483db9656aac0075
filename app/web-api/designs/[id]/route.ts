import { readRequestOwner } from '@/lib/auth/request-owner'
import { getDb } from '@/lib/db/client'
import { withId } from '@/lib/shop/cart/route-support'
import { ShopError } from '@/lib/shop/errors'
import { deleteSavedDesignEndpoint } from '@/lib/shop/saved-designs/endpoints'
import { deleteSavedDesign, savedDesignOwnerOf } from '@/lib/shop/saved-designs/saved-designs'

export const DELETE = withId(deleteSavedDesignEndpoint, async (id) => {
  const owner = savedDesignOwnerOf(await readRequestOwner())
  if (!owner || !(await deleteSavedDesign(await getDb(), owner, id))) {
    throw new ShopError('There is no such saved design.', { status: 404, field: 'id' })
  }
  return { deleted: true as const }
})
