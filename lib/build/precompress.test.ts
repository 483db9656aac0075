import { mkdir, mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { COMPRESSED_DIR, isCompressible, precompressStatic } from './precompress'

let distDir = ''
beforeEach(async () => {
  distDir = await mkdtemp(path.join(tmpdir(), 'precompress-'))
})
afterEach(() => rm(distDir, { recursive: true, force: true }))

async function put(file: string, content: string | Buffer) {
  await mkdir(path.dirname(path.join(distDir, file)), { recursive: true })
  await writeFile(path.join(distDir, file), content)
}

describe('precompressStatic', () => {
  it('writes brotli and gzip copies of every script and style that unpack to the same bytes', async () => {
    const script = 'export function hello(){return "hallo welt"}\n'.repeat(200)
    await put('static/chunks/a1.js', script)
    await put('static/chunks/b2.css', 'body{margin:0}\n'.repeat(50))
    await put('static/media/font.woff2', Buffer.from([1, 2, 3]))
    const files = await precompressStatic({ distDir })
    expect(files.sort()).toEqual(['static/chunks/a1.js', 'static/chunks/b2.css'])
    const base = path.join(distDir, COMPRESSED_DIR, 'static/chunks/a1.js')
    const br = await readFile(base + '.br')
    const gz = await readFile(base + '.gz')
    expect(brotliDecompressSync(br).toString()).toBe(script)
    expect(gunzipSync(gz).toString()).toBe(script)
    expect(br.length).toBeLessThan(gz.length)
    const media = await readdir(path.join(distDir, COMPRESSED_DIR, 'static')).catch(() => [])
    expect(media).not.toContain('media')
  })

  it("removes an earlier build's copies and never writes under static/", async () => {
    await put(`${COMPRESSED_DIR}/static/chunks/old.js.br`, 'stale')
    await put('static/chunks/new.js', 'let x = 1\n')
    await precompressStatic({ distDir })
    const kept = await readdir(path.join(distDir, COMPRESSED_DIR, 'static/chunks'))
    expect(kept.sort()).toEqual(['new.js.br', 'new.js.gz'])
    expect(await readdir(path.join(distDir, 'static/chunks'))).toEqual(['new.js'])
  })
})

describe('isCompressible', () => {
  it('takes scripts and styles only', () => {
    expect(isCompressible('static/chunks/x.js')).toBe(true)
    expect(isCompressible('static/chunks/x.css')).toBe(true)
    expect(isCompressible('static/media/x.woff2')).toBe(false)
    expect(isCompressible('static/chunks/x.js.map')).toBe(false)
  })
})
