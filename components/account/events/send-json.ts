'use client'

/** What an event call answered: the JSON on success, else the server's sentence and the field it names. */
export type Sent<T> = { ok: true; data: T } | { ok: false; message: string; field?: string }

/**
 * A JSON call of the event account API with the channel and locale headers the API reads. A 400 from
 * input checks reads "Invalid body: title: Der Titel …": the German sentence after the field is what
 * the customer sees; the domain's 4xx are sentences already.
 */
export async function sendJson<T>(
  url: string,
  method: 'POST' | 'PATCH' | 'DELETE',
  body: unknown,
  context: { brand: string; locale: string; fallback: string },
): Promise<Sent<T>> {
  try {
    const response = await fetch(url, {
      method,
      headers: { 'content-type': 'application/json', channel: context.brand, locale: context.locale },
      body: body === undefined ? undefined : JSON.stringify(body),
    })
    const json = (await response.json().catch(() => null)) as
      (T & { error?: undefined }) | { error?: { message?: string; field?: string } } | null
    if (response.ok) return { ok: true, data: json as T }
    const error = json && 'error' in json ? json.error : undefined
    const message =
      response.status < 500 && error?.message
        ? error.message.replace(/^Invalid (body|query): [^:]+: /, '')
        : context.fallback
    return { ok: false, message, field: error?.field }
  } catch {
    return { ok: false, message: context.fallback }
  }
}
