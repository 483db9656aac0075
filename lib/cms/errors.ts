import { z } from 'zod'

/**
 * Every failure of the content service reaches callers as a ContentError: the HTTP status when the
 * CMS answered with an error (undefined for network failures, timeouts and malformed answers) and a
 * message naming the request.
 */
export class ContentError extends Error {
  override name = 'ContentError'
  constructor(
    message: string,
    readonly status?: number,
    options?: { cause?: unknown },
  ) {
    super(message, options)
  }
}

/** storyblok-js-client rejects with plain objects ({ message, status, response }), not Errors. */
const clientRejection = z.object({
  message: z.string().optional().catch(undefined),
  status: z.number().int().optional().catch(undefined),
})

export function toContentError(reason: unknown, request: string): ContentError {
  if (reason instanceof ContentError) return reason
  if (reason instanceof Error) {
    return new ContentError(`CMS request ${request} failed: ${reason.message}`, undefined, { cause: reason })
  }
  const parsed = clientRejection.safeParse(reason)
  const { message, status } = parsed.success ? parsed.data : { message: undefined, status: undefined }
  const code = status === undefined ? '' : ` (${status})`
  return new ContentError(`CMS request ${request} failed${code}: ${message ?? 'unknown error'}`, status)
}
