import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'

/**
 * The build's scripts and styles compressed once, at the strongest settings, for the production
 * server to answer from (server/static-assets.mjs, ADR 0041): brotli is 12–14% smaller than gzip on
 * the shop's scripts, and Next would gzip every script again on every request. Kept beside the build
 * output (`<distDir>/compressed/static/…`), never under static/, so Next does not serve them itself.
 */
export const COMPRESSED_DIR = 'compressed'

/** Encodings written for each file, by the suffix the server looks for. */
export const ENCODINGS = { br: '.br', gzip: '.gz' } as const

/** Scripts and styles; fonts and pictures are compressed formats already. */
export function isCompressible(file: string): boolean {
  return file.endsWith('.js') || file.endsWith('.css')
}

const brotli = promisify(brotliCompress)
const gzipAsync = promisify(gzip)

export async function compressed(source: Buffer): Promise<{ br: Buffer; gzip: Buffer }> {
  const [br, gz] = await Promise.all([
    brotli(source, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
      },
    }),
    gzipAsync(source, { level: 9 }),
  ])
  return { br, gzip: gz }
}

/**
 * next.config's `compiler.runAfterProductionCompile`, after the compile hints (which rewrite
 * scripts): writes both encodings of every script and style under static/. A previous build's copies
 * are removed first, so the folder never holds a file the build no longer has. Returns the files.
 */
export async function precompressStatic({ distDir }: { distDir: string }): Promise<string[]> {
  const target = path.join(distDir, COMPRESSED_DIR)
  await rm(target, { recursive: true, force: true })
  const listed = await readdir(path.join(distDir, 'static'), { recursive: true })
  const files = listed.filter(isCompressible).map((file) => path.join('static', file))
  for (const file of files) {
    const encoded = await compressed(await readFile(path.join(distDir, file)))
    await mkdir(path.dirname(path.join(target, file)), { recursive: true })
    for (const [encoding, suffix] of Object.entries(ENCODINGS)) {
      await writeFile(path.join(target, file + suffix), encoded[encoding as keyof typeof ENCODINGS])
    }
  }
  return files
}
