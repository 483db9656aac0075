import { env } from '@/lib/env'
import { LOCAL_CDN } from './constants'

/**
 * The token preview links are signed with: the CMS token the shop reads drafts with (with Storyblok a
 * preview token), or the local store's preview token when no CMS is configured.
 */
export function previewToken(): string {
  return env().STORYBLOK_TOKEN ?? LOCAL_CDN.previewToken
}
