import type { CartView } from '@/lib/shop/sales/cart/view'
import { CART_EVENT } from './cart-count'

/**
 * The browser side of the cart API. The server is the source of truth: every change answers with the
 * whole cart, which is then announced to the header badge (same tab) and to other tabs (a
 * BroadcastChannel), so two open tabs never show different carts for long.
 */
const CHANNEL = 'shop-cart'

export class CartApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly field: string | undefined,
    /** The error body's other fields, e.g. `key` and `shop` of a country the shop does not serve. */
    readonly details: Record<string, unknown> = {},
  ) {
    super(message)
  }
}

export async function callApi<T>(path: string, locale: string, init: RequestInit = {}): Promise<T> {
  const response = await fetch(path, {
    ...init,
    headers: { accept: 'application/json', 'content-type': 'application/json', locale, ...init.headers },
    cache: 'no-store',
  })
  const body = (await response.json().catch(() => null)) as
    | (T & { error?: undefined })
    | { error?: { status: number; message: string; field?: string } & Record<string, unknown> }
    | null
  if (!response.ok || !body || body.error) {
    const error = body?.error
    throw new CartApiError(response.status, error?.message ?? response.statusText, error?.field, error)
  }
  return body as T
}

export function announceCart(view: CartView): void {
  window.dispatchEvent(new CustomEvent<CartView>(CART_EVENT, { detail: view }))
  if ('BroadcastChannel' in window) {
    const channel = new BroadcastChannel(CHANNEL)
    channel.postMessage({ revision: view.revision, count: view.count })
    channel.close()
  }
}

/** Calls `onChange` when another tab changed the cart or this tab regains focus. */
export function watchCart(onChange: () => void): () => void {
  const channel = 'BroadcastChannel' in window ? new BroadcastChannel(CHANNEL) : null
  channel?.addEventListener('message', onChange)
  const onVisible = () => {
    if (document.visibilityState === 'visible') onChange()
  }
  window.addEventListener('focus', onChange)
  document.addEventListener('visibilitychange', onVisible)
  return () => {
    channel?.close()
    window.removeEventListener('focus', onChange)
    document.removeEventListener('visibilitychange', onVisible)
  }
}
