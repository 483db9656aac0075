/**
 * The wall-art figures of `npm run bench` (issue 26 point 9): a 24-megapixel photo from upload to a
 * ready preview, p50/p95 through the running shop (the real route, render pool and storage), and the
 * print file of a 60 × 90 cm canvas from such a photo, in process. Price answers per second are
 * measured with autocannon in bench/run.ts.
 */
import sharp from 'sharp'
import {
  newWallArtDocument,
  placeWallArtPhoto,
  type WallArtSpec,
} from '@/lib/shop/design-print/design/wall-art'
import { renderPrintPdf } from '@/lib/shop/design-print/print/render-print-pdf'
import { percentile, send } from './http-client'

const PHOTO = { width: 6000, height: 4000 }

/** A 24 MP JPEG with grain over a gradient, so it weighs and decodes like a photo, not a flat colour. */
export async function photo24mp(): Promise<Buffer> {
  const { width, height } = PHOTO
  const raw = Buffer.alloc(width * height * 3)
  let seed = 7
  for (let i = 0, x = 0; i < raw.length; i += 3, x = (x + 1) % width) {
    seed = (seed * 1103515245 + 12345) & 0x7fffffff
    const grain = seed % 40
    raw[i] = ((x * 200) / width + grain) | 0
    raw[i + 1] = 90 + grain
    raw[i + 2] = 170 - grain
  }
  return sharp(raw, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 90 })
    .toBuffer()
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0

/** Seconds for the print file of a 60 × 90 cm canvas with a mirrored 20 mm edge from a 24 MP photo. */
export async function canvasPrintSeconds(jpeg: Buffer, runs = 3): Promise<number> {
  const spec: WallArtSpec = {
    material: 'leinwand',
    widthMm: 600,
    heightMm: 900,
    frame: null,
    canvas: { edge: 'mirror', depthMm: 20 },
  }
  const id = `up-${'a'.repeat(32)}`
  const document = placeWallArtPhoto(newWallArtDocument(spec, 'bench-canvas'), {
    id,
    widthPx: PHOTO.width,
    heightPx: PHOTO.height,
  })
  const assets = async (asset: string) =>
    asset === id ? { kind: 'jpeg' as const, bytes: new Uint8Array(jpeg) } : null
  const first = await renderPrintPdf({ document, assets }) // warm-up: modules and fonts load once
  // The photo must be in the file (an unresolved asset would print an empty page, and fast).
  if (first.length < jpeg.length) throw new Error('the canvas print file does not carry its photo')
  const times: number[] = []
  for (let i = 0; i < runs; i++) {
    const started = performance.now()
    await renderPrintPdf({ document, assets })
    times.push(performance.now() - started)
  }
  return median(times) / 1000
}

function multipart(jpeg: Buffer): { body: Buffer; type: string } {
  const boundary = `bench${Date.now().toString(16)}`
  const head = Buffer.from(
    `--${boundary}\r\ncontent-disposition: form-data; name="purpose"\r\n\r\nphoto\r\n` +
      `--${boundary}\r\ncontent-disposition: form-data; name="file"; filename="photo-24mp.jpg"\r\n` +
      'content-type: image/jpeg\r\n\r\n',
  )
  return {
    body: Buffer.concat([head, jpeg, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    type: `multipart/form-data; boundary=${boundary}`,
  }
}

/**
 * Milliseconds from sending a 24 MP JPEG to /web-api/uploads until its preview answers 200, one
 * upload after the other as one visitor (the per-client render cap of ADR 0048 would queue
 * parallel ones), on the poster shop's host.
 */
export async function uploadToPreviewMs(
  origin: string,
  host: string,
  jpeg: Buffer,
  runs: number,
): Promise<{ p50: number; p95: number }> {
  const { body, type } = multipart(jpeg)
  let cookie = ''
  const times: number[] = []
  for (let i = 0; i < runs; i++) {
    const started = performance.now()
    const created = await send('POST', `${origin}/web-api/uploads`, {
      host,
      raw: body,
      headers: { 'content-type': type, origin: `http://${host}`, ...(cookie && { cookie }) },
    })
    if (created.status !== 200) {
      throw new Error(`upload answered ${created.status}: ${created.body.toString('utf8').slice(0, 200)}`)
    }
    const setCookie = created.headers['set-cookie']
    if (!cookie && setCookie) cookie = setCookie.map((c) => c.split(';')[0]).join('; ')
    const { previewUrl } = JSON.parse(created.body.toString('utf8')) as { previewUrl: string }
    const preview = await send('GET', new URL(previewUrl, origin).toString(), { host, headers: { cookie } })
    if (preview.status !== 200) throw new Error(`preview answered ${preview.status}`)
    times.push(performance.now() - started)
  }
  const sorted = [...times].sort((a, b) => a - b)
  return { p50: percentile(sorted, 50), p95: percentile(sorted, 95) }
}
