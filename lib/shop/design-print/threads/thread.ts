import { Worker, type WorkerOptions } from 'node:worker_threads'
import { globalSlot } from '@/lib/runtime/process-global'
import { errorOf, messageOf, type FromThread, type ToThread } from './protocol'

interface Pending {
  resolve: (result: never) => void
  reject: (error: Error) => void
  answer: (key: string) => Promise<unknown>
  timer: NodeJS.Timeout
}

export interface WorkThread<Task, Result> {
  /** Runs one task on the thread; `answer` serves the thread's requests for stored bytes. */
  run(task: Task, answer?: (key: string) => Promise<unknown>): Promise<Result>
}

const nothingToAnswer = (key: string) => Promise.reject(new Error(`Nothing to answer for ${key}`))

/**
 * One worker thread, started on first use, that runs tasks in turn (the machine has two cores; the
 * shop's requests keep the event loop and one of them). A task that fails, or a thread that crashes
 * or runs past `timeoutMs`, rejects its task (and, for a crash, those queued behind it); the next
 * task starts a fresh thread. Callers that must not lose the work are durable job runners, which
 * retry. While idle the thread does not keep the process alive.
 */
export function workThread<Task, Result>(
  name: string,
  start: () => Worker,
  timeoutMs: number,
): WorkThread<Task, Result> {
  type Running = { worker: Worker; pending: Map<number, Pending>; next: number }
  // Process-wide (lib/runtime/process-global.ts): bundle copies of this module share one thread per name.
  const slot = globalSlot<Running>(`__workThread_${name}`)

  const settle = (current: Running, id: number): Pending | undefined => {
    const job = current.pending.get(id)
    if (!job) return undefined
    clearTimeout(job.timer)
    current.pending.delete(id)
    if (current.pending.size === 0) current.worker.unref()
    return job
  }
  const stop = (current: Running, error: Error) => {
    if (slot.get() === current) slot.set(undefined)
    for (const id of [...current.pending.keys()]) settle(current, id)?.reject(error)
    void current.worker.terminate()
  }
  const thread = (): Running => {
    const running = slot.get()
    if (running) return running
    const current: Running = { worker: start(), pending: new Map(), next: 0 }
    current.worker.on('message', (message: FromThread<Result>) => {
      if (message.type === 'ask') {
        const reply = (answer: { value?: unknown; error?: string }) =>
          current.worker.postMessage({
            type: 'answer',
            id: message.id,
            request: message.request,
            value: null,
            ...answer,
          } satisfies ToThread<Task>)
        const job = current.pending.get(message.id)
        if (!job) return reply({ error: 'The task was given up' })
        job.answer(message.key).then(
          (value) => reply({ value }),
          (error: unknown) => reply({ error: messageOf(error) }),
        )
        return
      }
      const job = settle(current, message.id)
      if (message.type === 'done') job?.resolve(message.result as never)
      else job?.reject(errorOf(message))
    })
    current.worker.on('error', (error) => stop(current, error))
    current.worker.on('exit', (code) =>
      stop(current, new Error(`The ${name} thread stopped (exit code ${code})`)),
    )
    current.worker.unref()
    slot.set(current)
    return current
  }

  return {
    run(task, answer = nothingToAnswer) {
      const current = thread()
      const id = current.next++
      return new Promise<Result>((resolve, reject) => {
        const timer = setTimeout(
          () => stop(current, new Error(`The ${name} thread took longer than ${timeoutMs} ms`)),
          timeoutMs,
        )
        timer.unref()
        current.pending.set(id, { resolve: resolve as (result: never) => void, reject, answer, timer })
        current.worker.ref()
        current.worker.postMessage({ type: 'run', id, task } satisfies ToThread<Task>)
      })
    },
  }
}

/**
 * Run from source (vitest, tsx scripts) a thread must first register tsx, which loads TypeScript and
 * the @/ paths: Node 20 ignores `--import` in a worker's execArgv. `entryUrl` is a string here, so
 * the bundler does not copy the source file as an asset.
 */
export function sourceThread(entryUrl: string, options: WorkerOptions = {}): Worker {
  const boot = `import('tsx/esm/api').then(({ register }) => { register(); return import(${JSON.stringify(entryUrl)}) })`
  return new Worker(boot, { ...options, eval: true })
}
