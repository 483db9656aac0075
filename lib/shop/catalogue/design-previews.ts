import 'server-only'
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { eq } from 'drizzle-orm'
import { getDb } from '@/lib/db/client'
import { env } from '@/lib/env'
import { designs } from '@/lib/db/schema'
import type { Db } from '@/lib/db/types'
import type { RenderOptions } from '@/lib/render/pool'
import { DesignDocumentError } from '../design-print/design/errors'
import { migrateDocument } from '../design-print/design/migrations'
import { renderDesignPreview } from '../design-print/design/preview/render-preview'
import { previewKeyOf } from './preview-key'
import type { PreviewWidth } from './preview-url'

export type DesignPreview =
  | { status: 'ok'; body: Buffer; key: string }
  | { status: 'unknown-design' }
  | { status: 'invalid-template'; message: string }

/**
 * Renders happening right now, so a listing's burst of requests for one image renders it once. A
 * render is stopped only when every request waiting for it has gone away (lib/render).
 */
type Rendering = { body: Promise<Buffer>; waiting: number; stop: AbortController }
const inFlight = new Map<string, Rendering>()

/** Who asks: their address (the render pool caps each client) and their request's signal. */
export type PreviewRequester = Omit<RenderOptions, 'timeoutMs'>

function follow(rendering: Rendering, signal: AbortSignal | undefined): Promise<Buffer> {
  rendering.waiting++
  const leave = () => {
    if (--rendering.waiting === 0) rendering.stop.abort()
  }
  signal?.addEventListener('abort', leave, { once: true })
  return rendering.body.finally(() => signal?.removeEventListener('abort', leave))
}

/**
 * The front-page preview of a design at `width`, from the disk cache under `cacheDir` or rendered
 * and stored there. Files are named by preview key, so a changed design never serves a stale image;
 * writes go to a temporary name first, so a crash never leaves half a file that looks complete.
 */
export async function designPreview(
  db: Db,
  cacheDir: string,
  id: number,
  width: PreviewWidth,
  requester: PreviewRequester = {},
): Promise<DesignPreview> {
  const [row] = await db
    .select({ template: designs.template, previewKey: designs.previewKey })
    .from(designs)
    .where(eq(designs.id, id))
  if (!row) return { status: 'unknown-design' }
  const key = row.previewKey ?? previewKeyOf(row.template)
  const dir = join(cacheDir, String(id))
  const file = join(dir, `${key}-${width}.webp`)

  const cached = await readFile(file).catch(() => undefined)
  if (cached) return { status: 'ok', body: cached, key }

  let rendering = inFlight.get(file)
  if (!rendering) {
    const stop = new AbortController()
    const options = { client: requester.client, signal: stop.signal }
    const body = renderAndStore(row.template, width, dir, file, options).finally(() => inFlight.delete(file))
    rendering = { body, waiting: 0, stop }
    inFlight.set(file, rendering)
  }
  try {
    return { status: 'ok', body: await follow(rendering, requester.signal), key }
  } catch (error) {
    if (error instanceof DesignDocumentError) return { status: 'invalid-template', message: error.message }
    throw error
  }
}

async function renderAndStore(
  template: unknown,
  width: PreviewWidth,
  dir: string,
  file: string,
  options: PreviewRequester,
): Promise<Buffer> {
  const body = await renderDesignPreview(migrateDocument(template), width, options)
  await mkdir(dir, { recursive: true })
  const temporary = `${file}.${process.pid}.${Date.now()}.tmp`
  await writeFile(temporary, body)
  await rename(temporary, file)
  return body
}

/**
 * A catalogue design's preview over the shop's database, cached under DATA_DIR/previews: what the
 * route serves (routes call the domain, not the database).
 */
export async function shopDesignPreview(
  id: number,
  width: PreviewWidth,
  requester: PreviewRequester = {},
): Promise<DesignPreview> {
  return designPreview(await getDb(), join(env().DATA_DIR, 'previews'), id, width, requester)
}
