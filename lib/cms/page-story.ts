import { z } from 'zod'
import { blokSchema, type Blok, type Story } from './types'

/** The root blok of a content page: SEO fields and the containers of its body, in order. */
export const pageBlokSchema = z.object({
  component: z.literal('page'),
  title: z.string().trim().default(''),
  description: z.string().trim().default(''),
  body: z.array(blokSchema).default([]),
})

export interface PageStory {
  title: string
  description: string
  body: Blok[]
  /** The story behind the page, for the flag store (spec 3: features plus a story object). */
  story: { id: number; slug: string }
}

/** The page inside a story, or null when the story's root is not a page (e.g. a data entry). */
export function pageOf(story: Story): PageStory | null {
  const parsed = pageBlokSchema.safeParse(story.content)
  if (!parsed.success) return null
  return {
    title: parsed.data.title || story.name,
    description: parsed.data.description,
    body: parsed.data.body,
    story: { id: story.id, slug: story.full_slug },
  }
}
