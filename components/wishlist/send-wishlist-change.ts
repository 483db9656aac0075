import { WISHLIST_DESIGNS_PATH } from '@/lib/shop/catalogue/wishlist-path'
import { firstWriteAlone } from '@/lib/visitor/first-write'

/** What a heart shows after its request: the design's state now, or why not (null: no reason given). */
export type WishlistAnswer = { ok: true; saved: boolean } | { ok: false; message: string | null }

/**
 * POST /web-api/wishlist's answer read for the heart. A refusal with a key (unknown design, a brand
 * without a wishlist) carries its sentence in the shop's language, shown as it is; anything else
 * (a server error, the proxy's refusal, an answer that is not the endpoint's) has no sentence for the
 * visitor, and the heart says the wishlist could not be updated.
 */
export function answerOf(ok: boolean, json: unknown): WishlistAnswer {
  if (ok) {
    const saved = (json as { saved?: unknown } | null)?.saved
    return typeof saved === 'boolean' ? { ok: true, saved } : { ok: false, message: null }
  }
  const error = (json as { error?: { key?: unknown; message?: unknown } } | null)?.error
  return {
    ok: false,
    message: typeof error?.key === 'string' && typeof error.message === 'string' ? error.message : null,
  }
}

/**
 * The page's wishlist changes go one after another, as the clicks came: two quick clicks on one heart
 * (save, then remove) must reach the server in that order, and the first may be the one that hands
 * the visitor their key (lib/visitor/first-write.ts).
 */
let queue: Promise<unknown> = Promise.resolve()

export function sendWishlistChange(
  change: { designId: number; save: boolean },
  context: { channel: string; locale: string },
): Promise<WishlistAnswer> {
  const sent = queue.then(() => firstWriteAlone(() => post(change, context)))
  queue = sent
  return sent
}

async function post(
  change: { designId: number; save: boolean },
  { channel, locale }: { channel: string; locale: string },
): Promise<WishlistAnswer> {
  try {
    const response = await fetch(WISHLIST_DESIGNS_PATH, {
      method: 'POST',
      headers: { 'content-type': 'application/json', channel, locale },
      body: JSON.stringify(change),
    })
    return answerOf(response.ok, await response.json().catch(() => null))
  } catch {
    // Offline, or the connection dropped: nothing is known to be saved.
    return { ok: false, message: null }
  }
}
