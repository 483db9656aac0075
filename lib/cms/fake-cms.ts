import http from 'node:http'
import type { AddressInfo } from 'node:net'

/** A stand-in for Storyblok on 127.0.0.1 that records when each request arrived. */

export interface FakeAnswer {
  status: number
  body: unknown
  headers?: Record<string, string>
  /** Answer only after this long, like a CMS that hangs. */
  delayMs?: number
}

export interface FakeCms {
  /** The endpoint to give the client, e.g. http://127.0.0.1:4321/v2 */
  endpoint: string
  requests: Array<{ at: number; url: URL }>
  /** Stops listening and drops open keep-alive connections, like a CMS that went away. */
  close(): Promise<void>
}

export async function startFakeCms(answer: (url: URL, index: number) => FakeAnswer): Promise<FakeCms> {
  const requests: FakeCms['requests'] = []
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1')
    requests.push({ at: performance.now(), url })
    const { status, body, headers, delayMs } = answer(url, requests.length - 1)
    const send = () => {
      if (res.destroyed) return
      res.writeHead(status, { 'content-type': 'application/json', ...headers })
      res.end(JSON.stringify(body))
    }
    if (delayMs) setTimeout(send, delayMs).unref()
    else send()
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    endpoint: `http://127.0.0.1:${port}/v2`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}

export function storyBody(fullSlug: string, headline: string): { story: Record<string, unknown> } {
  return {
    story: {
      id: 1,
      uuid: 'uuid-1',
      name: 'Home',
      slug: fullSlug.split('/').pop(),
      full_slug: fullSlug,
      lang: 'default',
      content: { component: 'page', _uid: 'p', headline },
    },
  }
}
