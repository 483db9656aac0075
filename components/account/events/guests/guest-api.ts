'use client'

/** What a guest-list call answered: the JSON, or the server's sentence (German) to show. */
export type Answer<T> = { ok: true; data: T } | { ok: false; message: string }

/**
 * A call of /web-api/events/{id}/guests…: JSON or a form (file uploads), with the channel and locale
 * headers the API reads. Input errors read "Invalid body: name: Bitte …": the sentence after the field
 * is what the customer sees.
 */
export async function callGuests<T>(
  url: string,
  method: 'POST' | 'PUT' | 'DELETE',
  body: unknown,
  context: { brand: string; locale: string; fallback: string },
): Promise<Answer<T>> {
  const form = body instanceof FormData
  try {
    const response = await fetch(url, {
      method,
      headers: {
        channel: context.brand,
        locale: context.locale,
        ...(form ? {} : { 'content-type': 'application/json' }),
      },
      body: form ? body : body === undefined ? undefined : JSON.stringify(body),
    })
    const json = (await response.json().catch(() => null)) as { error?: { message?: string } } | null
    if (response.ok) return { ok: true, data: json as T }
    const message = json?.error?.message
    return {
      ok: false,
      message:
        response.status < 500 && message
          ? message.replace(/^Invalid (body|query|path): [^:]+: /, '')
          : context.fallback,
    }
  } catch {
    return { ok: false, message: context.fallback }
  }
}
