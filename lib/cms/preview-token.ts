import { createHmac } from 'node:crypto'
import { authSecret } from '@/lib/auth/secret'
import { env } from '@/lib/env'
import { LOCAL_CDN } from './constants'

/**
 * The token preview links are signed with (and the local CDN's drafts are read with over HTTP): the
 * CMS token the shop reads drafts with (with Storyblok a preview token). Without a CMS, development
 * and test use the local store's published constant, which the browser tests sign their links with;
 * anywhere else a constant would let anyone switch on draft mode or read unpublished stories, so the
 * token is derived from AUTH_SECRET there (ADR 0047).
 */
export function previewToken(): string {
  const settings = env()
  if (settings.STORYBLOK_TOKEN) return settings.STORYBLOK_TOKEN
  if (settings.APP_ENV === 'development' || settings.APP_ENV === 'test') return LOCAL_CDN.previewToken
  return derivedPreviewToken(authSecret())
}

/** Separate from the session key by purpose: knowing a preview token tells nothing about AUTH_SECRET. */
export function derivedPreviewToken(secret: string): string {
  return createHmac('sha256', secret).update('local-cms-preview-token').digest('base64url')
}
