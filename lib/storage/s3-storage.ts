import { sha256Hex, signRequest, type SigV4Credentials } from './sigv4'
import { assertStorageKey, StorageError, type ObjectStorage, type StoredObject } from './storage'

export interface S3Config extends SigV4Credentials {
  /** e.g. https://s3.eu-central-1.amazonaws.com or http://localhost:9000 (MinIO) */
  endpoint: string
  bucket: string
  /** Injected by tests; the global fetch otherwise. */
  fetch?: typeof fetch
  now?: () => Date
}

/**
 * An S3-compatible bucket over plain signed HTTP (path-style URLs, which every S3 clone understands).
 * Objects are private; the shop streams them through its own authorised endpoints.
 */
export function s3Storage(config: S3Config): ObjectStorage {
  const doFetch = config.fetch ?? fetch
  const now = config.now ?? (() => new Date())
  const base = config.endpoint.replace(/\/+$/, '')

  async function send(
    method: 'PUT' | 'GET' | 'DELETE',
    key: string,
    body?: Uint8Array,
    type?: string,
    listQuery?: Record<string, string>,
  ) {
    if (!listQuery) assertStorageKey(key)
    const url = new URL(`${base}/${config.bucket}${listQuery ? '' : `/${key}`}`)
    for (const [name, value] of Object.entries(listQuery ?? {})) url.searchParams.set(name, value)
    const headers = signRequest(
      {
        method,
        url,
        headers: type ? { 'content-type': type } : {},
        payloadHash: sha256Hex(body ?? ''),
        now: now(),
      },
      config,
    )
    // host is set by fetch itself and may not be passed as a header.
    const { host: _host, ...sendHeaders } = headers
    return doFetch(url, { method, headers: sendHeaders, body: body ? Buffer.from(body) : undefined })
  }

  const fail = async (what: string, key: string, response: Response): Promise<never> => {
    const detail = (await response.text().catch(() => '')).slice(0, 200)
    throw new StorageError(`S3 ${what} ${key} failed with ${response.status}: ${detail}`)
  }

  return {
    async put(key, bytes, contentType) {
      const response = await send('PUT', key, bytes, contentType)
      if (!response.ok) await fail('PUT', key, response)
      await response.arrayBuffer()
    },
    async get(key) {
      const response = await send('GET', key)
      if (response.status === 404) {
        await response.arrayBuffer()
        return null
      }
      if (!response.ok) await fail('GET', key, response)
      return new Uint8Array(await response.arrayBuffer())
    },
    async delete(key) {
      const response = await send('DELETE', key)
      if (!response.ok && response.status !== 404) await fail('DELETE', key, response)
      await response.arrayBuffer()
    },
    // A PUT is atomic (no multipart uploads here): a failed one leaves nothing behind.
    removeIncompleteWrites: async () => 0,
    async *list(prefix) {
      // ListObjectsV2, 1000 keys a page, following the continuation token.
      let token: string | undefined
      do {
        const query: Record<string, string> = { 'list-type': '2', prefix }
        if (token) query['continuation-token'] = token
        const response = await send('GET', prefix, undefined, undefined, query)
        if (!response.ok) await fail('LIST', prefix, response)
        const page = parseListPage(await response.text())
        yield* page.objects
        token = page.next
      } while (token)
    },
  }
}

const xmlText = (s: string) =>
  s
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, '&')

/** The keys and dates of one ListObjectsV2 answer (a flat XML document; no parser needed). */
export function parseListPage(xml: string): { objects: StoredObject[]; next: string | undefined } {
  const objects = [...xml.matchAll(/<Contents>([\s\S]*?)<\/Contents>/g)].flatMap(([, body = '']) => {
    const key = /<Key>([\s\S]*?)<\/Key>/.exec(body)?.[1]
    const modified = /<LastModified>([\s\S]*?)<\/LastModified>/.exec(body)?.[1]
    return key && modified ? [{ key: xmlText(key), modifiedAt: new Date(modified) }] : []
  })
  const truncated = /<IsTruncated>true<\/IsTruncated>/.test(xml)
  const next = /<NextContinuationToken>([\s\S]*?)<\/NextContinuationToken>/.exec(xml)?.[1]
  return { objects, next: truncated && next ? xmlText(next) : undefined }
}
