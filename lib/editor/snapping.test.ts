import { describe, expect, it } from 'vitest'
import { collectGuides, snapBox } from './snapping'

const trim = { x: 0, y: 0, width: 148, height: 105 }
const safe = { x: 5, y: 5, width: 138, height: 95 }

describe('snapping', () => {
  const guides = collectGuides(trim, safe, [{ x: 40, y: 60, width: 20, height: 10 }])

  it('collects trim, centre, safe and other layers’ lines once each', () => {
    expect(guides.vertical.sort((a, b) => a - b)).toEqual([0, 5, 40, 50, 60, 74, 143, 148])
    expect(guides.horizontal.sort((a, b) => a - b)).toEqual([0, 5, 52.5, 60, 65, 70, 100, 105])
  })

  it('pulls the nearest edge or centre onto a guide within the threshold', () => {
    // Centre at 73 → 74 (page centre); top at 6.2 → 5 (safe edge).
    const r = snapBox({ x: 63, y: 6.2, width: 20, height: 10 }, guides, 1.5)
    expect(r.x).toBeCloseTo(64)
    expect(r.y).toBeCloseTo(5)
    expect(r.lines).toEqual({ vertical: [74], horizontal: [5] })
  })

  it('leaves an axis alone when nothing is near', () => {
    const r = snapBox({ x: 20, y: 30, width: 8, height: 8 }, guides, 1)
    expect(r).toEqual({ x: 20, y: 30, lines: { vertical: [], horizontal: [] } })
  })

  it('prefers the closest guide, right edge included', () => {
    const r = snapBox({ x: 120, y: 80, width: 22.6, height: 8 }, guides, 2)
    expect(r.x).toBeCloseTo(120.4) // right edge 142.6 → 143
  })
})
