/**
 * Small HTTP helpers of the bench: GET with a Host header (Node cannot resolve myposter.localhost, and
 * fetch may not set Host), and a closed-loop latency client that records every request's time so p50
 * and p95 are exact (autocannon reports p90 and p97.5, not p95).
 */
import http from 'node:http'

export interface Fetched {
  status: number
  headers: http.IncomingHttpHeaders
  body: Buffer
}

const agent = new http.Agent({ keepAlive: true, maxSockets: 64 })

/**
 * How a kept-alive socket that the server closed while idle (its keep-alive timeout) fails the next
 * request: ECONNRESET when the close arrives first, EPIPE when the request is written into it first
 * (seen after the throughput phase, which leaves many idle sockets behind).
 */
const STALE_SOCKET = new Set(['ECONNRESET', 'EPIPE'])

export function metStaleSocket(error: unknown): boolean {
  return STALE_SOCKET.has((error as NodeJS.ErrnoException).code ?? '')
}

/** A GET changes nothing, so one that met a stale socket is sent once more on a fresh one. */
export async function get(url: string, host?: string): Promise<Fetched> {
  try {
    return await send('GET', url, { host })
  } catch (error) {
    if (!metStaleSocket(error)) throw error
    return send('GET', url, { host, fresh: true })
  }
}

export interface SendOptions {
  host?: string
  headers?: Record<string, string>
  /** Sent as JSON. */
  json?: unknown
  /** Sent as is (a multipart form); its content-type goes in `headers`. */
  raw?: Buffer
  /**
   * On a new connection outside the keep-alive pool: a retry after a reset must not take the next
   * pooled socket, which the server may be closing at the same moment (its keep-alive timeout).
   */
  fresh?: boolean
}

/** One request on the shared keep-alive agent; the body is read in full. */
export function send(method: string, url: string, options: SendOptions = {}): Promise<Fetched> {
  const body =
    options.raw ?? (options.json === undefined ? undefined : Buffer.from(JSON.stringify(options.json)))
  return new Promise((resolve, reject) => {
    const target = new URL(url)
    const request = http.request(
      {
        method,
        hostname: target.hostname === 'myposter.localhost' ? '127.0.0.1' : target.hostname,
        port: target.port,
        path: target.pathname + target.search,
        headers: {
          host: options.host ?? target.host,
          'accept-encoding': 'identity',
          'user-agent': 'shop-bench',
          ...(body && { 'content-type': 'application/json', 'content-length': String(body.length) }),
          ...options.headers,
        },
        agent: options.fresh ? false : agent,
      },
      (response) => {
        const chunks: Buffer[] = []
        response.on('data', (chunk: Buffer) => chunks.push(chunk))
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: Buffer.concat(chunks),
          }),
        )
        response.on('error', reject)
      },
    )
    request.on('error', reject)
    request.end(body)
  })
}

export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return 0
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))
  return sorted[index] ?? 0
}

/** `connections` clients in a loop for `seconds`; every response must be 200. */
export async function latency(
  url: string,
  options: { connections: number; seconds: number; host?: string; cookie?: string },
): Promise<{ p50: number; p95: number; requests: number; errors: number }> {
  const times: number[] = []
  let errors = 0
  const end = Date.now() + options.seconds * 1000
  await Promise.all(
    Array.from({ length: options.connections }, async () => {
      while (Date.now() < end) {
        const started = performance.now()
        try {
          const response = options.cookie
            ? await send('GET', url, { host: options.host, headers: { cookie: options.cookie } })
            : await get(url, options.host)
          if (response.status !== 200) errors++
          else times.push(performance.now() - started)
        } catch {
          errors++
        }
      }
    }),
  )
  times.sort((a, b) => a - b)
  return { p50: percentile(times, 50), p95: percentile(times, 95), requests: times.length, errors }
}
