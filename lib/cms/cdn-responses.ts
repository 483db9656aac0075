import { z } from 'zod'
import { ContentError } from './errors'
import { DEFAULT_LANGUAGE } from './language'
import { storySchema, type Story } from './types'

/** The CDN's answers, checked at the edge so nothing inside the shop handles unchecked JSON. */

export const storyEnvelope = z.object({ story: z.unknown() })
export const storiesEnvelope = z.object({ stories: z.array(z.unknown()) })
export const linksEnvelope = z.object({
  links: z.record(z.string(), z.object({ slug: z.string(), is_folder: z.boolean().optional() })),
})

export function parseEnvelope<T>(schema: z.ZodType<T>, data: unknown, request: string): T {
  const parsed = schema.safeParse(data)
  if (parsed.success) return parsed.data
  const issue = parsed.error.issues[0]
  throw new ContentError(`CMS answer to ${request} is malformed: ${issue?.path.join('.')}: ${issue?.message}`)
}

const named = z.object({ full_slug: z.string() })

/**
 * A story, or a ContentError naming its slug and the first problem. Storyblok prefixes full_slug
 * with the requested language ("de-at/card/home"); the shop addresses stories by brand and locale,
 * so the prefix is removed and full_slug is the same in every language.
 */
export function parseStory(raw: unknown, fallbackName: string): Story {
  const parsed = storySchema.safeParse(raw)
  if (!parsed.success) {
    const name = named.safeParse(raw)
    const slug = name.success ? name.data.full_slug : fallbackName
    const issue = parsed.error.issues[0]
    throw new ContentError(
      `Story "${slug}" is malformed: ${issue?.path.join('.') || 'story'}: ${issue?.message}`,
    )
  }
  const story = parsed.data
  const prefix = `${story.lang}/`
  if (story.lang === DEFAULT_LANGUAGE || !story.full_slug.startsWith(prefix)) return story
  return { ...story, full_slug: story.full_slug.slice(prefix.length) }
}
