import 'server-only'
import { z } from 'zod'
import { selectionSchema } from '@/lib/backoffice/production/selection'
import { T } from '@/lib/backoffice/texts'
import { readJsonBody, HttpError } from '@/lib/http/json'

/** A selection of 100 ids is about 4 KB; anything much larger is not from the page. */
const MAX_BODY_BYTES = 16 * 1024

const NO_STORE = { 'cache-control': 'private, no-store' } as const

/** The production routes' answer: `{ ok, message }` in German, never cached. */
export function productionAnswer(status: number, message: string): Response {
  return Response.json({ ok: status < 300, message }, { status, headers: NO_STORE })
}

/** Our own sentence for too few or too many files; any other malformed input is "invalid". */
function selectionMessage(error: z.ZodError): string {
  const issue = error.issues[0]
  return issue?.code === 'too_big' || issue?.code === 'too_small' ? issue.message : T.error.input
}

/** `{ "files": [id, …] }` from the page's "printed" button. */
export async function jsonSelection(request: Request): Promise<string[] | Response> {
  const parsed = z.strictObject({ files: selectionSchema }).safeParse(await jsonBody(request))
  return parsed.success ? parsed.data.files : productionAnswer(400, selectionMessage(parsed.error))
}

/** `{ "file": id }` from a failed file's "render again". */
export async function jsonFile(request: Request): Promise<string | Response> {
  const parsed = z.strictObject({ file: z.uuid() }).safeParse(await jsonBody(request))
  return parsed.success ? parsed.data.file : productionAnswer(400, T.error.input)
}

async function jsonBody(request: Request): Promise<unknown> {
  try {
    return await readJsonBody(request, MAX_BODY_BYTES)
  } catch (error) {
    if (error instanceof HttpError) return undefined
    throw error
  }
}

/**
 * The download form's `file=…&file=…` (a plain form post, so the browser saves the ZIP itself). The
 * body's declared length is checked before it is read: a browser always sends it for a form.
 */
export async function formSelection(request: Request): Promise<string[] | Response> {
  const length = Number(request.headers.get('content-length') ?? NaN)
  if (!Number.isFinite(length) || length > MAX_BODY_BYTES) return textAnswer(413, T.error.input)
  const type = request.headers.get('content-type') ?? ''
  if (!type.startsWith('application/x-www-form-urlencoded') && !type.startsWith('multipart/form-data'))
    return textAnswer(415, T.error.input)
  const form = await request.formData().catch(() => null)
  const parsed = selectionSchema.safeParse(form?.getAll('file') ?? [])
  return parsed.success ? parsed.data : textAnswer(400, selectionMessage(parsed.error))
}

/** A form post's refusal: the browser shows this page, so it is a sentence, not JSON. */
export function textAnswer(status: number, message: string): Response {
  return new Response(message, {
    status,
    headers: { ...NO_STORE, 'content-type': 'text/plain; charset=utf-8' },
  })
}
