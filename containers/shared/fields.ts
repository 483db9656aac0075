import { z } from 'zod'
import { multilinkTarget } from '@/lib/cms/links'
import { safeImageSrc } from '@/lib/images/teaser-sources'

/**
 * Story field types the containers share. Text and lists are strict (a wrong type is malformed data:
 * nothing renders, draft preview names the field); a link or picture that fails its check is dropped
 * on its own, so one bad URL never hides a whole block.
 */
export const text = z.string().trim().default('')

/** A multilink or plain string, kept raw: the container localizes it with its page's context. */
export const link = z
  .unknown()
  .optional()
  .transform((value) => {
    const target = multilinkTarget(value)
    return typeof target === 'string' && target.trim() ? target.trim() : undefined
  })

/** {src, alt} or a Storyblok asset {filename, alt}; an unsafe or missing src drops the picture. */
export const image = z
  .preprocess(
    (value) =>
      typeof value === 'object' && value !== null && !('src' in value) && 'filename' in value
        ? { ...value, src: value.filename }
        : value,
    z.object({
      src: z.unknown().transform(safeImageSrc).pipe(z.string()),
      alt: z
        .string()
        .trim()
        .nullish()
        .transform((alt) => alt ?? ''),
    }),
  )
  .optional()
  .catch(undefined)

/** A list of nested bloks; extra Storyblok keys (component, _uid, _editable) are allowed. */
export function bloks<T extends z.ZodRawShape>(shape: T, max: number) {
  return z.array(z.object(shape).catchall(z.unknown())).max(max).default([])
}

export type ImageField = z.output<typeof image>
