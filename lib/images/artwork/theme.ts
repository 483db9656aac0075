import { circle, rect, seeded } from '../svg'

/**
 * A drawn teaser theme. The subject sits on a fixed 600 × 440 stage so one drawing serves both crops
 * (compose.ts places the stage); the background and decor fill whatever canvas the crop needs.
 */
export interface Theme {
  /** Top and bottom colour of the background gradient. */
  background: readonly [string, string]
  /** Quiet shapes over the whole canvas, kept light where the teaser text will sit. */
  decor: (width: number, height: number) => string
  /** The subject in stage coordinates (0..600 × 0..440). */
  subject: () => string
}

export const STAGE = { width: 600, height: 440 } as const

/** A heart outline centred on (cx, cy), `size` wide. */
export function heartPath(cx: number, cy: number, size: number): string {
  const s = size / 2
  return (
    `M${cx} ${cy + s * 0.9}` +
    `C${cx - s * 1.2} ${cy + s * 0.1} ${cx - s * 0.9} ${cy - s * 0.9} ${cx} ${cy - s * 0.35}` +
    `C${cx + s * 0.9} ${cy - s * 0.9} ${cx + s * 1.2} ${cy + s * 0.1} ${cx} ${cy + s * 0.9}Z`
  )
}

/** Deterministic confetti: small bars and dots scattered over the canvas. */
export function confetti(
  seed: number,
  colours: readonly string[],
  width: number,
  height: number,
  count: number,
) {
  const random = seeded(seed)
  return Array.from({ length: count }, (_, i) => {
    const x = random() * width
    const y = random() * height
    const fill = colours[i % colours.length]
    return i % 3 === 0
      ? rect(x, y, 10, 4, {
          fill,
          transform: `rotate(${Math.round(random() * 180)} ${x} ${y})`,
          opacity: 0.8,
        })
      : circle(x, y, 2 + random() * 3, { fill, opacity: 0.7 })
  }).join('')
}

/** Soft circles that keep the text side calm. */
export const softCircles = (colour: string) => (w: number, h: number) =>
  circle(w * 0.08, h * 0.15, h * 0.32, { fill: colour, opacity: 0.35 }) +
  circle(w * 0.3, h * 1.05, h * 0.38, { fill: colour, opacity: 0.25 })
