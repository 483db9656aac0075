/**
 * Who the client is, for throttles and the loopback-only development pages (ADR 0050). The shop's
 * server (server/start.mjs, server/client-address.mjs) computes the address from the socket, or from
 * the X-Forwarded-For entry its TRUSTED_PROXIES appended, deletes any copy the client sent and passes
 * it on in this header. The value is repeated here because Next's bundles cannot import the server's
 * modules; server/client-address.test.ts checks that both say the same.
 */
export const CLIENT_ADDRESS_HEADER = 'x-shop-client-address'

/** What `clientAddress` answers when no server said who the client is. */
export const UNKNOWN_CLIENT = 'local'

const MAX_ADDRESS_LENGTH = 64

/**
 * The client address to rate-limit by. Under `next dev` there is no server of ours in front, so any
 * copy of the header came from the client and is ignored: every development request is 'local'.
 */
export function clientAddress(headers: Headers): string {
  if (process.env.NODE_ENV === 'development') return UNKNOWN_CLIENT
  const address = headers.get(CLIENT_ADDRESS_HEADER)?.trim()
  return address ? address.slice(0, MAX_ADDRESS_LENGTH) : UNKNOWN_CLIENT
}

const LOOPBACK = /^(127\.\d{1,3}\.\d{1,3}\.\d{1,3}|::1)$/

/**
 * True only when the shop's server saw the request come from this machine (127.0.0.0/8 or ::1). An
 * unknown client (`next dev`, no server of ours in front) is not a loopback client.
 */
export function isLoopbackClient(headers: Headers): boolean {
  return LOOPBACK.test(clientAddress(headers))
}
