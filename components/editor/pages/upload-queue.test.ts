import { describe, expect, it } from 'vitest'
import type { UploadFailure, UploadOutcome } from '@/lib/editor/upload-request'
import { uploadAll } from './upload-queue'

const busy = (retryAfterSeconds: number | null): UploadFailure => ({
  ok: false,
  status: 429,
  message: 'Zu viele Bilder auf einmal.',
  key: 'render.too-many',
  retryAfterSeconds,
})
const refused: UploadFailure = {
  ok: false,
  status: 415,
  message: 'Kein Bild.',
  key: null,
  retryAfterSeconds: null,
}

function harness(answers: Record<string, UploadOutcome<string>[]>) {
  let inFlight = 0
  const log: string[] = []
  const waits: number[] = []
  const result = { done: [] as string[], failed: [] as string[], maxInFlight: 0, log, waits }
  const hooks = {
    send: async (file: string) => {
      inFlight++
      result.maxInFlight = Math.max(result.maxInFlight, inFlight)
      log.push(file)
      await new Promise((resolve) => setTimeout(resolve, 1))
      inFlight--
      return answers[file]?.shift() ?? { ok: true as const, body: `up-${file}` }
    },
    retryable: (failure: UploadFailure) => failure.key === 'render.too-many',
    wait: async (seconds: number) => {
      waits.push(seconds)
    },
    onDone: (_file: string, body: string) => result.done.push(body),
    onFailed: (file: string) => result.failed.push(file),
  }
  return { hooks, result }
}

describe('uploadAll', () => {
  it('sends every photo, never more than two at a time', async () => {
    const { hooks, result } = harness({})
    await uploadAll(['a', 'b', 'c', 'd', 'e'], hooks)
    expect(result.done.sort()).toEqual(['up-a', 'up-b', 'up-c', 'up-d', 'up-e'])
    expect(result.maxInFlight).toBe(2)
  })

  it('sends a photo again after the Retry-After the server named', async () => {
    const { hooks, result } = harness({ b: [busy(7), busy(null)] })
    await uploadAll(['a', 'b'], hooks)
    expect(result.done.sort()).toEqual(['up-a', 'up-b'])
    expect(result.waits).toEqual([7, 4])
    expect(result.log.filter((f) => f === 'b')).toHaveLength(3)
  })

  it('reports a refusal for its photo and goes on with the rest; gives up after four tries', async () => {
    const { hooks, result } = harness({ a: [refused], c: [busy(1), busy(1), busy(1), busy(1)] })
    await uploadAll(['a', 'b', 'c'], hooks)
    expect(result.failed.sort()).toEqual(['a', 'c'])
    expect(result.done).toEqual(['up-b'])
    expect(result.log.filter((f) => f === 'a')).toHaveLength(1)
    expect(result.log.filter((f) => f === 'c')).toHaveLength(4)
  })
})
