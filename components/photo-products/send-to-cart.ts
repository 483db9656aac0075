import type { DesignDocument } from '@/lib/shop/design-print/design/document'

/** The photo products of issue 29 that go to the cart as a whole document (ADR 0078). */
export type CartProductKind = 'photobox' | 'photoprints' | 'collage'

export type SendToCartResult = { ok: true } | { ok: false; message: string; field?: string }

/**
 * Sends a photo box, photo prints or a collage to the cart: a new line (POST), or back into the line
 * it was opened from (edit from the cart: PATCH with the new document and quantity). The server reads
 * options and price from the document's spec alone and checks every photo is the shopper's own; its
 * refusal comes back as the message to show (the locale header gives the shop's language and market).
 */
export async function sendToCart(args: {
  kind: CartProductKind
  document: DesignDocument
  quantity: number
  lineId: string | null
  locale: string
}): Promise<SendToCartResult> {
  const { kind, document, quantity, lineId, locale } = args
  const body = lineId ? { snapshot: document, quantity } : { kind, snapshot: document, quantity }
  const response = await fetch(
    lineId ? `/web-api/cart/items/${encodeURIComponent(lineId)}` : '/web-api/cart/items',
    {
      method: lineId ? 'PATCH' : 'POST',
      headers: { 'Content-Type': 'application/json', locale },
      body: JSON.stringify(body),
    },
  ).catch((error: unknown) => (error instanceof Error ? error : new Error(String(error))))
  if (response instanceof Error) return { ok: false, message: response.message }
  if (response.ok) return { ok: true }
  const answer = (await response.json().catch(() => ({}))) as {
    error?: { message?: unknown; field?: unknown }
  }
  const message = typeof answer.error?.message === 'string' ? answer.error.message : response.statusText
  const field = typeof answer.error?.field === 'string' ? answer.error.field : undefined
  return field === undefined ? { ok: false, message } : { ok: false, message, field }
}
