import { imageFiltersSchema, type ImageFilters } from './image-filters'

/**
 * The image service's URL grammar (Storyblok's, spec section 7 "Images … a local proxy"):
 *   /img/{source}/m/                      the source as it is (re-encoded)
 *   /img/{source}/m/{w}x{h}               cover-crop to w × h; a 0 keeps the aspect ratio
 *   /img/{source}/m/fit-in/{w}x{h}        fit inside w × h without cropping
 *   …/filters:format(webp):quality(75)    allow-listed filters (lib/images/image-filters.ts)
 * Parsing is separate from rendering so that every rejection carries a message a person understands
 * (the route answers it as a 400) and the rules are unit-testable without sharp.
 */

/** Storyblok's own limit per side; the product of both is capped too (a 4000 × 4000 WebP is 16 MP). */
export const MAX_IMAGE_SIDE = 4000
export const MAX_IMAGE_PIXELS = 16_000_000

export interface ImageRequest {
  /** Path segments of the source before "/m/". */
  source: string[]
  width: number
  height: number
  fit: 'cover' | 'inside'
  filters: ImageFilters
}

export type ImageRequestResult = { ok: true; value: ImageRequest } | { ok: false; message: string }

const SIZE = /^(\d{1,5})x(\d{1,5})$/
const FILTER = /^([a-z]+)\(([^()]*)\)$/
const NUMERIC = new Set(['quality', 'brightness', 'blur', 'rotate'])

const fail = (message: string): ImageRequestResult => ({ ok: false, message })

/** Filters after "filters:" with a reason when one is not allowed (the first problem found). */
export function parseFilterList(
  raw: string,
): { ok: true; value: ImageFilters } | { ok: false; message: string } {
  if (!raw.startsWith('filters:')) return { ok: false, message: `Expected "filters:…", got "${raw}"` }
  const body = raw.slice('filters:'.length)
  if (body === '') return { ok: true, value: {} }
  const entries: Record<string, string | number> = {}
  for (const part of body.split(':')) {
    const match = FILTER.exec(part)
    if (!match) return { ok: false, message: `Filter "${part}" is not of the form name(value)` }
    const [, name = '', value = ''] = match
    if (name in entries) return { ok: false, message: `Filter "${name}" is given twice` }
    if (NUMERIC.has(name) && !/^-?\d+$/.test(value)) {
      return { ok: false, message: `Filter "${name}" needs a whole number, got "${value}"` }
    }
    entries[name] = NUMERIC.has(name) ? Number(value) : value
  }
  const parsed = imageFiltersSchema.safeParse(entries)
  if (parsed.success) return { ok: true, value: parsed.data }
  const issue = parsed.error.issues[0]
  if (issue?.code === 'unrecognized_keys') {
    return {
      ok: false,
      message: `Unknown filter "${issue.keys[0]}" (allowed: quality, brightness, blur, rotate, format)`,
    }
  }
  const name = String(issue?.path[0] ?? 'filter')
  return {
    ok: false,
    message: `Filter "${name}(${entries[name]})" is not allowed: ${RANGES[name] ?? issue?.message}`,
  }
}

const RANGES: Record<string, string> = {
  quality: 'quality is 0 to 100',
  brightness: 'brightness is -100 to 100',
  blur: 'blur is 0 to 150',
  rotate: 'rotate is 90, 180 or 270',
  format: 'format is webp, png or jpeg',
}

/** The path segments after /img/ → a checked request, or the reason it is refused. */
export function parseImageRequest(segments: readonly string[]): ImageRequestResult {
  const at = segments.indexOf('m')
  if (at < 1) return fail('Expected /img/{source}/m/{width}x{height}/filters:…')
  const source = segments.slice(0, at)
  if (source.some((s) => !/^[A-Za-z0-9][A-Za-z0-9._-]*$/.test(s) || s.includes('..'))) {
    return fail('The image path may only contain letters, digits, ".", "_" and "-"')
  }
  const rest = segments.slice(at + 1).filter(Boolean)
  let fit: ImageRequest['fit'] = 'cover'
  if (rest[0] === 'fit-in') {
    fit = 'inside'
    rest.shift()
  }
  let width = 0
  let height = 0
  if (rest[0] !== undefined && !rest[0].startsWith('filters:')) {
    const size = SIZE.exec(rest.shift() ?? '')
    if (!size) return fail('The size must be {width}x{height} in pixels, e.g. 600x400 (0 keeps the ratio)')
    width = Number(size[1])
    height = Number(size[2])
    if (width > MAX_IMAGE_SIDE || height > MAX_IMAGE_SIDE) {
      return fail(`Width and height are at most ${MAX_IMAGE_SIDE} pixels`)
    }
    if (width * height > MAX_IMAGE_PIXELS) return fail(`At most ${MAX_IMAGE_PIXELS} pixels per image`)
  }
  if (fit === 'inside' && (width === 0 || height === 0)) return fail('fit-in needs both width and height')
  let filters: ImageFilters = {}
  if (rest[0] !== undefined) {
    const parsed = parseFilterList(rest.shift() ?? '')
    if (!parsed.ok) return parsed
    filters = parsed.value
  }
  if (rest.length) return fail(`Unexpected "${rest.join('/')}" after the filters`)
  return { ok: true, value: { source, width, height, fit, filters } }
}

/** The URL of a source at a size with filters; the inverse of parseImageRequest. */
export function imageServiceUrl(
  source: string,
  size: { width: number; height: number; fit?: ImageRequest['fit'] },
  filters: ImageFilters = {},
): string {
  const order = ['quality', 'brightness', 'blur', 'rotate', 'format'] as const
  const list = order.flatMap((name) => (filters[name] === undefined ? [] : [`${name}(${filters[name]})`]))
  const parts = [
    `/img/${source.replace(/^\/+/, '')}/m`,
    ...(size.fit === 'inside' ? ['fit-in'] : []),
    `${size.width}x${size.height}`,
    ...(list.length ? [`filters:${list.join(':')}`] : []),
  ]
  return parts.join('/')
}
