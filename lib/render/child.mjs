/**
 * The render child (docs/adr/0048): a plain Node process, started and reused by lib/render/pool.ts,
 * that runs one sharp job at a time and answers over the IPC channel. Plain JavaScript on purpose:
 * it runs unchanged under vitest/tsx and beside the server Next built, and needs nothing but sharp
 * (and PDFium's WebAssembly build for a PDF's first page, pdf-page.mjs).
 * The pool kills it (SIGKILL) when a job runs past its time, its memory passes the limit or the
 * client goes away; libvips' native threads stop with it, which no worker thread could promise.
 */
import { readFile } from 'node:fs/promises'
import sharp from 'sharp'
import { drawPdfPage, pdfFirstPage, pdfPages } from './pdf-page.mjs'

/** @param {import('./job').RenderJob} job */
async function inputOf(job) {
  if ('pdfPage' in job.input) throw new Error('A PDF page is opened by openPdfPage')
  return 'file' in job.input ? await readFile(job.input.file) : Buffer.from(job.input.bytes)
}

/**
 * A PDF's page (docs/adr/0062; the first unless `index` names another): its header is the page's
 * size and count (with `pages`: every page's size and TrimBox); its pixels are drawn once at the job's
 * scale and every output is made from that one RGB bitmap, cut to the TrimBox when `trim` asks.
 * @param {import('./job').RenderJob} job @param {{ bytes: Uint8Array; scale?: number; index?: number; trim?: boolean; pages?: boolean }} pdf
 * @returns {Promise<import('./job').RenderResult>}
 */
async function runPdfPage(job, pdf) {
  const page = await pdfFirstPage(pdf.bytes)
  const pages = pdf.pages ? await pdfPages(pdf.bytes) : undefined
  if (!job.outputs?.length) return { metadata: { format: 'pdf', ...page, pages }, outputs: [] }
  if (!pdf.scale) throw new Error('A PDF page is drawn at a scale')
  const bitmap = await drawPdfPage(pdf.bytes, pdf.scale, pdf.index ?? 0)
  const raw = { width: bitmap.width, height: bitmap.height, channels: bitmap.channels }
  const cut = pdf.trim && bitmap.trim ? trimPixels(bitmap.trim, pdf.scale, bitmap) : null
  return {
    metadata: {
      format: 'pdf',
      ...page,
      width: cut?.width ?? bitmap.width,
      height: cut?.height ?? bitmap.height,
    },
    outputs: await encodeAll(job, () => {
      const image = sharp(bitmap.data, { raw, limitInputPixels: job.open.limitInputPixels })
      return cut ? image.extract(cut) : image
    }),
  }
}

/**
 * The TrimBox (points from the top left) as a pixel rectangle inside the drawn page.
 * @param {{ left: number; top: number; width: number; height: number }} trim @param {number} scale
 * @param {{ width: number; height: number }} bitmap
 */
function trimPixels(trim, scale, bitmap) {
  const left = Math.min(bitmap.width - 1, Math.max(0, Math.round(trim.left * scale)))
  const top = Math.min(bitmap.height - 1, Math.max(0, Math.round(trim.top * scale)))
  const width = Math.max(1, Math.min(bitmap.width - left, Math.round(trim.width * scale)))
  const height = Math.max(1, Math.min(bitmap.height - top, Math.round(trim.height * scale)))
  return { left, top, width, height }
}

/** @param {import('sharp').Sharp} image @param {import('./job').RenderStep} step */
function apply(image, step) {
  switch (step.op) {
    case 'rotate':
      return step.angle === undefined ? image.rotate() : image.rotate(step.angle)
    case 'resize':
      return image.resize({
        width: step.width,
        height: step.height,
        fit: step.fit,
        withoutEnlargement: step.withoutEnlargement,
      })
    case 'flatten':
      return image.flatten({ background: step.background })
    case 'modulate':
      return image.modulate({ brightness: step.brightness })
    case 'blur':
      return image.blur(step.sigma)
  }
  throw new Error(`Unknown render step ${JSON.stringify(step)}`)
}

/**
 * The print original keeps the input's colour space and ICC profile; everything else is sRGB.
 * @param {import('sharp').Sharp} image @param {{ keepIccProfile?: boolean }} encode
 */
function keepProfile(image, encode) {
  return encode.keepIccProfile ? image.keepIccProfile() : image
}

/** @param {import('sharp').Sharp} image @param {import('./job').RenderEncode} encode */
function encodeWith(image, encode) {
  switch (encode.format) {
    case 'webp':
      return image.webp({ quality: encode.quality, effort: encode.effort })
    case 'jpeg':
      return keepProfile(image, encode).jpeg({ quality: encode.quality, mozjpeg: encode.mozjpeg })
    case 'png':
      return keepProfile(image, encode).png({
        quality: encode.quality,
        palette: encode.palette,
        compressionLevel: encode.compressionLevel,
      })
    case 'raw':
      return image.raw()
  }
  throw new Error(`Unknown encoding ${JSON.stringify(encode)}`)
}

/**
 * @param {import('./job').RenderJob} job @param {() => import('sharp').Sharp} open
 * @returns {Promise<import('./job').RenderedOutput[]>}
 */
function encodeAll(job, open) {
  return Promise.all(
    (job.outputs ?? []).map(async (plan) => {
      const image = encodeWith(plan.steps.reduce(apply, open()), plan.encode)
      const { data, info } = await image.toBuffer({ resolveWithObject: true })
      return { data: new Uint8Array(data), width: info.width, height: info.height, channels: info.channels }
    }),
  )
}

/** @param {import('./job').RenderJob} job @returns {Promise<import('./job').RenderResult>} */
async function run(job) {
  if ('pdfPage' in job.input) return runPdfPage(job, job.input.pdfPage)
  const bytes = await inputOf(job)
  const open = () => sharp(bytes, job.open)
  const metadata = job.metadata ? await open().metadata() : undefined
  const outputs = await encodeAll(job, open)
  return {
    metadata: metadata && {
      width: metadata.width,
      height: metadata.height,
      hasAlpha: metadata.hasAlpha,
      format: metadata.format,
      hasProfile: metadata.hasProfile,
      space: metadata.space,
      // A few KB at most; the pool's 'advanced' IPC carries it as bytes.
      exif: metadata.exif ? new Uint8Array(metadata.exif) : undefined,
    },
    outputs,
  }
}

process.on('message', (/** @type {import('./job').ChildRequest} */ request) => {
  run(request.job).then(
    (result) => process.send?.({ id: request.id, ok: true, result }),
    (error) =>
      process.send?.({
        id: request.id,
        ok: false,
        message: error instanceof Error ? error.message : String(error),
      }),
  )
})
// The server went away (or closed the channel): nothing is left to answer.
process.on('disconnect', () => process.exit(0))
process.send?.({ ready: true })
