/**
 * The render child (docs/adr/0048): a plain Node process, started and reused by lib/render/pool.ts,
 * that runs one sharp job at a time and answers over the IPC channel. Plain JavaScript on purpose:
 * it runs unchanged under vitest/tsx and beside the server Next built, and needs nothing but sharp.
 * The pool kills it (SIGKILL) when a job runs past its time, its memory passes the limit or the
 * client goes away; libvips' native threads stop with it, which no worker thread could promise.
 */
import { readFile } from 'node:fs/promises'
import sharp from 'sharp'

/** @param {import('./job').RenderJob} job */
async function inputOf(job) {
  return 'file' in job.input ? await readFile(job.input.file) : Buffer.from(job.input.bytes)
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

/** @param {import('./job').RenderJob} job @returns {Promise<import('./job').RenderResult>} */
async function run(job) {
  const bytes = await inputOf(job)
  const open = () => sharp(bytes, job.open)
  const metadata = job.metadata ? await open().metadata() : undefined
  const outputs = await Promise.all(
    (job.outputs ?? []).map(async (plan) => {
      const image = encodeWith(plan.steps.reduce(apply, open()), plan.encode)
      const { data, info } = await image.toBuffer({ resolveWithObject: true })
      return { data: new Uint8Array(data), width: info.width, height: info.height, channels: info.channels }
    }),
  )
  return {
    metadata: metadata && {
      width: metadata.width,
      height: metadata.height,
      hasAlpha: metadata.hasAlpha,
      format: metadata.format,
      hasProfile: metadata.hasProfile,
      space: metadata.space,
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
