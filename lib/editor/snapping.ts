import type { Box } from '@/lib/shop/design-print/design/geometry'

/**
 * Snapping while a layer is dragged: its left/centre/right and top/middle/bottom lines are pulled to
 * the nearest guide line within `threshold` mm. Guides are the trim edges and centre, the safe-area
 * edges, and the edges and centres of the other layers. Pure maths in mm, so it is tested without a
 * canvas; the canvas converts the threshold from screen pixels (so it feels the same at every zoom).
 */
export interface SnapGuides {
  vertical: number[]
  horizontal: number[]
}

export interface SnapResult {
  x: number
  y: number
  /** The guide lines that caught the box, for drawing while dragging. */
  lines: { vertical: number[]; horizontal: number[] }
}

export function boxLines(box: Box): { vertical: number[]; horizontal: number[] } {
  return {
    vertical: [box.x, box.x + box.width / 2, box.x + box.width],
    horizontal: [box.y, box.y + box.height / 2, box.y + box.height],
  }
}

export function collectGuides(trim: Box, safe: Box, others: readonly Box[]): SnapGuides {
  const vertical = new Set<number>()
  const horizontal = new Set<number>()
  for (const box of [trim, safe, ...others]) {
    const lines = boxLines(box)
    lines.vertical.forEach((v) => vertical.add(v))
    lines.horizontal.forEach((h) => horizontal.add(h))
  }
  return { vertical: [...vertical], horizontal: [...horizontal] }
}

/** The smallest move (signed) that puts one of `lines` on one of `guides`, if within threshold. */
function nearest(
  lines: number[],
  guides: number[],
  threshold: number,
): { delta: number; at: number[] } | null {
  let best: { delta: number; at: number[] } | null = null
  for (const line of lines) {
    for (const guide of guides) {
      const delta = guide - line
      if (Math.abs(delta) > threshold) continue
      if (!best || Math.abs(delta) < Math.abs(best.delta) - 1e-9) best = { delta, at: [guide] }
      else if (Math.abs(Math.abs(delta) - Math.abs(best.delta)) < 1e-9 && !best.at.includes(guide))
        best.at.push(guide)
    }
  }
  return best
}

/** Snaps a box (its unrotated bounds) to the guides; each axis independently. */
export function snapBox(box: Box, guides: SnapGuides, threshold: number): SnapResult {
  const lines = boxLines(box)
  const vx = nearest(lines.vertical, guides.vertical, threshold)
  const hy = nearest(lines.horizontal, guides.horizontal, threshold)
  return {
    x: box.x + (vx?.delta ?? 0),
    y: box.y + (hy?.delta ?? 0),
    lines: { vertical: vx?.at ?? [], horizontal: hy?.at ?? [] },
  }
}
