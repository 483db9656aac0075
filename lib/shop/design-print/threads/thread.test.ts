import { Worker } from 'node:worker_threads'
import { describe, expect, it } from 'vitest'
import { workThread } from './thread'

/** A thread that answers each task by keeping ever more memory, the way a runaway document would. */
const greedy = `
const { parentPort } = require('node:worker_threads')
parentPort.on('message', (message) => {
  if (message.type !== 'run') return
  if (message.task === 'small') return parentPort.postMessage({ type: 'done', id: message.id, result: 'ok' })
  const kept = []
  for (;;) kept.push(new Array(1e6).fill(kept.length))
})`

describe('work threads under limits (docs/adr/0048)', () => {
  it('a task past the thread heap limit fails with a clear error; the next task gets a fresh thread', async () => {
    const thread = workThread<string, string>(
      'limits-test',
      () => new Worker(greedy, { eval: true, resourceLimits: { maxOldGenerationSizeMb: 32 } }),
      30_000,
    )
    await expect(thread.run('greedy')).rejects.toThrow(/memory limit/)
    await expect(thread.run('small')).resolves.toBe('ok')
  })

  it('a task past its time fails with a clear error', async () => {
    const thread = workThread<string, string>(
      'time-test',
      () => new Worker(greedy.replace('new Array(1e6).fill(kept.length)', '0'), { eval: true }),
      300,
    )
    await expect(thread.run('greedy')).rejects.toThrow(/took longer than 300 ms/)
  })
})
