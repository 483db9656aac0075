/**
 * A few string builders for the drawn teaser artwork. The artwork is ours, but attribute values are
 * still escaped so a palette typo can never break the XML that sharp parses.
 */

export type Attrs = Record<string, string | number | undefined>

function escape(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;')
}

function attributes(attrs: Attrs): string {
  return Object.entries(attrs)
    .filter((entry): entry is [string, string | number] => entry[1] !== undefined)
    .map(([key, value]) => ` ${key}="${escape(typeof value === 'number' ? round(value) : value)}"`)
    .join('')
}

/** Two decimals are plenty for pixels and keep the SVG (and its hash) stable across platforms. */
function round(value: number): string {
  return String(Math.round(value * 100) / 100)
}

export function el(tag: string, attrs: Attrs = {}, ...children: string[]): string {
  return children.length
    ? `<${tag}${attributes(attrs)}>${children.join('')}</${tag}>`
    : `<${tag}${attributes(attrs)}/>`
}

export const rect = (x: number, y: number, width: number, height: number, attrs: Attrs = {}) =>
  el('rect', { x, y, width, height, ...attrs })

export const circle = (cx: number, cy: number, r: number, attrs: Attrs = {}) =>
  el('circle', { cx, cy, r, ...attrs })

export const ellipse = (cx: number, cy: number, rx: number, ry: number, attrs: Attrs = {}) =>
  el('ellipse', { cx, cy, rx, ry, ...attrs })

export const path = (d: string, attrs: Attrs = {}) => el('path', { d, ...attrs })

export const polygon = (points: readonly (readonly [number, number])[], attrs: Attrs = {}) =>
  el('polygon', { points: points.map(([x, y]) => `${round(x)},${round(y)}`).join(' '), ...attrs })

export const group = (attrs: Attrs, ...children: string[]) => el('g', attrs, ...children)

export const line = (x1: number, y1: number, x2: number, y2: number, attrs: Attrs = {}) =>
  el('line', { x1, y1, x2, y2, ...attrs })

/** A vertical two-stop gradient definition, referenced as url(#id). */
export function linearGradient(
  id: string,
  from: string,
  to: string,
  angle: 'vertical' | 'diagonal' = 'vertical',
) {
  const end = angle === 'vertical' ? { x2: 0, y2: 1 } : { x2: 1, y2: 1 }
  return el(
    'linearGradient',
    { id, x1: 0, y1: 0, ...end },
    el('stop', { offset: 0, 'stop-color': from }),
    el('stop', { offset: 1, 'stop-color': to }),
  )
}

/** Points of a regular star, for confetti, mobiles and emblems. */
export function starPoints(
  cx: number,
  cy: number,
  outer: number,
  inner: number,
  spikes = 5,
): [number, number][] {
  return Array.from({ length: spikes * 2 }, (_, i) => {
    const radius = i % 2 === 0 ? outer : inner
    const angle = (Math.PI * i) / spikes - Math.PI / 2
    return [cx + radius * Math.cos(angle), cy + radius * Math.sin(angle)]
  })
}

/** Deterministic pseudo-random numbers (mulberry32): scattered confetti must not change between runs. */
export function seeded(seed: number): () => number {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}
