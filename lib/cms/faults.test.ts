import { afterEach, describe, expect, it } from 'vitest'
import { createCdnClient } from './client'
import type { CmsLog } from './cms-log'
import { CMS_LIMITS } from './constants'
import { storyblokSource } from './content-source'
import { startFakeCms, storyBody, type FakeAnswer, type FakeCms } from './fake-cms'

/**
 * Fault suite (issue 8): a CMS that hangs past the client timeout, or answers 429 to every retry,
 * still leaves the page with the last good content (so it renders with 200), after a bounded wait.
 * The CMS that is down altogether is covered in content-source.test.ts.
 */

const home = { brand: 'card', locale: 'de-DE', slug: '', version: 'published' } as const
const good = storyBody('card/home', 'gestern')

let cms: FakeCms | undefined
afterEach(async () => cms?.close())

/** A source that has read the home story once; from then on the fake CMS gives `fault`. */
async function warmSource(fault: FakeAnswer) {
  let failing = false
  cms = await startFakeCms(() => (failing ? fault : { status: 200, body: good }))
  const warnings: string[] = []
  const log: CmsLog = { error: () => undefined, warn: (_d, m) => void warnings.push(m) }
  const source = storyblokSource(createCdnClient({ accessToken: 'token', endpoint: cms.endpoint, log }), {
    log,
  })
  expect((await source.getStory(home))?.content.headline).toBe('gestern')
  failing = true
  return { source, warnings, cms }
}

async function timed<T>(run: () => Promise<T>): Promise<{ value: T; ms: number }> {
  const started = performance.now()
  const value = await run()
  return { value, ms: performance.now() - started }
}

describe('CMS faults: the last good content is served', () => {
  it('when the CMS answers slower than the client timeout', async () => {
    const timeoutMs = CMS_LIMITS.timeoutSeconds * 1000
    const { source, warnings } = await warmSource({ status: 200, body: good, delayMs: timeoutMs + 5_000 })
    const { value, ms } = await timed(() => source.getStory(home))
    expect(value?.content.headline).toBe('gestern')
    expect(ms).toBeGreaterThanOrEqual(timeoutMs - 50)
    expect(ms).toBeLessThan(timeoutMs + 3_000)
    expect(warnings).toEqual(['CMS failed; serving the last good content'])
  }, 30_000)

  it('when the CMS answers 429 to the request and every retry', async () => {
    const {
      source,
      warnings,
      cms: fake,
    } = await warmSource({ status: 429, body: { error: 'Too Many Requests' } })
    const { value, ms } = await timed(() => source.getStory(home))
    expect(value?.content.headline).toBe('gestern')
    // The first read, then the failing request and its retries; a bounded wait, not an endless one.
    expect(fake.requests).toHaveLength(1 + 1 + CMS_LIMITS.maxRetries)
    expect(ms).toBeLessThan((CMS_LIMITS.maxRetries + 1) * CMS_LIMITS.retryDelayMs + 5_000)
    expect(warnings).toEqual(['CMS failed; serving the last good content'])
  }, 30_000)
})
