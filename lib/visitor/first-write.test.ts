import { describe, expect, it } from 'vitest'
import { createWriteGate } from './first-write'

function deferred() {
  let resolve!: (value: string) => void
  let reject!: (error: Error) => void
  const promise = new Promise<string>((res, rej) => ((resolve = res), (reject = rej)))
  return { promise, resolve, reject }
}

describe('createWriteGate', () => {
  it('sends the first write alone: the others start only after its answer, then in parallel', async () => {
    const gate = createWriteGate()
    const started: string[] = []
    const design = deferred()
    const first = gate(() => (started.push('design'), design.promise))
    const upload = gate(async () => (started.push('upload'), 'uploaded'))
    const list = gate(async () => (started.push('list'), 'listed'))
    await new Promise((resolve) => setTimeout(resolve, 10))
    expect(started).toEqual(['design'])
    design.resolve('saved')
    await expect(Promise.all([first, upload, list])).resolves.toEqual(['saved', 'uploaded', 'listed'])
    expect(started).toEqual(['design', 'upload', 'list'])
  })

  it('lets the others go when the first write fails, and hands the failure to its own caller only', async () => {
    const gate = createWriteGate()
    const design = deferred()
    const first = gate(() => design.promise)
    const upload = gate(async () => 'uploaded')
    design.reject(new Error('offline'))
    await expect(first).rejects.toThrow('offline')
    await expect(upload).resolves.toBe('uploaded')
  })

  it('does not hold later writes once the first has been answered', async () => {
    const gate = createWriteGate()
    await gate(async () => 'first')
    const started: string[] = []
    const a = deferred()
    const pending = gate(() => (started.push('a'), a.promise))
    const b = gate(async () => (started.push('b'), 'b'))
    await expect(b).resolves.toBe('b')
    expect(started).toEqual(['a', 'b'])
    a.resolve('a')
    await pending
  })
})
