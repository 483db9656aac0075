import { mkdtemp, readFile, rm, writeFile, mkdir } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import {
  addCompileHints,
  COMPILE_HINT,
  filesToHint,
  firstLoadScripts,
  HINT_MIN_BYTES,
  withCompileHint,
} from './compile-hints'

const chunk = (name: string) => `static/chunks/${name}`

describe('firstLoadScripts', () => {
  const manifest = { rootMainFiles: [chunk('root.js')], polyfillFiles: [chunk('polyfill.js')] }

  it("names the root scripts and every route's entry and client component scripts", () => {
    const routes = [
      {
        entryJSFiles: { '[project]/app/page': [chunk('entry.js')] },
        clientModules: { '[project]/components/x.tsx': { chunks: [`/_next/${chunk('client.js')}`] } },
      },
    ]
    expect([...(firstLoadScripts(manifest, routes) ?? [])].sort()).toEqual(
      ['client.js', 'entry.js', 'polyfill.js', 'root.js'].map(chunk),
    )
  })

  it('is unknown without route manifests', () => {
    expect(firstLoadScripts(manifest, [])).toBeNull()
  })
})

describe('filesToHint', () => {
  const sizes: Record<string, number> = {
    [chunk('react-dom.js')]: 234_665,
    [chunk('app.js')]: HINT_MIN_BYTES,
    [chunk('tiny.js')]: HINT_MIN_BYTES - 1,
    [chunk('konva.js')]: 180_000,
    [chunk('panel.js')]: 900,
    [chunk('style.css')]: 500_000,
  }
  const sizeOf = (file: string) => sizes[file] ?? 0
  const firstLoad = new Set(['react-dom.js', 'app.js', 'tiny.js', 'style.css'].map(chunk))

  it('picks first-load scripts from the minimum size on, and every script loaded on demand', () => {
    expect(filesToHint(Object.keys(sizes), firstLoad, sizeOf)).toEqual(
      ['react-dom.js', 'app.js', 'konva.js', 'panel.js'].map(chunk),
    )
  })

  it('treats every script as a first-load one when the routes are unknown', () => {
    expect(filesToHint(Object.keys(sizes), null, sizeOf)).toEqual(
      ['react-dom.js', 'app.js', 'konva.js'].map(chunk),
    )
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

  it('rewrites the scripts of the minimum size and leaves the rest as they were (no route manifests)', async () => {
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

  it('also hints the small scripts loaded on demand, read from the route manifests', async () => {
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
