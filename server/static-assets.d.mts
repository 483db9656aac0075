// Types of static-assets.mjs (plain JavaScript: the server loads it before Next).
import type { IncomingMessage, ServerResponse } from 'node:http'

type HeaderValue = number | string | string[]

export interface Asset {
  headers: Record<string, HeaderValue>
  etag: string | undefined
  br: Buffer
  gzip: Buffer
}

export declare class StaticAssets {
  constructor(options: { distDir: string })
  readonly known: ReadonlySet<string>
  pathOf(request: {
    method?: string
    url?: string
    headers: Record<string, string | string[] | undefined>
  }): string | null
  get(pathname: string): Asset | null | undefined
  learn(pathname: string, headers: Record<string, HeaderValue>): Promise<void>
}

export declare function withStaticAssets(
  handle: (req: IncomingMessage, res: ServerResponse) => unknown,
  assets: StaticAssets,
): (req: IncomingMessage, res: ServerResponse) => unknown
