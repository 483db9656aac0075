import { GLYPH_COVERAGE } from './preflight-glyph-coverage'

type Ranges = readonly (readonly [number, number])[]
const decoded = new Map<string, Ranges>()

export function decodeRanges(encoded: string): [number, number][] {
  if (encoded === '') return []
  return encoded.split(',').map((run) => {
    const [a = '', b = a] = run.split('-')
    return [Number(a), Number(b)]
  })
}

function rangesOf(family: string): Ranges | undefined {
  const hit = decoded.get(family)
  if (hit) return hit
  const encoded = Object.hasOwn(GLYPH_COVERAGE, family) ? GLYPH_COVERAGE[family] : undefined
  if (encoded === undefined) return undefined
  const ranges = decodeRanges(encoded)
  decoded.set(family, ranges)
  return ranges
}

function covered(ranges: Ranges, cp: number): boolean {
  let low = 0
  let high = ranges.length - 1
  while (low <= high) {
    const mid = (low + high) >> 1
    const [a, b] = ranges[mid] ?? [0, -1]
    if (cp < a) high = mid - 1
    else if (cp > b) low = mid + 1
    else return true
  }
  return false
}

/** Line breaks and tabs are layout, not glyphs: no font draws them. */
const LAYOUT_CHARS = new Set(['\n', '\r', '\t'])

/**
 * The distinct characters of `text` that `family` cannot print, in order of first use. An unknown
 * family prints nothing, so every character is missing (the document check refuses such fonts anyway).
 */
export function missingGlyphs(text: string, family: string): string[] {
  const ranges = rangesOf(family) ?? []
  const missing = new Set<string>()
  for (const char of text.normalize('NFC')) {
    if (LAYOUT_CHARS.has(char) || missing.has(char)) continue
    if (!covered(ranges, char.codePointAt(0) ?? 0)) missing.add(char)
  }
  return [...missing]
}
