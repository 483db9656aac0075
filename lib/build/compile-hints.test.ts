import { mkdtemp, readFile, rm, writeFile, mkdir } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import {
  addCompileHints,
  asyncChunks,
  COMPILE_HINT,
  filesToHint,
  HINT_MIN_BYTES,
  withCompileHint,
} from './compile-hints'

describe('filesToHint', () => {
  it('picks the big root scripts only', () => {
    const sizes: Record<string, number> = {
      'static/chunks/react-dom.js': 234_665,
      'static/chunks/runtime.js': 137_941,
      'static/chunks/small.js': 32_513,
      'static/chunks/style.css': 500_000,
    }
    const manifest = { rootMainFiles: Object.keys(sizes) }
    expect(filesToHint(manifest, (file) => sizes[file] ?? 0)).toEqual([
      'static/chunks/react-dom.js',
      'static/chunks/runtime.js',
    ])
  })

  it('hints nothing without root scripts', () => {
    expect(filesToHint({}, () => HINT_MIN_BYTES)).toEqual([])
  })
})

describe('asyncChunks', () => {
  const chunks = ['root.js', 'entry.js', 'client.js', 'polyfill.js', 'konva.js', 'style.css'].map(
    (f) => `static/chunks/${f}`,
  )
  const manifest = { rootMainFiles: ['static/chunks/root.js'], polyfillFiles: ['static/chunks/polyfill.js'] }

  it('picks the scripts no route loads with its HTML', () => {
    const routes = [
      {
        entryJSFiles: { '[project]/app/page': ['static/chunks/entry.js'] },
        clientModules: { '[project]/components/x.tsx': { chunks: ['/_next/static/chunks/client.js'] } },
      },
    ]
    expect(asyncChunks(chunks, manifest, routes)).toEqual(['static/chunks/konva.js'])
  })

  it('picks none without route manifests, rather than a first-load script', () => {
    expect(asyncChunks(chunks, manifest, [])).toBeNull()
  })
})

describe('withCompileHint', () => {
  it('puts the hint first, once', () => {
    const once = withCompileHint('(globalThis.TURBOPACK||[]).push([])')
    expect(once.startsWith(COMPILE_HINT)).toBe(true)
    expect(withCompileHint(once)).toBe(once)
  })
})

describe('addCompileHints', () => {
  let dir = ''
  afterEach(async () => {
    if (dir) await rm(dir, { recursive: true, force: true })
  })

  it('rewrites the big root scripts of a build and leaves the rest as they were (no route manifests)', async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'compile-hints-'))
    await mkdir(path.join(dir, 'static/chunks'), { recursive: true })
    const big = `${'x'.repeat(HINT_MIN_BYTES)};`
    await writeFile(path.join(dir, 'static/chunks/big.js'), big)
    await writeFile(path.join(dir, 'static/chunks/small.js'), 'small;')
    await writeFile(
      path.join(dir, 'build-manifest.json'),
      JSON.stringify({ rootMainFiles: ['static/chunks/big.js', 'static/chunks/small.js'] }),
    )
    expect(await addCompileHints({ distDir: dir })).toEqual(['static/chunks/big.js'])
    expect(await readFile(path.join(dir, 'static/chunks/big.js'), 'utf8')).toBe(COMPILE_HINT + big)
    expect(await readFile(path.join(dir, 'static/chunks/small.js'), 'utf8')).toBe('small;')
    await addCompileHints({ distDir: dir })
    expect(await readFile(path.join(dir, 'static/chunks/big.js'), 'utf8')).toBe(COMPILE_HINT + big)
  })

  it('also hints the chunks loaded on demand, read from the route manifests', async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'compile-hints-'))
    await mkdir(path.join(dir, 'static/chunks'), { recursive: true })
    await mkdir(path.join(dir, 'server/app/shop'), { recursive: true })
    await writeFile(path.join(dir, 'static/chunks/root.js'), 'root;')
    await writeFile(path.join(dir, 'static/chunks/entry.js'), 'entry;')
    await writeFile(path.join(dir, 'static/chunks/lazy.js'), 'lazy;')
    await writeFile(
      path.join(dir, 'build-manifest.json'),
      JSON.stringify({ rootMainFiles: ['static/chunks/root.js'] }),
    )
    const route = { entryJSFiles: { '[project]/app/shop/page': ['static/chunks/entry.js'] } }
    await writeFile(
      path.join(dir, 'server/app/shop/page_client-reference-manifest.js'),
      `globalThis.__RSC_MANIFEST = globalThis.__RSC_MANIFEST || {};\nglobalThis.__RSC_MANIFEST["/shop/page"] = ${JSON.stringify(route)};`,
    )
    expect(await addCompileHints({ distDir: dir })).toEqual(['static/chunks/lazy.js'])
    expect(await readFile(path.join(dir, 'static/chunks/lazy.js'), 'utf8')).toBe(`${COMPILE_HINT}lazy;`)
    expect(await readFile(path.join(dir, 'static/chunks/entry.js'), 'utf8')).toBe('entry;')
  })
})
