import { readRequestOwner } from '@/lib/api/session/request-owner'
import { handle } from '@/lib/api/endpoint'
import { savedDraftEndpoint } from '@/lib/api/design-print/saved-designs/endpoints'
import { findDraft } from '@/lib/shop/design-print/saved-designs/manage'
import { savedDesignOwnerOf } from '@/lib/shop/design-print/saved-designs/saved-designs'

// Asked by the browser, not rendered into the page: the tool opened on a catalogue design is one
// shared rendering for every visitor (ADR 0040), so nothing of this visitor may be in it.
export const GET = handle(savedDraftEndpoint, async ({ query, db }) => {
  const owner = savedDesignOwnerOf(await readRequestOwner())
  return { draft: owner ? await findDraft(await db(), owner, query) : null }
})
