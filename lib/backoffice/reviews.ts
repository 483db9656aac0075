import type { Db } from '@/lib/db/types'
import type { ReviewStatus } from '@/lib/model/reviews'
import { listReviews } from '@/lib/shop/catalogue/reviews/moderation'
import { toStaffReview, type StaffReview } from './views'

/** The moderation list of one state as staff see it, with the count for the heading. */
export async function reviewsToModerate(
  db: Db,
  status: ReviewStatus,
): Promise<{ reviews: StaffReview[]; total: number }> {
  const { rows, total } = await listReviews(db, status)
  return { reviews: rows.map(toStaffReview), total }
}
