/**
 * The photo-print figures of `npm run bench` (issue 29 point 5): 100 phone photos uploaded in one go
 * through the running shop, two in flight as the browser's upload queue sends them (total seconds and
 * the server's peak memory), and the print file of 100 photo prints (10 × 15 cm, one page each, in a
 * child process of its own like bench/photo-products.ts). Run alone against a running shop:
 * `npx tsx bench/photo-prints.ts --origin http://localhost:3324 --pid <server pid>`; without
 * `--origin` only the print file.
 */
import { execFileSync } from 'node:child_process'
import { readFileSync, readdirSync } from 'node:fs'
import { pathToFileURL } from 'node:url'
import sharp from 'sharp'
import { PHOTO_PRINT_BLEED_MM, PHOTO_PRINT_FORMAT_SIZES_MM } from '@/lib/model/photo-print-keys'
import { CURRENT_SCHEMA_VERSION, parseDesignDocument } from '@/lib/shop/design-print/design/document'
import { orientationOf } from '@/lib/shop/design-print/design/geometry'
import { photoPrintPage, printSizeFor } from '@/lib/shop/design-print/design/photo-print-page'
import { PHOTO_PRINT_FORMAT_KEY } from '@/lib/shop/design-print/design/photo-prints-spec'
import { renderPrintPdf, type PrintPdfInput } from '@/lib/shop/design-print/print/render-print-pdf'
import { printPages } from '@/lib/shop/design-print/print/spreads'
import { send } from './http-client'

/** A phone's 12 MP photo. */
const PHOTO = { width: 4000, height: 3000 }
/** The browser's upload queue sends two files at a time (components/editor/pages/upload-queue.ts). */
const IN_FLIGHT = 2
/** Distinct pictures behind the 100 prints of the print-file figure. */
const DISTINCT = 6

/** A 12 MP JPEG of noise over a colour, distinct per seed: about 3.5 MB, what a phone writes. */
async function photo12mp(seed: number): Promise<Buffer> {
  return sharp({
    create: {
      ...PHOTO,
      channels: 3,
      background: { r: (seed * 37) % 256, g: 90, b: 160 },
      noise: { type: 'gaussian', mean: 120, sigma: 12 },
    },
  })
    .jpeg({ quality: 88 })
    .toBuffer()
}

function multipart(jpeg: Buffer, name: string): { body: Buffer; type: string } {
  const boundary = `bench${Date.now().toString(16)}${Math.random().toString(16).slice(2)}`
  const head = Buffer.from(
    `--${boundary}\r\ncontent-disposition: form-data; name="purpose"\r\n\r\nphoto\r\n` +
      `--${boundary}\r\ncontent-disposition: form-data; name="file"; filename="${name}"\r\n` +
      'content-type: image/jpeg\r\n\r\n',
  )
  return {
    body: Buffer.concat([head, jpeg, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    type: `multipart/form-data; boundary=${boundary}`,
  }
}

/** Resident kB of a process from /proc (`VmHWM`: its peak; `VmRSS`: now); 0 once it is gone. */
function procKb(pid: number, field: 'VmHWM' | 'VmRSS'): number {
  try {
    const match = new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(readFileSync(`/proc/${pid}/status`, 'utf8'))
    return Number(match?.[1] ?? 0)
  } catch {
    return 0
  }
}

/** The server and its descendants (the render pool's children), from /proc's parent links. */
function processTree(root: number): number[] {
  const parents = new Map<number, number>()
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8')
      parents.set(Number(entry), Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]))
    } catch {
      // gone meanwhile
    }
  }
  const tree = [root]
  for (let i = 0; i < tree.length; i++) {
    for (const [pid, parent] of parents) if (parent === tree[i]) tree.push(pid)
  }
  return tree
}

export interface BulkUploadFigures {
  seconds: number
  /** The server process's own peak (VmHWM). */
  peakServerRssMb: number
  /** The highest sum over the server and its render children, sampled every 100 ms. */
  peakTreeRssMb: number
}

/**
 * `count` generated 12 MP JPEGs through POST /web-api/uploads as one new visitor, two in flight, a
 * 429 retried after its Retry-After as the browser queue does. The photos are made before the clock
 * starts; the clock stops when the last upload has answered.
 */
export async function bulkUploadFigures(
  origin: string,
  host: string,
  serverPid: number,
  count = 100,
): Promise<BulkUploadFigures> {
  const photos = await Promise.all(Array.from({ length: count }, (_, i) => photo12mp(i)))
  let cookie = ''
  let peakTreeKb = 0
  const sampler = setInterval(() => {
    const sum = processTree(serverPid).reduce((total, pid) => total + procKb(pid, 'VmRSS'), 0)
    peakTreeKb = Math.max(peakTreeKb, sum)
  }, 100)
  const upload = async (i: number): Promise<void> => {
    const { body, type } = multipart(photos[i]!, `photo-${i + 1}.jpg`)
    for (let attempt = 0; attempt < 20; attempt++) {
      const answer = await send('POST', `${origin}/web-api/uploads`, {
        host,
        raw: body,
        headers: { 'content-type': type, origin: `http://${host}`, ...(cookie && { cookie }) },
      })
      const setCookie = answer.headers['set-cookie']
      if (!cookie && setCookie) cookie = setCookie.map((c) => c.split(';')[0]).join('; ')
      if (answer.status === 200) return
      if (answer.status !== 429) {
        throw new Error(
          `upload ${i + 1} answered ${answer.status}: ${answer.body.toString('utf8').slice(0, 200)}`,
        )
      }
      const wait = Number(answer.headers['retry-after'] ?? 1)
      await new Promise((resolve) => setTimeout(resolve, Math.max(wait, 0.2) * 1000))
    }
    throw new Error(`upload ${i + 1} was still throttled after 20 tries`)
  }
  const started = performance.now()
  try {
    // The first answer gives the visitor its cookie; the rest go two at a time as that visitor.
    await upload(0)
    let next = 1
    const lane = async () => {
      while (next < count) await upload(next++)
    }
    await Promise.all(Array.from({ length: IN_FLIGHT }, lane))
  } finally {
    clearInterval(sampler)
  }
  return {
    seconds: (performance.now() - started) / 1000,
    peakServerRssMb: procKb(serverPid, 'VmHWM') / 1024,
    peakTreeRssMb: peakTreeKb / 1024,
  }
}

export interface PhotoPrintsPrintFigures {
  seconds: number
  maxRssMb: number
  pages: number
}

/** The print file of `count` 10 × 15 prints, timed in this process (the child's side). */
async function printHere(count: number): Promise<PhotoPrintsPrintFigures> {
  const pictures = await Promise.all(Array.from({ length: DISTINCT }, (_, i) => photo12mp(i)))
  const items = Array.from({ length: count }, (_, i) => ({
    format: '10x15' as const,
    paper: 'matt' as const,
    border: i % 4 === 3 ? ('white' as const) : ('none' as const),
    copies: 1 + (i % 3),
  }))
  const pages = items.map((item, i) => {
    const photo = { assetId: `bench-${i}`, widthPx: PHOTO.width, heightPx: PHOTO.height }
    const size = printSizeFor(PHOTO_PRINT_FORMAT_SIZES_MM[item.format], photo)
    return photoPrintPage(`print-${i + 1}`, size, PHOTO_PRINT_BLEED_MM, item.border, photo)
  })
  const first = pages[0]!.sizeMm!
  const document = parseDesignDocument({
    schemaVersion: CURRENT_SCHEMA_VERSION,
    id: 'bench-prints',
    format: {
      key: PHOTO_PRINT_FORMAT_KEY,
      trimWidthMm: first.width,
      trimHeightMm: first.height,
      bleedMm: PHOTO_PRINT_BLEED_MM,
      safeMarginMm: 0,
      fold: 'none',
      orientation: orientationOf(first),
    },
    palette: {},
    fonts: [],
    pages,
    photoPrints: { items },
  })
  const assets: PrintPdfInput['assets'] = async (id) => {
    const i = Number(id.slice('bench-'.length))
    return Number.isNaN(i) ? null : { kind: 'jpeg', bytes: new Uint8Array(pictures[i % DISTINCT]!) }
  }
  const slug = 'MP-BENCH · Pos. 1 · Fotoabzüge'
  // The fonts and modules load once before the clock starts, as in the long-running worker.
  await renderPrintPdf({
    document: { ...document, pages: pages.slice(0, 1), photoPrints: { items: items.slice(0, 1) } },
    slug,
  })
  const started = performance.now()
  const pdf = await renderPrintPdf({ document, assets, slug })
  const seconds = (performance.now() - started) / 1000
  if (pdf.byteLength < pictures[0]!.byteLength) throw new Error('the print file does not carry its photos')
  return { seconds, maxRssMb: process.resourceUsage().maxRSS / 1024, pages: printPages(document).length }
}

/** The print file of `count` photo prints in a child process of its own, so its peak memory is the file's. */
export function photoPrintsPrint(count = 100): PhotoPrintsPrintFigures {
  const out = execFileSync(
    process.execPath,
    ['node_modules/tsx/dist/cli.mjs', 'bench/photo-prints.ts', '--print', String(count)],
    { encoding: 'utf8', maxBuffer: 1024 * 1024, stdio: ['ignore', 'pipe', 'inherit'] },
  )
  return JSON.parse(out.trim().split('\n').pop() ?? '') as PhotoPrintsPrintFigures
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const arg = (name: string) => {
    const index = process.argv.indexOf(name)
    return index >= 0 ? process.argv[index + 1] : undefined
  }
  const print = arg('--print')
  if (print !== undefined) {
    console.log(JSON.stringify(await printHere(Number(print) || 100)))
  } else {
    const f = photoPrintsPrint()
    console.log(
      `print 100 photo prints: ${f.seconds.toFixed(2)} s, peak ${Math.round(f.maxRssMb)} MB, ${f.pages} pages`,
    )
    const origin = arg('--origin')
    const pid = Number(arg('--pid'))
    if (origin && pid) {
      const u = await bulkUploadFigures(origin, arg('--host') ?? new URL(origin).host, pid)
      console.log(
        `100 photos uploaded: ${u.seconds.toFixed(1)} s, server peak ${Math.round(u.peakServerRssMb)} MB, ` +
          `with render children ${Math.round(u.peakTreeRssMb)} MB`,
      )
    }
  }
}
