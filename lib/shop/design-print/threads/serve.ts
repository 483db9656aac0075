import { parentPort } from 'node:worker_threads'
import { failureOf, type FromThread, type ToThread } from './protocol'

/** Asks the main thread for the bytes behind a key (see thread.ts `answer`). */
export type Ask = (key: string) => Promise<unknown>

/**
 * The thread side: runs each task it is sent with `work` and posts the result back; `ask` fetches
 * data only the main thread may read. Byte results are transferred, not copied.
 */
export function serve<Task, Result>(work: (task: Task, ask: Ask) => Promise<Result>): void {
  const port = parentPort
  if (!port) throw new Error('A work thread entry runs only as a worker thread')
  const post = (message: FromThread<Result>, transfer: ArrayBuffer[] = []) =>
    port.postMessage(message, transfer)
  const waiting = new Map<number, { resolve: (value: unknown) => void; reject: (e: Error) => void }>()
  let nextRequest = 0
  port.on('message', (message: ToThread<Task>) => {
    if (message.type === 'answer') {
      const pending = waiting.get(message.request)
      waiting.delete(message.request)
      if (message.error !== undefined) pending?.reject(new Error(message.error))
      else pending?.resolve(message.value)
      return
    }
    const { id, task } = message
    const ask: Ask = (key) =>
      new Promise((resolve, reject) => {
        const request = nextRequest++
        waiting.set(request, { resolve, reject })
        post({ type: 'ask', id, request, key })
      })
    work(task, ask).then(
      (result) =>
        post(
          { type: 'done', id, result },
          result instanceof Uint8Array ? [result.buffer as ArrayBuffer] : [],
        ),
      (error: unknown) => post({ type: 'failed', id, ...failureOf(error) }),
    )
  })
}
