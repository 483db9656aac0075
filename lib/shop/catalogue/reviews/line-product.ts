import type { ReviewProductKind } from '@/lib/model/reviews'

/**
 * The catalogue product an order line is a purchase of, or null for lines without one (samples, a
 * design made from scratch in the editor): those cannot be reviewed, there is nothing to rate.
 */
export function lineProduct(line: {
  kind: string
  designId: number | null
  sku: string | null
}): { kind: ReviewProductKind; ref: string } | null {
  if (line.kind === 'card' && line.designId !== null) return { kind: 'card', ref: String(line.designId) }
  if (line.kind === 'accessory' && line.sku) return { kind: 'accessory', ref: line.sku }
  return null
}
