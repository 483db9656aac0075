import 'server-only'
import { eq } from 'drizzle-orm'
import { getDb } from '@/lib/db/client'
import { designs } from '@/lib/db/schema'
import type { Db } from '@/lib/db/types'
import { logger } from '@/lib/log/logger'
import type { RenderOptions } from '@/lib/render/pool'
import { getStorage } from '@/lib/storage/from-env'
import type { ObjectStorage } from '@/lib/storage/storage'
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
 * The front-page preview of a design at `width`, from the storage (previews/<id>/<key>-<width>.webp)
 * or rendered and stored there, so every instance of the shop serves what one of them rendered.
 * Objects are named by preview key, so a changed design never serves a stale image; the storage's
 * writes are atomic, so nobody reads half a file.
 */
export async function designPreview(
  db: Db,
  storage: ObjectStorage,
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
  const file = `previews/${id}/${key}-${width}.webp`

  const cached = await storage.get(file)
  if (cached)
    return { status: 'ok', body: Buffer.from(cached.buffer, cached.byteOffset, cached.byteLength), key }

  let rendering = inFlight.get(file)
  if (!rendering) {
    const stop = new AbortController()
    const options = { client: requester.client, signal: stop.signal }
    const body = renderAndStore(row.template, width, storage, file, options).finally(() =>
      inFlight.delete(file),
    )
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
  storage: ObjectStorage,
  file: string,
  options: PreviewRequester,
): Promise<Buffer> {
  const body = await renderDesignPreview(migrateDocument(template), width, options)
  // The picture is drawn: a storage that cannot keep it costs the next request a render, not this one its answer.
  await storage
    .put(file, body, 'image/webp')
    .catch((err: unknown) => logger().warn({ err, file }, 'could not store a design preview'))
  return body
}

/**
 * A catalogue design's preview over the shop's database, cached in the shop's storage: what the
 * route serves (routes call the domain, not the database).
 */
export async function shopDesignPreview(
  id: number,
  width: PreviewWidth,
  requester: PreviewRequester = {},
): Promise<DesignPreview> {
  return designPreview(await getDb(), getStorage(), id, width, requester)
}
