/**
 * Auto-fill of a 48-page photo book with 120 photos in a real browser (issue 28 point 8): Debian's
 * chromium through Playwright opens the configurator with the 120 photos already in the visitor's
 * uploads, and times, from the click on "auto-fill" (the click event's own time stamp):
 * - the first canvas draw that shows the shopper's photos (a Konva layer drawn with an image from
 *   /web-api/uploads: the page on the canvas, the book's cover with its first photo, is filled);
 * - the page strip filled: all 120 photos in their spread's thumbnail, and those in view loaded.
 * The photos go up before the editor opens, through the upload API as the editor's set upload sends
 * them (made in the page: 2000 × 1500 px with grain, so the server makes the same 2000 px preview and
 * 320 px thumbnail a 12 MP phone photo gets); uploading 120 files through the file picker would time
 * the uploads, not auto-fill. Only click → drawn is timed; each run opens a new, empty book. Timed on
 * a desktop and on a phone (Pixel 7, CPU four times slower).
 * Run alone against a running shop: npx tsx bench/photo-book-browser.ts http://localhost:PORT [runs]
 */
import { pathToFileURL } from 'node:url'
import { chromium, devices, type Page } from '@playwright/test'
import { PHOTOBOOK_ROUTE } from '@/lib/config/routes'
import { PHOTOBOOK_DESIGN_GROUP_SETS } from '@/lib/shop/photo-products/photobook/design-group-sets'

const PHOTOS = 120
const PAGES = 48
const UPLOADS_AT_ONCE = 3

export interface DeviceFigures {
  /** Click → first canvas draw with the shopper's photos (median, ms). */
  drawnMs: number
  /** Click → every photo in the strip, those in view loaded (median, ms). */
  stripMs: number
}

export interface AutoFillBrowserFigures {
  /** 1280 × 720, the machine's own speed. */
  desktop: DeviceFigures
  /** Pixel 7 with the CPU slowed four times, as Lighthouse's mobile preset and bench/long-tasks.ts. */
  phone: DeviceFigures
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0

/**
 * Makes and uploads `count` photos from inside the page (its origin and visitor cookie), a few at a
 * time like the set upload. A string, not a function: the bench runs under tsx, whose helpers would
 * be missing in the page.
 */
const UPLOAD_SCRIPT = `async ({ count, atOnce }) => {
  const make = async (i) => {
    const width = i % 5 === 4 ? 1500 : 2000
    const height = i % 5 === 4 ? 2000 : 1500
    const canvas = new OffscreenCanvas(width, height)
    const ctx = canvas.getContext('2d')
    const gradient = ctx.createLinearGradient(0, 0, width, height)
    gradient.addColorStop(0, 'hsl(' + ((i * 37) % 360) + ' 70% 60%)')
    gradient.addColorStop(1, 'hsl(' + ((i * 37 + 140) % 360) + ' 55% 30%)')
    ctx.fillStyle = gradient
    ctx.fillRect(0, 0, width, height)
    const pixels = ctx.getImageData(0, 0, width, height)
    for (let p = 0; p < pixels.data.length; p += 4) {
      const grain = (Math.random() * 36) | 0
      pixels.data[p] += grain
      pixels.data[p + 1] += grain
      pixels.data[p + 2] += grain
    }
    ctx.putImageData(pixels, 0, 0)
    return canvas.convertToBlob({ type: 'image/jpeg', quality: 0.88 })
  }
  const failures = []
  const send = async (i) => {
    const form = new FormData()
    form.set('purpose', 'photo')
    form.set('file', new File([await make(i)], 'bench-' + (i + 1) + '.jpg', { type: 'image/jpeg' }))
    const response = await fetch('/web-api/uploads', { method: 'POST', body: form })
    if (!response.ok) failures.push(response.status + ' ' + (await response.text()).slice(0, 200))
  }
  // The first upload alone: it gives the visitor the cookie the others then carry (sent at once,
  // each would have started a visitor of its own).
  await send(0)
  let next = 1
  const worker = async () => {
    while (next < count) await send(next++)
  }
  await Promise.all(Array.from({ length: atOnce }, worker))
  const listed = await fetch('/web-api/uploads').then((r) => r.json())
  if (listed.uploads.length < count) failures.push('listed ' + listed.uploads.length + ' of ' + count)
  return failures
}`

/**
 * Installed just before the click: notes the click's time stamp, wraps Konva's layer drawing to see
 * the first draw with an uploaded photo in it, and checks the strip on every frame until it holds
 * `expected` uploaded photos and those in view have loaded.
 */
const WATCH_SCRIPT = `({ expected }) => {
  const out = { click: 0, drawn: 0, strip: 0 }
  window.__autoFill = out
  const Konva = window.Konva
  if (!Konva || Konva.stages.length === 0) throw new Error('the canvas has not loaded')
  const isUpload = (node) => {
    const image = node.image && node.image()
    return Boolean(image && image.src && image.src.includes('/web-api/uploads/') && node.isVisible())
  }
  const drawScene = Konva.Layer.prototype.drawScene
  Konva.Layer.prototype.drawScene = function (...args) {
    const result = drawScene.apply(this, args)
    if (out.click && !out.drawn && this.find('Image').some(isUpload)) out.drawn = performance.now()
    return result
  }
  const strip = document.querySelector('[data-testid="page-strip"]')
  const inView = (img) => {
    const r = img.getBoundingClientRect()
    return r.width > 0 && r.bottom > 0 && r.right > 0 && r.top < innerHeight && r.left < innerWidth
  }
  const check = () => {
    const images = [...strip.querySelectorAll('img')].filter((img) => img.src.includes('/web-api/uploads/'))
    const loaded = images.filter(inView).every((img) => img.complete && img.naturalWidth > 0)
    if (images.length >= expected && loaded) out.strip = performance.now()
    else requestAnimationFrame(check)
  }
  document.querySelector('[data-testid="photobook-autofill"]').addEventListener(
    'click',
    (event) => {
      out.click = event.timeStamp
      requestAnimationFrame(check)
    },
    { capture: true, once: true },
  )
}`

interface Timings {
  click: number
  drawn: number
  strip: number
}

/** Opens a new book with the uploads in its tray, waits until it is idle, clicks auto-fill, times it. */
async function oneRun(page: Page, url: string): Promise<Timings> {
  await page.goto(url, { waitUntil: 'load' })
  await page.getByRole('tab', { name: /^Fotos/ }).click()
  const tray = page.getByTestId('tray-photo')
  await tray.nth(PHOTOS - 1).waitFor({ state: 'attached', timeout: 60_000 })
  if ((await tray.count()) !== PHOTOS) throw new Error(`the tray shows ${await tray.count()} photos`)
  const placed = page.getByTestId('page-strip').locator('img[src*="/web-api/uploads/"]')
  if ((await placed.count()) !== 0) throw new Error('the book is not empty before auto-fill')
  // The canvas has drawn the page (its box is no longer busy) and the tool's chunks are in.
  await page.waitForFunction(
    () =>
      'Konva' in window &&
      document.querySelector('[aria-busy="false"] canvas') !== null &&
      document.querySelector('[data-testid="photobook-autofill"]:not([disabled])') !== null,
    null,
    { timeout: 60_000 },
  )
  await page.waitForLoadState('networkidle')
  await page.evaluate(`(${WATCH_SCRIPT})(${JSON.stringify({ expected: PHOTOS })})`)
  await page.getByTestId('photobook-autofill').click()
  await page.waitForFunction(
    () => {
      const out = (window as unknown as { __autoFill: Timings }).__autoFill
      return out.drawn > 0 && out.strip > 0
    },
    null,
    { timeout: 60_000, polling: 100 },
  )
  const timings = await page.evaluate(() => (window as unknown as { __autoFill: Timings }).__autoFill)
  if ((await placed.count()) !== PHOTOS) throw new Error(`auto-fill placed ${await placed.count()} photos`)
  return timings
}

async function timed(page: Page, url: string, runs: number): Promise<DeviceFigures> {
  const all: Timings[] = []
  for (let run = 0; run < runs; run++) all.push(await oneRun(page, url))
  return {
    drawnMs: median(all.map((t) => t.drawn - t.click)),
    stripMs: median(all.map((t) => t.strip - t.click)),
  }
}

/**
 * The figures on a desktop and on a phone: `runs` new books each, medians. `host` is the poster
 * brand's host (myposter.localhost:PORT), which Chromium resolves to this machine. The phone is the
 * same visitor (its cookies), so the photos go up once.
 */
export async function autoFillInBrowser(host: string, runs = 3): Promise<AutoFillBrowserFigures> {
  const set = PHOTOBOOK_DESIGN_GROUP_SETS[0]!
  const url =
    `http://${host}/de/${PHOTOBOOK_ROUTE}?designGroupSetId=${set.id}&type=digitalfotobuch` +
    `&format=din-landscape&cover=hard&binding=pur&pageCount=${PAGES}`
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  })
  try {
    const context = await browser.newContext({ ...devices['Desktop Chrome'], locale: 'de-DE' })
    // The visitor has answered the cookie banner, so it covers nothing.
    await context.addCookies([
      { name: 'cookie_consent', value: 'v1.s0.m0', url: `http://${host}` },
      { name: 'country_hint_dismissed', value: '1', url: `http://${host}` },
    ])
    const page = await context.newPage()
    await page.goto(url, { waitUntil: 'load' })
    const failures = (await page.evaluate(
      `(${UPLOAD_SCRIPT})(${JSON.stringify({ count: PHOTOS, atOnce: UPLOADS_AT_ONCE })})`,
    )) as string[]
    if (failures.length > 0) throw new Error(`${failures.length} uploads failed: ${failures[0]}`)
    const desktop = await timed(page, url, runs)
    const phoneContext = await browser.newContext({
      ...devices['Pixel 7'],
      locale: 'de-DE',
      storageState: await context.storageState(),
    })
    const phonePage = await phoneContext.newPage()
    const cdp = await phoneContext.newCDPSession(phonePage)
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })
    const phone = await timed(phonePage, url, runs)
    return { desktop, phone }
  } finally {
    await browser.close()
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const origin = process.argv[2] ?? 'http://localhost:3900'
  const port = new URL(origin).port
  const figures = await autoFillInBrowser(`myposter.localhost:${port}`, Number(process.argv[3] ?? 3))
  for (const [device, f] of Object.entries(figures))
    console.log(
      `auto-fill in chromium (${device}), 48 pages, 120 photos: first page drawn ` +
        `${f.drawnMs.toFixed(0)} ms, strip filled ${f.stripMs.toFixed(0)} ms`,
    )
}
