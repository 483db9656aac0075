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

/**
 * The widths the image service draws (issue 24: every other size was a fresh render an attacker could
 * ask for). The shop's own pictures use 480 and 960 (containers/shared/service-picture.tsx at
 * densities 1 and 2); the rest are the usual responsive steps up to a full-HD screen.
 */
export const IMAGE_WIDTHS = [120, 240, 320, 480, 640, 800, 960, 1280, 1600, 1920] as const
/** A height is free up to twice the width (portrait pictures), or 0 to keep the source's ratio. */
export const MAX_HEIGHT_PER_WIDTH = 2
/**
 * Blur radius cap. Storyblok's service takes up to 150, but a 4000 × 4000 blur(150) held a render
 * for 5.6 s; a radius of 20 already makes any picture unrecognisable.
 */
export const MAX_IMAGE_BLUR = 20

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
    if (!size)
      return fail('The size must be {width}x{height} in pixels, e.g. 480x300 (height 0 keeps the ratio)')
    width = Number(size[1])
    height = Number(size[2])
    if (!(IMAGE_WIDTHS as readonly number[]).includes(width)) {
      return fail(`The width must be one of ${IMAGE_WIDTHS.join(', ')} pixels, not ${width}`)
    }
    if (height > width * MAX_HEIGHT_PER_WIDTH) {
      return fail(
        `The height may be at most ${MAX_HEIGHT_PER_WIDTH} times the width (${width * MAX_HEIGHT_PER_WIDTH} pixels)`,
      )
    }
  }
  if (fit === 'inside' && (width === 0 || height === 0)) return fail('fit-in needs both width and height')
  let filters: ImageFilters = {}
  if (rest[0] !== undefined) {
    const parsed = parseFilterList(rest.shift() ?? '')
    if (!parsed.ok) return parsed
    filters = parsed.value
  }
  if ((filters.blur ?? 0) > MAX_IMAGE_BLUR) {
    return fail(`Filter "blur(${filters.blur})" is not allowed: blur is 0 to ${MAX_IMAGE_BLUR} here`)
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
