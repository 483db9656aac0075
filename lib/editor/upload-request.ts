/**
 * Multipart upload with progress for the editor's panels. fetch() cannot report upload progress, so
 * this is XMLHttpRequest; the server's JSON error message is passed on as it is (it is written for
 * customers), with the status so a panel can add its own hint (415 for HEIC, 429 for the quota).
 */
export type UploadOutcome<T> = { ok: true; body: T } | { ok: false; status: number; message: string }

export function postWithProgress<T>(
  url: string,
  form: FormData,
  onProgress: (fraction: number) => void,
  xhrFactory: () => XMLHttpRequest = () => new XMLHttpRequest(),
): Promise<UploadOutcome<T>> {
  return new Promise((resolve) => {
    const xhr = xhrFactory()
    xhr.open('POST', url)
    xhr.responseType = 'text'
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total)
    }
    xhr.onload = () => resolve(outcomeOf<T>(xhr.status, xhr.responseText))
    xhr.onerror = () => resolve({ ok: false, status: 0, message: '' })
    xhr.onabort = () => resolve({ ok: false, status: 0, message: '' })
    xhr.send(form)
  })
}

export function outcomeOf<T>(status: number, text: string): UploadOutcome<T> {
  let body: unknown = null
  try {
    body = JSON.parse(text) as unknown
  } catch {
    body = null
  }
  if (status >= 200 && status < 300 && body !== null) return { ok: true, body: body as T }
  const message =
    typeof body === 'object' &&
    body !== null &&
    'error' in body &&
    typeof body.error === 'object' &&
    body.error !== null &&
    'message' in body.error &&
    typeof body.error.message === 'string'
      ? body.error.message
      : ''
  return { ok: false, status, message }
}
