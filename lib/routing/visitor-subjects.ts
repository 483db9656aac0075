import { globalSlot } from '@/lib/runtime/process-global'

/**
 * Whether a design-tool URL's `saved` (an autosaved design) or `line` (a cart line) is the visitor's
 * own. Only the server knows (the session and the database), so the start-up code registers the check
 * here (lib/api/editor/visitor-subject-check.ts) and the proxy, a bundle of its own, calls it through
 * globalThis as it reads the catalogue index. A foreign or unknown one gets the complete static 404
 * page from the proxy (issue 32 point 4): the page's own notFound() is only an empty shell in Next 16.
 */
export interface VisitorSubjectRequest {
  /** Route segments after locale and variant. */
  route: readonly string[]
  query: URLSearchParams
  /** The request's headers, for the customer's session. */
  headers: Headers
  /** A cookie of the request (the visitor key). */
  cookie: (name: string) => string | undefined
}

/** true: the visitor's own or nothing to check; false: not theirs; undefined: the page decides. */
export type VisitorSubjectCheck = (request: VisitorSubjectRequest) => Promise<boolean | undefined>

const slot = globalSlot<VisitorSubjectCheck>(Symbol.for('shop.visitorSubjectCheck'))

export function setVisitorSubjectCheck(check: VisitorSubjectCheck | undefined): void {
  slot.set(check)
}

/**
 * false when the URL names a saved design or cart line that is not the visitor's. Without `saved`
 * or `line` nothing is asked (no session, no query), and without a registered check or when it fails
 * the page decides, as before.
 */
export async function visitorSubjectExists(request: VisitorSubjectRequest): Promise<boolean | undefined> {
  if (!request.query.has('saved') && !request.query.has('line')) return undefined
  const check = slot.get()
  if (!check) return undefined
  try {
    return await check(request)
  } catch {
    return undefined
  }
}
