import { z } from 'zod'

/**
 * Image filters of rich-text pictures (spec section 5): quality 0–100, brightness -100–100, blur,
 * rotate 90/180/270, format webp/png/jpeg. Anything else — another filter, a value out of range, a
 * filter given twice — rejects the whole list, so an editor's typo never reaches the image service.
 * The syntax is Storyblok's image service: `filters:quality(80):format(webp)`.
 */
export const imageFiltersSchema = z
  .object({
    quality: z.number().int().min(0).max(100),
    brightness: z.number().int().min(-100).max(100),
    // Storyblok's service accepts blur radii 0–150.
    blur: z.number().int().min(0).max(150),
    rotate: z.union([z.literal(90), z.literal(180), z.literal(270)]),
    format: z.enum(['webp', 'png', 'jpeg']),
  })
  .partial()
  .strict()
export type ImageFilters = z.output<typeof imageFiltersSchema>

const NUMERIC = new Set(['quality', 'brightness', 'blur', 'rotate'])
const FILTER = /^([a-z]+)\(([^()]*)\)$/

/** `filters:quality(80):rotate(90)` (or the part after "filters:") → filters, or null if invalid. */
export function parseImageFilters(raw: string): ImageFilters | null {
  const body = raw.replace(/^filters:/, '')
  if (body === '') return {}
  const entries: [string, string | number][] = []
  for (const part of body.split(':')) {
    const match = FILTER.exec(part)
    if (!match) return null
    const [, name = '', value = ''] = match
    if (entries.some(([seen]) => seen === name)) return null
    if (NUMERIC.has(name)) {
      if (!/^-?\d+$/.test(value)) return null
      entries.push([name, Number(value)])
    } else entries.push([name, value])
  }
  const parsed = imageFiltersSchema.safeParse(Object.fromEntries(entries))
  return parsed.success ? parsed.data : null
}

/** The filters as the image service's path segment ("" for none), in a stable order. */
export function imageFiltersSegment(filters: ImageFilters): string {
  const order = ['quality', 'brightness', 'blur', 'rotate', 'format'] as const
  const parts = order.flatMap((name) => (filters[name] === undefined ? [] : [`${name}(${filters[name]})`]))
  return parts.length ? `filters:${parts.join(':')}` : ''
}

const STORYBLOK_ASSET = /^https:\/\/a\.storyblok\.com\/f\/[^?#]+\.(?:jpe?g|png|webp)$/i
const SIZE = /^\d{1,4}x\d{1,4}$/

/**
 * The src of a rich-text picture, checked: a Storyblok asset with optional "/m/WxH/filters:…" (size
 * and filters validated, then written back canonically), or a same-site path without modifiers.
 * Anything else is null and the picture is left out.
 */
export function richTextImageSrc(raw: unknown): string | null {
  if (typeof raw !== 'string') return null
  const src = raw.trim()
  if (/^\/(?![/\\])[^\s"'<>\\?#]*\.(?:webp|avif|png|jpe?g)$/i.test(src)) return src
  const [base = '', modifiers, ...extra] = src.split('/m/')
  if (extra.length || !STORYBLOK_ASSET.test(base)) return null
  if (modifiers === undefined) return base
  const parts = modifiers.split('/').filter(Boolean)
  const size = parts[0] && SIZE.test(parts[0]) ? parts.shift() : undefined
  if (parts.length > 1) return null
  const filters = parts[0] === undefined ? {} : parseImageFilters(parts[0])
  if (filters === null) return null
  return [base, 'm', size, imageFiltersSegment(filters)].filter(Boolean).join('/')
}
