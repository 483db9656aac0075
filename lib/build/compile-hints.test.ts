import { mkdtemp, readFile, rm, writeFile, mkdir } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { addCompileHints, COMPILE_HINT, filesToHint, HINT_MIN_BYTES, withCompileHint } from './compile-hints'

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

  it('rewrites the big root scripts of a build and leaves the rest as they were', async () => {
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
})
