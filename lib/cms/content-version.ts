import 'server-only'
import { draftMode } from 'next/headers'
import type { ContentVersion } from './types'

/**
 * Draft mode (switched on by a valid preview link, app/cms-preview) shows draft stories and makes the
 * page render per request; everyone else gets the published, cached version.
 */
export async function contentVersion(): Promise<{ version: ContentVersion; draft: boolean }> {
  const draft = (await draftMode()).isEnabled
  return { version: draft ? 'draft' : 'published', draft }
}
