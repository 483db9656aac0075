import { fileURLToPath } from 'node:url'
import sharp from 'sharp'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import type { RenderJob } from './job'
import { RENDER_LIMITS, type RenderPoolSettings } from './limits'
import { RenderPool } from './pool'
import { residentBytes } from './rss'

const script = fileURLToPath(new URL('./child.mjs', import.meta.url))
const pools: RenderPool[] = []
const pool = (settings: Partial<RenderPoolSettings> = {}) => {
  const created = new RenderPool({ ...RENDER_LIMITS, script, ...settings })
  pools.push(created)
  return created
}
afterEach(() => pools.splice(0).forEach((p) => p.close()))

let large: Uint8Array
beforeAll(async () => {
  // 6000 × 6000 in one colour: a few kB of PNG, 108 MB once decoded, seconds of blur.
  large = new Uint8Array(
    await sharp({ create: { width: 6000, height: 6000, channels: 3, background: '#c33' } })
      .png()
      .toBuffer(),
  )
})

const small: RenderJob = {
  input: {
    bytes: new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg" width="40" height="20"/>'),
  },
  open: { limitInputPixels: 1_000_000 },
  outputs: [{ steps: [{ op: 'resize', width: 10 }], encode: { format: 'png' } }],
}
const slow = (): RenderJob => ({
  input: { bytes: large },
  open: { limitInputPixels: 50_000_000 },
  outputs: [{ steps: [{ op: 'blur', sigma: 150 }], encode: { format: 'raw' } }],
})
const alive = (pid: number) => residentBytes(pid).then((bytes) => bytes !== null)

describe('the render pool', () => {
  it('renders in a warm process that the next job reuses', async () => {
    const renders = pool({ children: 1 })
    const first = await renders.run(small, { timeoutMs: 10_000 })
    expect(first.outputs[0]).toMatchObject({ width: 10, height: 5 })
    const [pid] = renders.pids()
    await renders.run(small, { timeoutMs: 10_000 })
    expect(renders.pids()).toEqual([pid])
  })

  it('kills a render that runs past its time and answers why; the next job gets a new process', async () => {
    const renders = pool({ children: 1 })
    await renders.run(small, { timeoutMs: 10_000 })
    const [pid] = renders.pids()
    const started = Date.now()
    await expect(renders.run(slow(), { timeoutMs: 300 })).rejects.toMatchObject({
      reason: 'timeout',
      status: 422,
      message: expect.stringMatching(/longer than 0\.3 seconds and was stopped/),
    })
    expect(Date.now() - started).toBeLessThan(2_000)
    await expect.poll(() => alive(pid!)).toBe(false)
    await renders.run(small, { timeoutMs: 10_000 })
    expect(renders.pids()).not.toContain(pid)
  })

  it('kills a render whose memory passes the limit', async () => {
    const renders = pool({ children: 1, maxRssBytes: 200 * 1024 * 1024 })
    await expect(renders.run(slow(), { timeoutMs: 30_000 })).rejects.toMatchObject({
      reason: 'memory',
      status: 422,
      message: expect.stringMatching(/more than 200 MB of memory/),
    })
  })

  it('stops the render of a client that went away', async () => {
    const renders = pool({ children: 1 })
    await renders.run(small, { timeoutMs: 10_000 })
    const [pid] = renders.pids()
    const client = new AbortController()
    const rendering = renders.run(slow(), { timeoutMs: 30_000, signal: client.signal })
    setTimeout(() => client.abort(), 200)
    await expect(rendering).rejects.toMatchObject({ reason: 'aborted' })
    await expect.poll(() => alive(pid!)).toBe(false)
  })

  it('caps one client: its extra renders wait, past the queue 429; other clients go first', async () => {
    const renders = pool({ children: 2, perClientRunning: 1, perClientQueued: 1 })
    const order: string[] = []
    const job = (client: string, name: string) =>
      renders.run(slow(), { timeoutMs: 300, client }).catch(() => order.push(name))
    const a1 = job('a', 'a1')
    const a2 = job('a', 'a2')
    await expect(renders.run(small, { timeoutMs: 1000, client: 'a' })).rejects.toMatchObject({
      reason: 'too-many',
      status: 429,
      retryAfterSeconds: RENDER_LIMITS.retryAfterSeconds.tooMany,
    })
    const b = job('b', 'b')
    await Promise.all([a1, a2, b])
    // b ran beside a1 on the second process; a2 waited for a1.
    expect(order).toEqual(['a1', 'b', 'a2'])
  })

  it('answers 503 with Retry-After when the shared queue is full', async () => {
    const renders = pool({ children: 1, maxQueued: 1 })
    const running = renders.run(slow(), { timeoutMs: 500 }).catch(() => null)
    const waiting = renders.run(slow(), { timeoutMs: 500 }).catch(() => null)
    await expect(renders.run(small, { timeoutMs: 1000 })).rejects.toMatchObject({
      reason: 'busy',
      status: 503,
      retryAfterSeconds: RENDER_LIMITS.retryAfterSeconds.busy,
    })
    await Promise.all([running, waiting])
  })

  it('refuses the waiting jobs when a render process cannot start, without starting more', async () => {
    const renders = pool({
      children: 2,
      script: fileURLToPath(new URL('./no-such-child.mjs', import.meta.url)),
    })
    const jobs = [renders.run(small, { timeoutMs: 5000 }), renders.run(small, { timeoutMs: 5000 })]
    for (const job of jobs) await expect(job).rejects.toMatchObject({ reason: 'crashed' })
    await expect.poll(() => renders.pids()).toEqual([])
  })

  it('answers a broken input with the decoder error', async () => {
    const renders = pool({ children: 1 })
    const broken = { ...small, input: { bytes: new Uint8Array([1, 2, 3]) } }
    await expect(renders.run(broken, { timeoutMs: 5000 })).rejects.toMatchObject({ reason: 'failed' })
  })
})
