import { readRequestOwner } from '@/lib/api/session/request-owner'
import { withId } from '@/lib/api/sales/cart/route-support'
import { ShopError } from '@/lib/shop/common/errors'
import { deleteSavedDesignEndpoint } from '@/lib/api/design-print/saved-designs/endpoints'
import { deleteSavedDesign, savedDesignOwnerOf } from '@/lib/shop/design-print/saved-designs/saved-designs'

export const DELETE = withId(deleteSavedDesignEndpoint, async ({ id, db }) => {
  const owner = savedDesignOwnerOf(await readRequestOwner())
  if (!owner || !(await deleteSavedDesign(await db(), owner, id))) {
    throw new ShopError('There is no such saved design.', { status: 404, field: 'id' })
  }
  return { deleted: true as const }
})
