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
  return address ? ipv6Network(address.slice(0, MAX_ADDRESS_LENGTH)) : UNKNOWN_CLIENT
}

/**
 * An IPv6 client is its /64: one household or server is handed a whole /64 (2^64 addresses), so a
 * throttle keyed on the full address is escaped by counting up the last bits. IPv4 addresses, the
 * loopback address and anything that is not an IPv6 address are returned as they are.
 */
export function ipv6Network(address: string): string {
  if (!address.includes(':') || address === '::1') return address
  const halves = address.toLowerCase().split('::')
  if (halves.length > 2) return address
  const head = halves[0] ? halves[0].split(':') : []
  const tail = halves.length === 2 && halves[1] ? halves[1].split(':') : []
  // An embedded IPv4 tail (::ffff:1.2.3.4) fills two groups; it never reaches the first four.
  const groups = tail.at(-1)?.includes('.') ? head.length + tail.length + 1 : head.length + tail.length
  const missing = halves.length === 2 ? 8 - groups : 0
  if (missing < 0 || (halves.length === 1 && groups !== 8)) return address
  const all = [...head, ...Array<string>(missing).fill('0'), ...tail]
  const network = all.slice(0, 4)
  if (!network.every((group) => /^[0-9a-f]{1,4}$/.test(group))) return address
  return `${network.map((group) => group.replace(/^0+(?=.)/, '')).join(':')}::/64`
}

const LOOPBACK = /^(127\.\d{1,3}\.\d{1,3}\.\d{1,3}|::1)$/

/**
 * True only when the shop's server saw the request come from this machine (127.0.0.0/8 or ::1). An
 * unknown client (`next dev`, no server of ours in front) is not a loopback client.
 */
export function isLoopbackClient(headers: Headers): boolean {
  return LOOPBACK.test(clientAddress(headers))
}
