import type { UploadFailure } from '@/lib/editor/upload-request'
import {
  HEIC_UNSUPPORTED_KEY,
  TRY_AGAIN_KEYS,
  UPLOAD_QUOTA_KEYS,
} from '@/lib/shop/design-print/uploads/refusal-keys'

/** What the upload panel adds below a refusal's message. */
export type UploadRefusalHint = 'heic' | 'quota' | null

const looksHeic = (file: Pick<File, 'name' | 'type'>) =>
  /\.(heic|heif)$/i.test(file.name) || /heic|heif/i.test(file.type)

/**
 * The hint is chosen by the refusal's key, not its status: a 429 is the quota only when the server
 * says so; "too many of your pictures at once" is a 429 too, and waiting is the answer there. A HEIC
 * file refused for its type gets the iPhone hint, unless the server's own message already gave it.
 */
export function uploadRefusalHint(
  failure: UploadFailure,
  file: Pick<File, 'name' | 'type'>,
): UploadRefusalHint {
  if (failure.status === 415 && looksHeic(file) && failure.key !== HEIC_UNSUPPORTED_KEY) return 'heic'
  return failure.key !== null && UPLOAD_QUOTA_KEYS.includes(failure.key) ? 'quota' : null
}

/** The same file may well go through later: the shop was busy, or the request never got an answer. */
export function worthTryingAgain(failure: UploadFailure): boolean {
  return failure.status === 0 || (failure.key !== null && TRY_AGAIN_KEYS.includes(failure.key))
}
