import { readRequestOwner } from '@/lib/api/session/request-owner'
import { withId } from '@/lib/api/sales/cart/route-support'
import { duplicateSavedDesignEndpoint } from '@/lib/api/design-print/saved-designs/endpoints'
import { duplicateSavedDesign } from '@/lib/shop/design-print/saved-designs/manage'
import { notFoundError } from '@/lib/shop/design-print/saved-designs/errors'
import { savedDesignOwnerOf } from '@/lib/shop/design-print/saved-designs/saved-designs'

export const POST = withId(duplicateSavedDesignEndpoint, async ({ id, body, db }) => {
  const owner = savedDesignOwnerOf(await readRequestOwner())
  if (!owner) throw notFoundError()
  return duplicateSavedDesign(await db(), owner, id, body.name)
})
