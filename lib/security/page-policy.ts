import { contentSecurityPolicy, createNonce } from './csp'
import { isPrerendered } from './prerendered-routes'

export interface PagePolicy {
  /** Set for pages rendered per request: Next tags its scripts with it. */
  nonce?: string
  policy: string
}

/**
 * The CSP of the page at an internal path. Draft mode bypasses the prerendered HTML (Next renders it
 * per request), so a draft page always gets a nonce, and the CMS editor may frame it. A shared
 * rendering (lib/security/shared-render.ts) gets the prerendered pages' policy: one copy answers many.
 */
export function pagePolicy(input: {
  internalPath: string
  draft: boolean
  dev: boolean
  flagProvider: boolean
  shared?: boolean
}): PagePolicy {
  const rendered = input.draft || (!input.shared && !isPrerendered(input.internalPath))
  const nonce = rendered ? createNonce() : undefined
  return {
    ...(nonce && { nonce }),
    policy: contentSecurityPolicy({
      ...(nonce && { nonce }),
      draft: input.draft,
      dev: input.dev,
      flagProvider: input.flagProvider,
    }),
  }
}
