/**
 * Small helpers shared by route handlers, so every handler answers bad input with a JSON 4xx in
 * the same shape instead of throwing into Next's 500 page.
 */

export interface JsonErrorBody {
  error: { status: number; message: string } & Record<string, unknown>
}

/**
 * `{ error: { status, message, ...extra } }` with the given status. `extra` may add fields (e.g.
 * the invalid field's name) but never overrides status or message.
 */
export function jsonError(
  status: number,
  message: string,
  extra?: Record<string, unknown>,
  init?: { headers?: HeadersInit },
): Response {
  const body: JsonErrorBody = { error: { ...extra, status, message } }
  return Response.json(body, { status, headers: init?.headers })
}

/** A client mistake in the request itself; `status` is the HTTP status to answer with. */
export class HttpError extends Error {
  override name = 'HttpError'
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message)
  }

  toResponse(): Response {
    return jsonError(this.status, this.message)
  }
}

export const BODY_TOO_LARGE = 'Request body too large'
export const BODY_NOT_JSON = 'Request body is not valid JSON'

/**
 * Reads and parses a JSON body without ever buffering more than `maxBytes`: the declared
 * Content-Length is checked first, then the stream is counted as it arrives, because the header
 * can be absent (chunked encoding) or wrong. Throws HttpError 413 or 400.
 */
export async function readJsonBody(request: Request, maxBytes: number): Promise<unknown> {
  const declared = request.headers.get('content-length')
  if (declared !== null && Number(declared) > maxBytes) throw new HttpError(413, BODY_TOO_LARGE)

  const bytes = await readLimited(request, maxBytes)
  let text: string
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes)
  } catch {
    throw new HttpError(400, BODY_NOT_JSON)
  }
  try {
    return JSON.parse(text) as unknown
  } catch {
    throw new HttpError(400, BODY_NOT_JSON)
  }
}

async function readLimited(request: Request, maxBytes: number): Promise<Uint8Array> {
  if (!request.body) return new Uint8Array()
  const reader = request.body.getReader()
  const chunks: Uint8Array[] = []
  let total = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    total += value.byteLength
    if (total > maxBytes) {
      // Stop the upload instead of draining it; the rest is never read into memory.
      await reader.cancel().catch(() => undefined)
      throw new HttpError(413, BODY_TOO_LARGE)
    }
    chunks.push(value)
  }
  const out = new Uint8Array(total)
  let offset = 0
  for (const chunk of chunks) {
    out.set(chunk, offset)
    offset += chunk.byteLength
  }
  return out
}
