import { z } from 'zod'
import type { UploadSummary } from '@/lib/shop/design-print/uploads/schema'
import { firstWriteAlone } from '@/lib/visitor/first-write'

/**
 * Multipart upload with progress for the editor's panels. fetch() cannot report upload progress, so
 * this is XMLHttpRequest; the server's JSON error message is passed on as it is (it is written for
 * customers, in the language of the `locale` header), with the status, the refusal's stable key and
 * Retry-After so a panel can add its own hint (HEIC, the quota) or offer to try again.
 */
export type UploadFailure = {
  ok: false
  /** 0: the request never got an answer (network, aborted). */
  status: number
  message: string
  /** The refusal's machine-readable name, e.g. "upload.quotaFiles" or "render.busy". */
  key: string | null
  /** Seconds after which trying again makes sense (busy, too many at once). */
  retryAfterSeconds: number | null
}
export type UploadOutcome<T> = { ok: true; body: T } | UploadFailure

const errorBodySchema = z.object({
  error: z.object({ message: z.string().catch(''), key: z.string().optional().catch(undefined) }),
})

export function postWithProgress<T>(
  url: string,
  form: FormData,
  onProgress: (fraction: number) => void,
  headers: Readonly<Record<string, string>> = {},
  xhrFactory: () => XMLHttpRequest = () => new XMLHttpRequest(),
): Promise<UploadOutcome<T>> {
  // An upload may be what gives the visitor their key: never beside another first write.
  return firstWriteAlone(() => send<T>(url, form, onProgress, headers, xhrFactory))
}

/**
 * One photo to the shop's uploads (purpose "photo"), its refusal worded in `locale`: the editor's
 * photo pages, the photo prints' list and the event's photos send their pictures so.
 */
export function postPhoto(
  file: File,
  locale: string,
  onProgress: (fraction: number) => void = () => undefined,
  xhrFactory?: () => XMLHttpRequest,
): Promise<UploadOutcome<UploadSummary>> {
  const form = new FormData()
  form.set('purpose', 'photo')
  form.set('file', file)
  return postWithProgress<UploadSummary>('/web-api/uploads', form, onProgress, { locale }, xhrFactory)
}

function send<T>(
  url: string,
  form: FormData,
  onProgress: (fraction: number) => void,
  headers: Readonly<Record<string, string>>,
  xhrFactory: () => XMLHttpRequest,
): Promise<UploadOutcome<T>> {
  return new Promise((resolve) => {
    const xhr = xhrFactory()
    xhr.open('POST', url)
    for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value)
    xhr.responseType = 'text'
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total)
    }
    xhr.onload = () =>
      resolve(outcomeOf<T>(xhr.status, xhr.responseText, xhr.getResponseHeader('retry-after')))
    const unanswered = () => resolve(outcomeOf<T>(0, ''))
    xhr.onerror = unanswered
    xhr.onabort = unanswered
    xhr.send(form)
  })
}

export function outcomeOf<T>(
  status: number,
  text: string,
  retryAfter: string | null = null,
): UploadOutcome<T> {
  let body: unknown = null
  try {
    body = JSON.parse(text) as unknown
  } catch {
    body = null
  }
  if (status >= 200 && status < 300 && body !== null) return { ok: true, body: body as T }
  const error = errorBodySchema.safeParse(body)
  const seconds = Number(retryAfter)
  return {
    ok: false,
    status,
    message: error.success ? error.data.error.message : '',
    key: (error.success && error.data.error.key) || null,
    retryAfterSeconds: retryAfter && Number.isInteger(seconds) && seconds > 0 ? seconds : null,
  }
}
