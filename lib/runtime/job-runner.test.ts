import { afterEach, describe, expect, it, vi } from 'vitest'
import * as log from '@/lib/log/logger'
import { retryDelayMs } from './backoff'
import { createJobRunner, stopJobRunnerForTests } from './job-runner'

const NAME = 'test worker'
const flush = () => new Promise<void>((resolve) => setTimeout(resolve, 20))

function quietLog() {
  const error = vi.fn()
  vi.spyOn(log, 'logger').mockReturnValue({ info: vi.fn(), error } as unknown as ReturnType<
    typeof log.logger
  >)
  return error
}

afterEach(() => {
  stopJobRunnerForTests(NAME)
  vi.restoreAllMocks()
})

describe('createJobRunner', () => {
  it('runs nothing before start, and a pass when kicked after start', async () => {
    quietLog()
    const pass = vi.fn(async () => 0)
    const runner = createJobRunner({ name: NAME, pollMs: 60_000, passLimit: 5, pass })
    runner.kick()
    await flush()
    expect(pass).not.toHaveBeenCalled()
    runner.start()
    runner.kick()
    await flush()
    expect(pass).toHaveBeenCalledTimes(1)
    expect(pass).toHaveBeenCalledWith(5)
  })

  it('goes on at once after a full pass, so a backlog drains without waiting for the poll', async () => {
    quietLog()
    let backlog = 12
    const pass = vi.fn(async (limit: number) => {
      const handled = Math.min(limit, backlog)
      backlog -= handled
      return handled
    })
    const runner = createJobRunner({ name: NAME, pollMs: 60_000, passLimit: 5, pass })
    runner.start()
    runner.kick()
    await flush()
    // 5 + 5 + 2: the third pass is not full, so the runner waits for the next poll or kick.
    expect(pass).toHaveBeenCalledTimes(3)
    expect(backlog).toBe(0)
  })

  it('runs once more after a pass that was kicked while it ran, never two passes at once', async () => {
    quietLog()
    let active = 0
    let most = 0
    let release = () => {}
    const pass = vi.fn(async () => {
      most = Math.max(most, ++active)
      // The first pass waits until the test has kicked twice; later ones end at once.
      if (pass.mock.calls.length === 1) await new Promise<void>((resolve) => (release = resolve))
      active--
      return 0
    })
    const runner = createJobRunner({ name: NAME, pollMs: 60_000, passLimit: 5, pass })
    runner.start()
    runner.kick()
    await vi.waitFor(() => expect(pass).toHaveBeenCalledTimes(1))
    runner.kick()
    runner.kick()
    await flush()
    expect(pass).toHaveBeenCalledTimes(1)
    release()
    await flush()
    expect(pass).toHaveBeenCalledTimes(2)
    expect(most).toBe(1)
  })

  it('logs a failed pass and keeps running', async () => {
    const error = quietLog()
    const pass = vi.fn().mockRejectedValueOnce(new Error('database gone')).mockResolvedValue(0)
    const runner = createJobRunner({ name: NAME, pollMs: 60_000, passLimit: 5, pass })
    runner.start()
    runner.kick()
    await flush()
    expect(error).toHaveBeenCalledWith(
      expect.objectContaining({ err: expect.any(Error) }),
      'test worker run failed',
    )
    runner.kick()
    await flush()
    expect(pass).toHaveBeenCalledTimes(2)
  })

  it('is one runner per name in the process: a second copy of the module neither starts nor polls twice', async () => {
    quietLog()
    const pass = vi.fn(async () => 0)
    const first = createJobRunner({ name: NAME, pollMs: 60_000, passLimit: 5, pass })
    const copy = createJobRunner({ name: NAME, pollMs: 60_000, passLimit: 5, pass })
    first.start()
    copy.start()
    expect(log.logger().info).toHaveBeenCalledTimes(1)
    copy.kick()
    await flush()
    expect(pass).toHaveBeenCalledTimes(1)
  })
})

describe('retryDelayMs', () => {
  it('doubles from the base and stops at the cap', () => {
    const policy = { baseMs: 30_000, maxDelayMs: 60 * 60_000, maxAttempts: 10 }
    expect([1, 2, 3, 4].map((n) => retryDelayMs(policy, n))).toEqual([30_000, 60_000, 120_000, 240_000])
    expect(retryDelayMs(policy, 0)).toBe(30_000)
    expect(retryDelayMs(policy, 20)).toBe(60 * 60_000)
  })
})
