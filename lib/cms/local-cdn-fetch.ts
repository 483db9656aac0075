import { LOCAL_CDN } from './constants'
import { answerCdnRequest, type LocalCdnOptions } from './local-cdn'
import { defaultLocalStore, type LocalStore } from './local-store'

/**
 * Answers a local CDN URL from the store; a store that fails to load (a broken JSON file) becomes
 * a 500 with the file's name, which the client turns into a ContentError like any CMS outage.
 */
export function answerLocalCdn(
  url: URL,
  store: () => LocalStore = defaultLocalStore,
  options?: LocalCdnOptions,
): Response {
  let current: LocalStore
  try {
    current = store()
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error)
    return Response.json({ error: message }, { status: 500 })
  }
  return answerCdnRequest(url, current, options)
}

function urlOf(input: RequestInfo | URL): URL {
  if (input instanceof URL) return input
  return new URL(typeof input === 'string' ? input : input.url)
}

/**
 * A fetch for storyblok-js-client that answers the local endpoint in-process: no server, no
 * network, so it works inside `next build`. Anything else is refused rather than sent out.
 */
export function localCdnFetch(store: () => LocalStore = defaultLocalStore, options?: LocalCdnOptions) {
  const origin = new URL(LOCAL_CDN.endpoint).origin
  return async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const url = urlOf(input)
    if (url.origin !== origin) {
      return Response.json({ error: `The local CDN does not serve ${url.origin}` }, { status: 502 })
    }
    if ((init?.method ?? 'GET').toUpperCase() !== 'GET') {
      return Response.json({ error: 'The local CDN is read-only' }, { status: 405 })
    }
    return answerLocalCdn(url, store, options)
  }
}
