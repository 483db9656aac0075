import http, { type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'

export interface LoopbackServer {
  port: number
  close(): Promise<void>
}

/** A node:http server on a free loopback port for the server modules' tests. */
export async function listenOnLoopback(
  listener: (req: IncomingMessage, res: ServerResponse) => unknown,
): Promise<LoopbackServer> {
  const server = http.createServer((req, res) => void listener(req, res))
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    port: (server.address() as AddressInfo).port,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
