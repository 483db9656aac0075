import { and, count, desc, eq, ne } from 'drizzle-orm'
import { productReviews, type ProductReviewRow } from '@/lib/db/schema'
import { announceToOthers } from '@/lib/db/invalidation'
import type { Db } from '@/lib/db/types'
import { REVIEW_STATUSES, type ReviewStatus } from '@/lib/model/reviews'
import { bumpRatingsGeneration } from './ratings'

export const MODERATION_PAGE_SIZE = 50

export function parseReviewStatus(value: unknown): ReviewStatus {
  return (REVIEW_STATUSES as readonly unknown[]).includes(value) ? (value as ReviewStatus) : 'pending'
}

/** The moderation list: reviews in one state, newest first, with the count for the heading. */
export async function listReviews(
  db: Db,
  status: ReviewStatus,
  limit = MODERATION_PAGE_SIZE,
): Promise<{ rows: ProductReviewRow[]; total: number }> {
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(productReviews)
      .where(eq(productReviews.status, status))
      .orderBy(desc(productReviews.createdAt), desc(productReviews.id))
      .limit(limit),
    db.select({ n: count() }).from(productReviews).where(eq(productReviews.status, status)),
  ])
  return { rows, total: Number(total?.n ?? 0) }
}

/**
 * Publishes or rejects a review (a published one can be withdrawn by rejecting it, and a rejected one
 * published after all). Returns false for an unknown id or a review already in that state.
 */
export async function moderateReview(
  db: Db,
  id: string,
  to: Exclude<ReviewStatus, 'pending'>,
  now = new Date(),
): Promise<boolean> {
  const changed = await db
    .update(productReviews)
    .set({ status: to, publishedAt: to === 'published' ? now : null })
    .where(and(eq(productReviews.id, id), ne(productReviews.status, to)))
    .returning({ id: productReviews.id })
  if (changed.length === 0) return false
  bumpRatingsGeneration()
  // Tiles on the other instances show the new average too (ADR 0115).
  await announceToOthers(db, 'ratings')
  return true
}
