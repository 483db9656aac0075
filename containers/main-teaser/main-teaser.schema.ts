import { z } from 'zod'
import { safeHref } from '@/lib/cms/rich-text'
import { image, text } from '../shared/fields'

/**
 * Story fields of the main teaser (spec section 3, "Teasers and content blocks"). Text, flags and
 * the headline tag are strict, so a broken story shows a notice in draft preview; a colour, link or
 * image that fails its check is dropped on its own (default colour, no link, no picture), so one
 * typo never hides the home page's teaser. teaserWrapperComponent and teaserHtmlAttributes are not
 * read: copying editor-supplied elements and attributes into the page is not safe.
 */

const HEX = /^#(?:[0-9a-f]{3}|[0-9a-f]{4}|[0-9a-f]{6}|[0-9a-f]{8})$/i
export const DEFAULT_CONTROL_COLOR = '#ffffff'

/** Storyblok's colour picker sends {color}; plain text fields send the string itself. */
function colourValue(value: unknown): unknown {
  const raw = typeof value === 'object' && value !== null && 'color' in value ? value.color : value
  return typeof raw === 'string' ? raw.trim() : raw
}
const hex = z.preprocess(colourValue, z.string().regex(HEX))
const colour = hex.optional().catch(undefined)
const colourOr = (fallback: string) => hex.catch(fallback)

/** A plain URL string or a Storyblok multilink ({url} for external, {cached_url} for stories). */
function linkValue(value: unknown): unknown {
  if (typeof value !== 'object' || value === null) return value
  const link = value as { url?: unknown; cached_url?: unknown }
  if (typeof link.url === 'string' && link.url) return link.url
  if (typeof link.cached_url === 'string' && link.cached_url) return `/${link.cached_url.replace(/^\/+/, '')}`
  return undefined
}
const link = z
  .unknown()
  .optional()
  .transform((value) => safeHref(linkValue(value)))

const flag = (fallback: boolean) => z.boolean().default(fallback)

export const responsiveImagesSchema = z
  .object({ desktop: image, mobile: image })
  .default({ desktop: undefined, mobile: undefined })

export const HEADLINE_TAGS = ['h1', 'h2', 'h3', 'p'] as const

export const teaserSlideSchema = z.object({
  _uid: z.string().optional(),
  title: text,
  text,
  /** Label of the slide's numbered control; the title is used when empty. */
  control: text,
  buttonText: text,
  isButtonVisible: flag(true),
  color: colour,
  backgroundColor: colour,
  controlColor: colourOr(DEFAULT_CONTROL_COLOR),
  controlColorMobile: colourOr(DEFAULT_CONTROL_COLOR),
  isImagePositionRight: flag(false),
  isNewTeaser: flag(false),
  tagNameHeadline: z.enum(HEADLINE_TAGS).default('h2'),
  url: link,
  responsiveImages: responsiveImagesSchema,
})

export const threeSectionSlideSchema = teaserSlideSchema.extend({
  showSampleCardBadgeOnMobile: flag(false),
})

export const smallTeaserSchema = z.object({
  headline: text,
  subHeadline: text,
  url: link,
  backgroundColor: colour,
  textColor: colour,
  isHeadlineH1: flag(false),
  isImagePositionRight: flag(false),
  responsiveImages: responsiveImagesSchema,
})

/** Storyblok "blocks" fields are lists even when at most one block is allowed. */
const single = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (Array.isArray(value) ? value[0] : value), schema.optional())

export const mainTeaserSchema = z.object({
  _uid: z.string().default('main-teaser'),
  slides: z.array(teaserSlideSchema).default([]),
  threeSectionSlides: z.array(threeSectionSlideSchema).default([]),
  smallTeaser: single(smallTeaserSchema),
})

export type MainTeaserData = z.output<typeof mainTeaserSchema>
export type TeaserSlideData = z.output<typeof threeSectionSlideSchema> | z.output<typeof teaserSlideSchema>
export type SmallTeaserData = z.output<typeof smallTeaserSchema>
export type ResponsiveImagesData = z.output<typeof responsiveImagesSchema>
