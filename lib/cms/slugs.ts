import { HOME_SLUG } from './constants'

/** One segment of a Storyblok slug: lower-case letters, digits, "-" and "_". */
export const SLUG_SEGMENT = /^[a-z0-9][a-z0-9_-]*$/

/**
 * The shop's request slug as a Storyblok slug: "" is the brand's "home" story. "home" itself, and
 * slugs Storyblok could not have (upper case, dots, "?"), are null: no such page, and no request is
 * sent, so the home page has one URL and visitor-typed paths never reach the CMS's query string.
 */
export function storySlug(requestSlug: string): string | null {
  const trimmed = requestSlug.replace(/^\/+|\/+$/g, '')
  if (trimmed === '') return HOME_SLUG
  if (trimmed === HOME_SLUG || !trimmed.split('/').every((s) => SLUG_SEGMENT.test(s))) return null
  return trimmed
}

/** The request slug of a full slug below `brand/`, or null for another brand's story. */
export function requestSlugOf(fullSlug: string, brand: string): string | null {
  const prefix = `${brand}/`
  if (!fullSlug.startsWith(prefix)) return null
  const slug = fullSlug.slice(prefix.length)
  return slug === HOME_SLUG ? '' : slug
}
