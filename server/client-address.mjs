// @ts-check
/**
 * Who the client is (ADR 0050). Next's route handlers never see the socket, so the server computes
 * the client address here and passes it on in its own request header, after deleting any copy the
 * client sent: the header is believed because nothing but this server can have set it. Plain
 * JavaScript because server/start.mjs loads it before Next.
 */

/** The request header that carries the client address to Next (lib/http/client-address.ts reads it). */
export const CLIENT_ADDRESS_HEADER = 'x-shop-client-address'

/** More hops than any real chain of proxies; a larger count is a typo. */
export const MAX_TRUSTED_PROXIES = 20

/**
 * TRUSTED_PROXIES, the number of reverse proxies in front of the shop (0 when unset). The same rule as
 * lib/env.ts, which refuses a bad value at start-up with a message; here a bad value is an error.
 *
 * @param {string | undefined} raw
 * @returns {number}
 */
export function parseTrustedProxies(raw) {
  const text = (raw ?? '').trim()
  if (text === '') return 0
  // Number() like zod's coerce in lib/env.ts, so both accept and refuse the same values.
  const count = Number(text)
  if (!Number.isInteger(count) || count < 0 || count > MAX_TRUSTED_PROXIES) {
    throw new Error(`TRUSTED_PROXIES must be a whole number from 0 to ${MAX_TRUSTED_PROXIES}, not "${text}"`)
  }
  return count
}

/**
 * The client address: the socket's peer without trusted proxies; with N of them, the N-th
 * X-Forwarded-For entry from the right, the one the outermost trusted proxy appended (entries further
 * left were written by the client and prove nothing). With fewer entries than proxies the leftmost
 * is taken; without the header the socket's peer is the client (a request that bypassed the proxies).
 *
 * @param {string | undefined} socketAddress
 * @param {string | string[] | undefined} forwardedFor
 * @param {number} trustedProxies
 * @returns {string}
 */
export function clientAddressOf(socketAddress, forwardedFor, trustedProxies) {
  const socket = normalizeAddress(socketAddress ?? '') || 'unknown'
  if (trustedProxies === 0) return socket
  const header = Array.isArray(forwardedFor) ? forwardedFor.join(',') : (forwardedFor ?? '')
  const entries = header
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
  if (entries.length === 0) return socket
  const entry = entries[Math.max(0, entries.length - trustedProxies)] ?? ''
  return normalizeAddress(entry) || socket
}

/**
 * `::ffff:198.51.100.7` is the IPv4 address; anything longer than an address is cut.
 *
 * @param {string} address
 */
function normalizeAddress(address) {
  const trimmed = address.trim().slice(0, 64)
  return trimmed.replace(/^::ffff:(\d+\.\d+\.\d+\.\d+)$/i, '$1')
}

/**
 * The listener with the client address header set from the socket on every request.
 *
 * @param {(req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse) => unknown} listener
 * @param {number} trustedProxies
 */
export function withClientAddress(listener, trustedProxies) {
  return (
    /** @type {import('node:http').IncomingMessage} */ req,
    /** @type {import('node:http').ServerResponse} */ res,
  ) => {
    delete req.headers[CLIENT_ADDRESS_HEADER]
    req.headers[CLIENT_ADDRESS_HEADER] = clientAddressOf(
      req.socket.remoteAddress,
      req.headers['x-forwarded-for'],
      trustedProxies,
    )
    return listener(req, res)
  }
}
