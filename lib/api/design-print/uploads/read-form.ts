import { uploadRefused } from '@/lib/shop/design-print/uploads/errors'

/**
 * Reads a multipart/form-data body without ever buffering more than `maxBytes`: the declared length
 * is checked first and the stream is counted as it arrives (chunked uploads have no length).
 */
export async function readLimitedForm(request: Request, maxBytes: number): Promise<FormData> {
  const type = request.headers.get('content-type') ?? ''
  if (!type.toLowerCase().startsWith('multipart/form-data')) {
    throw uploadRefused('notMultipart', 415)
  }
  const declared = Number(request.headers.get('content-length') ?? '0')
  if (declared > maxBytes) throw tooLarge(maxBytes)
  const chunks: Uint8Array[] = []
  let total = 0
  const reader = request.body?.getReader()
  while (reader) {
    const { done, value } = await reader.read()
    if (done) break
    total += value.byteLength
    if (total > maxBytes) {
      await reader.cancel().catch(() => undefined)
      throw tooLarge(maxBytes)
    }
    chunks.push(value)
  }
  try {
    return await new Response(Buffer.concat(chunks), { headers: { 'content-type': type } }).formData()
  } catch {
    throw uploadRefused('invalidForm', 400)
  }
}

const tooLarge = (maxBytes: number) =>
  uploadRefused('tooLarge', 413, { megabytes: Math.floor(maxBytes / 1024 / 1024) })

/** The `file` field as bytes and its name (kept for display only). */
export async function formFile(form: FormData, field = 'file'): Promise<{ bytes: Uint8Array; name: string }> {
  const value = form.get(field)
  if (!(value instanceof Blob)) throw uploadRefused('noFile', 400, {}, { field })
  const name = value instanceof File ? value.name : ''
  return { bytes: new Uint8Array(await value.arrayBuffer()), name }
}

/** The other fields as plain strings, for a zod schema. */
export function formFields(form: FormData, skip = 'file'): Record<string, string> {
  const fields: Record<string, string> = {}
  for (const [key, value] of form) if (key !== skip && typeof value === 'string') fields[key] = value
  return fields
}
