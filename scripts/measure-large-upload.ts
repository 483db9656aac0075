/**
 * Measures what an uploaded photo of the largest accepted size costs (ADR 0059): a generated JPEG of
 * UPLOAD_LIMITS.maxInputPixels goes through processRaster in the real render pool while the render
 * processes' resident memory is sampled. Run:
 * `npx tsx --conditions=react-server scripts/measure-large-upload.ts [megapixels]`.
 * The figures in ADR 0059 come from this script.
 */
import sharp from 'sharp'
import { renderPool } from '@/lib/render/render'
import { residentBytes } from '@/lib/render/rss'
import { UPLOAD_LIMITS } from '@/lib/shop/design-print/uploads/limits'
import { processRaster } from '@/lib/shop/design-print/uploads/process-image'

const megapixels = Number(process.argv[2] ?? UPLOAD_LIMITS.maxInputPixels / 1_000_000)
const width = Math.floor(Math.sqrt(megapixels * 1_000_000 * 1.5))
const height = Math.floor((megapixels * 1_000_000) / width)

// Noise scaled up: a JPEG about as large as a real photo of that size, made in seconds.
const tile = await sharp({
  create: {
    width: 1000,
    height: 700,
    channels: 3,
    background: '#888',
    noise: { type: 'gaussian', mean: 128, sigma: 60 },
  },
})
  .png()
  .toBuffer()
const photo = await sharp(tile).resize(width, height, { kernel: 'nearest' }).jpeg({ quality: 92 }).toBuffer()
console.log(
  `${width} × ${height} (${((width * height) / 1e6).toFixed(1)} MP), ${(photo.length / 2 ** 20).toFixed(1)} MB`,
)

let peak = 0
const poll = setInterval(() => {
  for (const pid of renderPool().pids())
    void residentBytes(pid).then((bytes) => {
      if (bytes !== null && bytes > peak) peak = bytes
    })
}, 20)
const started = Date.now()
const result = await processRaster(new Uint8Array(photo), 'jpeg')
clearInterval(poll)
console.log(
  `processRaster ${Date.now() - started} ms, peak render RSS ${(peak / 2 ** 20).toFixed(0)} MB, ` +
    `print original ${(result.print.bytes.length / 2 ** 20).toFixed(1)} MB`,
)
renderPool().close()
