import { z } from 'zod'
import type { BrandKey } from '@/lib/config/brands'
import type { ShopLocaleCode } from '@/lib/config/locales'

/**
 * The part of Storyblok's story format the shop reads. Containers parse their own fields; here only
 * the envelope is checked, so a malformed story fails at the edge with a clear message.
 */
export interface Blok {
  component: string
  _uid: string
  [field: string]: unknown
}

export const blokSchema: z.ZodType<Blok> = z
  .object({ component: z.string().min(1), _uid: z.string().min(1) })
  .catchall(z.unknown())

export const storySchema = z.object({
  id: z.number().int(),
  uuid: z.string(),
  name: z.string(),
  slug: z.string(),
  full_slug: z.string(),
  content: blokSchema,
  published_at: z.string().nullable().optional(),
  first_published_at: z.string().nullable().optional(),
  lang: z.string().default('default'),
  tag_list: z.array(z.string()).default([]),
})
export type Story = z.infer<typeof storySchema>

export type ContentVersion = 'published' | 'draft'

export interface StoryRequest {
  brand: BrandKey
  locale: ShopLocaleCode
  /** Path below the brand's folder, without leading or trailing slash; "" is the home page. */
  slug: string
  version: ContentVersion
}

export interface StoryListRequest {
  brand: BrandKey
  locale: ShopLocaleCode
  startsWith: string
  version: ContentVersion
  page?: number
  perPage?: number
}

/**
 * The one interface pages and containers use for editorial content, whatever serves it: the Storyblok
 * Content Delivery API, or the local store in content/ answered through the same client.
 */
export interface ContentSource {
  /** The story, or null when there is none for that slug (the page is then a 404). */
  getStory(request: StoryRequest): Promise<Story | null>
  listStories(request: StoryListRequest): Promise<{ stories: Story[]; total: number }>
  /** Every published slug of a brand, for the sitemap and the router's 404 decision. */
  listSlugs(brand: BrandKey): Promise<string[]>
}
