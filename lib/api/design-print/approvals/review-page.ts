import 'server-only'
import { requestDb } from '@/lib/api/request-db'
import { openReview } from '@/lib/shop/design-print/approvals/review'
import type { ApprovalDesignView } from '@/lib/shop/design-print/approvals/schema'

/** The reviewer page's data: the review (a version made of a state not yet kept), null for a dead link. */
export async function loadReview(token: string): Promise<ApprovalDesignView | null> {
  return openReview(await requestDb(), token)
}
