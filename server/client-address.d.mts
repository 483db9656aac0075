// Types of client-address.mjs (plain JavaScript: the server loads it before Next).
import type { IncomingMessage, ServerResponse } from 'node:http'

export declare const CLIENT_ADDRESS_HEADER: 'x-shop-client-address'
export declare const MAX_TRUSTED_PROXIES: number
export declare function parseTrustedProxies(raw: string | undefined): number
export declare function clientAddressOf(
  socketAddress: string | undefined,
  forwardedFor: string | string[] | undefined,
  trustedProxies: number,
): string
export declare function withClientAddress(
  listener: (req: IncomingMessage, res: ServerResponse) => unknown,
  trustedProxies: number,
): (req: IncomingMessage, res: ServerResponse) => unknown
