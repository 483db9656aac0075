import { createHash } from 'node:crypto'
import { mkdir, readFile, rename, stat, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import sharp, { type Sharp } from 'sharp'
import { ARTWORK_NAMES, teaserSvg, type ArtworkName } from './artwork/compose'
import {
  IMAGE_DENSITIES,
  IMAGE_ENCODINGS,
  IMAGE_QUALITY,
  TEASER_FORMAT_NAMES,
  teaserFileName,
  type Density,
  type ImageExt,
  type TeaserFormat,
} from './formats'
import { PLACEHOLDER } from './placeholder'

/**
 * Renders the drawn teaser artwork to webp and avif files with sharp. Node only: used by
 * scripts/generate-images.ts and tests, never by the app. A manifest records a hash of what each file
 * was rendered from (SVG, encoder settings, sharp version), so a second run skips every file whose
 * inputs did not change and only touches what did.
 */

const MANIFEST = 'manifest.json'
type Manifest = Record<string, string>

export interface RenderJob {
  name: ArtworkName
  format: TeaserFormat
  density: Density
  ext: ImageExt
  file: string
}

export function renderJobs(names: readonly ArtworkName[] = ARTWORK_NAMES): RenderJob[] {
  return names.flatMap((name) =>
    TEASER_FORMAT_NAMES.flatMap((format) =>
      IMAGE_DENSITIES.flatMap((density) =>
        IMAGE_ENCODINGS.map(({ ext }) => ({
          name,
          format,
          density,
          ext,
          file: teaserFileName(name, format, density, ext),
        })),
      ),
    ),
  )
}

// AVIF effort 2 of 9: the default (4) takes five times as long for 10-15 % fewer bytes on flat art.
const ENCODERS = {
  webp: (image: Sharp) => image.webp({ quality: IMAGE_QUALITY, effort: 5 }),
  avif: (image: Sharp) => image.avif({ quality: IMAGE_QUALITY, effort: 2 }),
} satisfies Record<ImageExt, (image: Sharp) => Sharp>

function fingerprint(svg: string, ext: ImageExt): string {
  const settings = JSON.stringify({ ext, quality: IMAGE_QUALITY, sharp: sharp.versions.sharp ?? '' })
  return createHash('sha256').update(settings).update(svg).digest('hex').slice(0, 16)
}

async function readManifest(dir: string): Promise<Manifest> {
  try {
    return JSON.parse(await readFile(join(dir, MANIFEST), 'utf8')) as Manifest
  } catch {
    return {}
  }
}

const exists = (path: string) =>
  stat(path).then(
    (s) => s.size > 0,
    () => false,
  )

/** Write next to the target, then rename: a server never serves half a file, a crash leaves none. */
async function writeAtomically(path: string, data: Buffer | string): Promise<void> {
  const temporary = `${path}.${process.pid}.tmp`
  await writeFile(temporary, data)
  await rename(temporary, path)
}

export interface RenderResult {
  rendered: string[]
  skipped: string[]
}

export async function renderTeasers(
  dir: string,
  jobs: readonly RenderJob[] = renderJobs(),
): Promise<RenderResult> {
  await mkdir(dir, { recursive: true })
  const manifest = await readManifest(dir)
  const result: RenderResult = { rendered: [], skipped: [] }
  // Two at a time: encoders are multi-threaded already, more would only queue inside libvips.
  const queue = [...jobs]
  const worker = async () => {
    for (let job = queue.shift(); job; job = queue.shift()) {
      const svg = teaserSvg(job.name, job.format, job.density)
      const hash = fingerprint(svg, job.ext)
      const target = join(dir, job.file)
      if (manifest[job.file] === hash && (await exists(target))) {
        result.skipped.push(job.file)
        continue
      }
      await writeAtomically(target, await ENCODERS[job.ext](sharp(Buffer.from(svg))).toBuffer())
      manifest[job.file] = hash
      result.rendered.push(job.file)
    }
  }
  await Promise.all([worker(), worker()])
  if (result.rendered.length)
    await writeAtomically(join(dir, MANIFEST), JSON.stringify(manifest, null, 2) + '\n')
  return result
}

/** The spec's placeholder rendered from its parameters (PLACEHOLDER_DATA_URL holds the result). */
export async function renderPlaceholder(): Promise<string> {
  const { width, height, color, blur, quality } = PLACEHOLDER
  const data = await sharp({ create: { width, height, channels: 3, background: color } })
    .blur(blur)
    .webp({ quality })
    .toBuffer()
  return `data:image/webp;base64,${data.toString('base64')}`
}
