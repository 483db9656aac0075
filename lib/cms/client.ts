import StoryblokClient from 'storyblok-js-client'
import { z } from 'zod'
import { env } from '@/lib/env'
import { defaultCmsLog, type CmsLog } from './cms-log'
import { CMS_LIMITS, LOCAL_CDN } from './constants'
import { toContentError } from './errors'
import { localCdnFetch } from './local-cdn-fetch'
import { defaultLocalStore, type LocalStore } from './local-store'
import type { ContentVersion } from './types'

/**
 * The one Storyblok client of the process, behind a typed wrapper: storyblok-js-client is typed
 * with `any` and rejects with plain objects, so parameters go in typed, answers come out as
 * `unknown` for zod, and every failure becomes a ContentError.
 *
 * What the library does for us (checked in storyblok-js-client 7.7.1): `rateLimit: 5` runs all
 * requests through one queue of 5 slots, each slot held until one second after its request ended,
 * so no one-second window sees more than 5 requests; a 429 is retried `maxRetries` (10) times,
 * `retriesDelay` (300 ms) apart, each retry queued again; any other non-2xx rejects with
 * { message, status }. The tests against a fake CMS hold it to those numbers.
 */

export interface CdnParams {
  version: ContentVersion
  language?: string
  starts_with?: string
  per_page?: number
  page?: number
  by_uuids?: string
  excluding_fields?: string
  resolve_relations?: string
  resolve_links?: 'story' | 'url' | 'link'
  /** Links endpoint only: page its answer. */
  paginated?: 1
}

export interface CdnResult {
  data: unknown
  /** From the `total` and `per-page` headers of list answers. */
  total: number | undefined
  perPage: number | undefined
}

export interface CdnClient {
  /** GET `path` below the endpoint, e.g. "cdn/stories/card/home". */
  get(path: string, params: CdnParams): Promise<CdnResult>
}

export interface CdnClientOptions {
  accessToken: string | undefined
  /** Storyblok's (EU) endpoint when omitted. */
  endpoint?: string
  fetch?: (input: RequestInfo | URL, init?: RequestInit) => Promise<Response>
  log?: CmsLog
}

const resultSchema = z.object({
  data: z.unknown(),
  total: z.number().optional(),
  perPage: z.number().optional(),
})

export function createCdnClient(options: CdnClientOptions): CdnClient {
  const storyblok = new StoryblokClient({
    accessToken: options.accessToken ?? '',
    endpoint: options.endpoint,
    fetch: options.fetch,
    rateLimit: CMS_LIMITS.rateLimit,
    maxRetries: CMS_LIMITS.maxRetries,
    retriesDelay: CMS_LIMITS.retryDelayMs,
    timeout: CMS_LIMITS.timeoutSeconds,
    // No response cache here: freshness is the cache manifest's job. cv 'manual' stops the client
    // from pinning the first cache version it saw, which would freeze content in a long-running server.
    cache: { type: 'none', clear: 'manual', cv: 'manual' },
  })
  const log = options.log ?? defaultCmsLog
  let tokenReported = false

  return {
    async get(path, params) {
      if (!options.accessToken && !tokenReported) {
        tokenReported = true
        log.error({ path }, 'CMS access token is missing; the CMS will refuse requests')
      }
      let raw: unknown
      try {
        // The library adds token and version to the object it is given, so it gets a copy.
        raw = await storyblok.get(path, { ...params })
      } catch (reason) {
        throw toContentError(reason, path)
      }
      const parsed = resultSchema.safeParse(raw)
      if (!parsed.success) throw toContentError(new Error('unexpected client result'), path)
      return { data: parsed.data.data, total: parsed.data.total, perPage: parsed.data.perPage }
    },
  }
}

/** A client for the local store, answered in-process through the same library code path. */
export function createLocalCdnClient(store: () => LocalStore = defaultLocalStore, log?: CmsLog): CdnClient {
  return createCdnClient({
    accessToken: LOCAL_CDN.previewToken,
    endpoint: LOCAL_CDN.endpoint,
    fetch: localCdnFetch(store),
    log,
  })
}

let shared: CdnClient | undefined

/** One client per process: Storyblok with STORYBLOK_TOKEN, otherwise the local content store. */
export function cdnClient(): CdnClient {
  const token = env().STORYBLOK_TOKEN
  shared ??= token ? createCdnClient({ accessToken: token }) : createLocalCdnClient()
  return shared
}
