import { and, avg, count, eq, inArray } from 'drizzle-orm'
import { productReviews } from '@/lib/db/schema'
import type { Db } from '@/lib/db/types'
import { globalSlot } from '@/lib/runtime/process-global'
import { cachedRead } from '@/lib/shop/catalogue/read-cache'
import type { ReviewProductKind } from '@/lib/model/reviews'

/** A product's rating as shoppers see it: published reviews only, the average to one decimal. */
export interface RatingSummary {
  average: number
  count: number
}

/** Averages are shown to one decimal (4.6), rounded half up like a shopper would. */
export function roundAverage(value: number): number {
  return Math.round(value * 10 + Number.EPSILON) / 10
}

async function readRatings(
  db: Db,
  input: { kind: ReviewProductKind; refs: string[]; generation: number },
): Promise<Record<string, RatingSummary>> {
  if (input.refs.length === 0) return {}
  const rows = await db
    .select({ ref: productReviews.productRef, average: avg(productReviews.rating), count: count() })
    .from(productReviews)
    .where(
      and(
        eq(productReviews.productKind, input.kind),
        inArray(productReviews.productRef, input.refs),
        eq(productReviews.status, 'published'),
      ),
    )
    .groupBy(productReviews.productRef)
  return Object.fromEntries(
    rows.map((r) => [r.ref, { average: roundAverage(Number(r.average)), count: Number(r.count) }]),
  )
}

/**
 * Ratings are read like the catalogue (lib/shop/catalogue/read-cache.ts): a tile list asks for a dozen
 * products at once on every request. A moderation decision in this process bumps the generation, which
 * is part of the cache key, so staff see their change at once; other processes within the TTL.
 */
const cached = cachedRead(readRatings)
const generation = globalSlot<number>(Symbol.for('shop.reviews.generation'))

export function bumpRatingsGeneration(): void {
  generation.set((generation.get() ?? 0) + 1)
}

/** Ratings of these products of one kind, keyed by reference; products without published reviews are absent. */
export function productRatings(
  db: Db,
  kind: ReviewProductKind,
  refs: readonly (string | number)[],
): Promise<Record<string, RatingSummary>> {
  const unique = [...new Set(refs.map(String))].sort()
  return cached(db, { kind, refs: unique, generation: generation.get() ?? 0 })
}
