import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import sharp from 'sharp'
import { afterAll, describe, expect, it } from 'vitest'
import { renderJobs, renderTeasers } from './render-teasers'

const dirs: string[] = []
afterAll(async () => {
  await Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true })))
})

describe('teaser rendering', () => {
  it('plans webp and avif at 1x and 2x for both crops of every picture', () => {
    const jobs = renderJobs()
    // 7 teaser themes and 3 material pictures (artwork/materials.ts), 2 crops, 2 densities, 2 encodings.
    expect(jobs).toHaveLength(10 * 2 * 2 * 2)
    expect(jobs.map((j) => j.file)).toContain('youth-mobile-2x.avif')
    expect(jobs.map((j) => j.file)).toContain('acrylic-mobile-1x.webp')
  })

  it('renders at the spec sizes and skips what is up to date', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'teasers-'))
    dirs.push(dir)
    const jobs = renderJobs(['poster']).filter((job) => job.ext === 'webp')
    const first = await renderTeasers(dir, jobs)
    expect(first.rendered.sort()).toEqual(jobs.map((j) => j.file).sort())
    const meta = await sharp(join(dir, 'poster-desktop-2x.webp')).metadata()
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 2360, 880])
    const before = (await stat(join(dir, 'poster-mobile-1x.webp'))).mtimeMs

    const second = await renderTeasers(dir, jobs)
    expect(second).toEqual({ rendered: [], skipped: expect.arrayContaining(jobs.map((j) => j.file)) })
    expect((await stat(join(dir, 'poster-mobile-1x.webp'))).mtimeMs).toBe(before)

    // A stale fingerprint (new artwork or settings) renders that file again, and only that one.
    const manifest = JSON.parse(await readFile(join(dir, 'manifest.json'), 'utf8')) as Record<string, string>
    await writeFile(
      join(dir, 'manifest.json'),
      JSON.stringify({ ...manifest, 'poster-mobile-1x.webp': 'old' }),
    )
    expect((await renderTeasers(dir, jobs)).rendered).toEqual(['poster-mobile-1x.webp'])
  })
})
