import type { z } from 'zod'
import { CHANNEL_HEADER, LOCALE_HEADER, type ApiContext } from '@/lib/api/api-context'
import type { AnyEndpoint } from '@/lib/api/endpoint'
import {
  calendarDesignGroupEndpoint,
  calendarPriceEndpoint,
} from '@/lib/api/photo-products/calendar/endpoints'
import { ShopError } from '@/lib/shop/common/errors'
import {
  photobookPriceEndpoint,
  photobookSetListEndpoint,
} from '@/lib/api/photo-products/photobook/endpoints'
import type { PosterShop } from './poster-shop'

/** Not in the spec: how long a page waits for the external backend before it shows an error. */
export const REMOTE_TIMEOUT_MS = 5000

/** A backend that failed or broke the contract; pages show their error state, not its details. */
export class RemoteShopError extends Error {
  override name = 'RemoteShopError'
}

type Fetch = (input: string, init: RequestInit) => Promise<Response>

/**
 * The PosterShop of an external backend that implements the spec's /web-api contract: the request
 * is the contract's (channel and locale headers, arrays as name[]), and the answer is parsed with the
 * endpoint's response schema, so a backend that drifts from the contract fails loudly here.
 */
export function httpPosterShop(base: string, fetchImpl: Fetch = fetch): PosterShop {
  const call = async <E extends AnyEndpoint>(endpoint: E, query: object, ctx: ApiContext) => {
    const url = new URL(endpoint.path, base)
    url.search = searchOf(query)
    let response: Response
    try {
      response = await fetchImpl(url.toString(), {
        headers: { accept: 'application/json', [CHANNEL_HEADER]: ctx.brand, [LOCALE_HEADER]: ctx.locale },
        signal: AbortSignal.timeout(REMOTE_TIMEOUT_MS),
        cache: 'no-store',
      })
    } catch (error) {
      throw new RemoteShopError(`Shop backend unreachable at ${url.origin}`, { cause: error })
    }
    const body: unknown = await response.json().catch(() => null)
    if (!response.ok) throw errorFrom(response.status, body, url.pathname)
    const parsed = endpoint.response.safeParse(body)
    if (!parsed.success) throw new RemoteShopError(`Shop backend broke the contract of ${endpoint.path}`)
    return parsed.data as z.output<E['response']>
  }
  return {
    calendarDesignGroups: (query, ctx) => call(calendarDesignGroupEndpoint, query, ctx),
    calendarPrice: (query, ctx) => call(calendarPriceEndpoint, query, ctx),
    photobookSets: (query, ctx) => call(photobookSetListEndpoint, query, ctx),
    photobookPrice: (query, ctx) => call(photobookPriceEndpoint, query, ctx),
  }
}

/** Query string of the contract: arrays as name[] (spec section 7), undefined values left out. */
export function searchOf(query: object): string {
  const params = new URLSearchParams()
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined) continue
    if (Array.isArray(value)) for (const item of value) params.append(`${key}[]`, String(item))
    else params.append(key, String(value))
  }
  return params.toString()
}

/** The backend's 4xx keeps its message and field (the shopper's input was wrong); 5xx does not. */
function errorFrom(status: number, body: unknown, path: string): Error {
  const error = (body as { error?: { message?: unknown; field?: unknown } } | null)?.error
  if (status >= 400 && status < 500 && typeof error?.message === 'string') {
    const known = status === 404 || status === 409 || status === 422 ? status : 400
    return new ShopError(error.message, {
      status: known,
      field: typeof error.field === 'string' ? error.field : undefined,
    })
  }
  return new RemoteShopError(`Shop backend answered ${status} for ${path}`)
}
