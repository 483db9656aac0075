import { fork, type ChildProcess } from 'node:child_process'
import { refusals, RenderRefused } from './errors'
import type { ChildAnswer, ChildRequest, RenderJob, RenderResult } from './job'
import type { RenderPoolSettings } from './limits'
import { residentBytes } from './rss'

export type RenderOptions = {
  timeoutMs: number
  /** Who asked (the client address): one client's renders are capped. Null: the shop itself. */
  client?: string | null
  /** The request's signal: a client that goes away stops its render. */
  signal?: AbortSignal
}

type Waiting = {
  id: number
  job: RenderJob
  options: RenderOptions
  resolve: (result: RenderResult) => void
  reject: (error: Error) => void
  cleanUp: () => void
}
type Child = { process: ChildProcess; ready: boolean; job: Waiting | null; stopJob: () => void }

/**
 * A small pool of warm render processes (child.mjs), reused between jobs. A job gets a process when
 * one is free and its client has fewer than `perClientRunning` jobs running; otherwise it waits in a
 * bounded queue. A process is killed with SIGKILL when its job runs past the time limit, its
 * resident memory passes `maxRssBytes` or the job's signal aborts; the next job starts a new one.
 */
export class RenderPool {
  private readonly children: Child[] = []
  private readonly queue: Waiting[] = []
  private next = 0

  constructor(private readonly settings: RenderPoolSettings) {}

  run(job: RenderJob, options: RenderOptions): Promise<RenderResult> {
    const { signal, client = null } = options
    if (signal?.aborted) return Promise.reject(refusals.aborted())
    const s = this.settings
    if (client !== null && this.countOf(client) >= s.perClientRunning + s.perClientQueued) {
      return Promise.reject(refusals.tooMany(s.retryAfterSeconds.tooMany))
    }
    if (this.queue.length >= s.maxQueued) return Promise.reject(refusals.busy(s.retryAfterSeconds.busy))
    return new Promise<RenderResult>((resolve, reject) => {
      const waiting: Waiting = { id: this.next++, job, options, resolve, reject, cleanUp: () => {} }
      const waitTimer = setTimeout(() => {
        if (this.unqueue(waiting)) reject(refusals.busy(s.retryAfterSeconds.busy))
      }, s.maxWaitMs)
      const onAbort = () => {
        if (this.unqueue(waiting)) return reject(refusals.aborted())
        const child = this.children.find((c) => c.job === waiting)
        if (child) this.kill(child, refusals.aborted())
      }
      signal?.addEventListener('abort', onAbort, { once: true })
      waiting.cleanUp = () => {
        clearTimeout(waitTimer)
        signal?.removeEventListener('abort', onAbort)
      }
      this.queue.push(waiting)
      this.pump()
    })
  }

  /** The pids of the warm processes (for tests and the ADR's measurements). */
  pids(): number[] {
    return this.children.flatMap((c) => (c.process.pid === undefined ? [] : [c.process.pid]))
  }

  /** Kills every process; queued jobs are refused. */
  close(): void {
    for (const waiting of this.queue.splice(0)) {
      waiting.cleanUp()
      waiting.reject(refusals.aborted())
    }
    for (const child of [...this.children]) this.kill(child, refusals.aborted())
  }

  private countOf(client: string): number {
    const running = this.children.filter((c) => c.job?.options.client === client).length
    return running + this.queue.filter((w) => w.options.client === client).length
  }

  private unqueue(waiting: Waiting): boolean {
    const at = this.queue.indexOf(waiting)
    if (at === -1) return false
    this.queue.splice(at, 1)
    waiting.cleanUp()
    return true
  }

  /** Starts the oldest waiting job whose client has room, on a free (or new) process. */
  private pump(): void {
    for (;;) {
      const running = (client: string | null) =>
        client === null ? 0 : this.children.filter((c) => c.job?.options.client === client).length
      const at = this.queue.findIndex(
        (w) =>
          (w.options.client ?? null) === null ||
          running(w.options.client ?? null) < this.settings.perClientRunning,
      )
      if (at === -1) return
      const child = this.children.find((c) => c.job === null && c.ready)
      if (!child) {
        // Warm the whole pool at once: a page's pictures arrive together.
        while (this.children.length < this.settings.children) this.spawn()
        return
      }
      const [waiting] = this.queue.splice(at, 1)
      if (waiting) this.start(child, waiting)
    }
  }

  private spawn(): void {
    const s = this.settings
    const proc = fork(s.script, [], {
      serialization: 'advanced',
      execArgv: [`--max-old-space-size=${s.heapMb}`],
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    })
    const child: Child = { process: proc, ready: false, job: null, stopJob: () => {} }
    this.children.push(child)
    this.idle(child)
    proc.on('message', (message: ChildAnswer | { ready: true }) => {
      if ('ready' in message) {
        child.ready = true
        return this.pump()
      }
      const job = child.job
      if (!job || job.id !== message.id) return
      this.finish(child)
      if (message.ok) job.resolve(message.result)
      else job.reject(refusals.failed(message.message))
      void this.recycleIfLarge(child)
      this.pump()
    })
    proc.on('exit', () => {
      const job = child.job
      if (job) this.finish(child)
      this.remove(child)
      if (job) job.reject(refusals.crashed())
      if (child.ready) return this.pump()
      // It never came up (sharp missing, no memory): starting another at once would only loop.
      for (const waiting of this.queue.splice(0)) {
        waiting.cleanUp()
        waiting.reject(refusals.crashed())
      }
    })
    proc.on('error', () => this.kill(child, refusals.crashed()))
  }

  private start(child: Child, waiting: Waiting): void {
    waiting.cleanUp()
    const { signal } = waiting.options
    child.job = waiting
    child.process.ref()
    child.process.channel?.ref()
    const timer = setTimeout(
      () => this.kill(child, refusals.timeout(waiting.options.timeoutMs)),
      waiting.options.timeoutMs,
    )
    const poll = setInterval(() => {
      const pid = child.process.pid
      if (pid === undefined) return
      void residentBytes(pid).then((bytes) => {
        if (bytes !== null && bytes > this.settings.maxRssBytes && child.job === waiting)
          this.kill(child, refusals.memory(this.settings.maxRssBytes))
      })
    }, this.settings.pollMs)
    const onAbort = () => this.kill(child, refusals.aborted())
    signal?.addEventListener('abort', onAbort, { once: true })
    child.stopJob = () => {
      clearTimeout(timer)
      clearInterval(poll)
      signal?.removeEventListener('abort', onAbort)
    }
    try {
      child.process.send({ id: waiting.id, job: waiting.job } satisfies ChildRequest)
    } catch {
      // The channel closed between the last answer and this job: the process is gone.
      this.kill(child, refusals.crashed())
    }
  }

  private finish(child: Child): void {
    child.stopJob()
    child.stopJob = () => {}
    child.job = null
    this.idle(child)
  }

  /** An idle process does not keep the server (or a test run) alive. */
  private idle(child: Child): void {
    child.process.unref()
    child.process.channel?.unref()
  }

  private async recycleIfLarge(child: Child): Promise<void> {
    const pid = child.process.pid
    const bytes = pid === undefined ? null : await residentBytes(pid)
    if (bytes !== null && bytes > this.settings.recycleRssBytes && child.job === null) {
      this.remove(child)
      child.process.kill('SIGKILL')
    }
  }

  private kill(child: Child, reason: RenderRefused): void {
    const job = child.job
    this.finish(child)
    this.remove(child)
    child.process.kill('SIGKILL')
    job?.reject(reason)
    this.pump()
  }

  private remove(child: Child): void {
    const at = this.children.indexOf(child)
    if (at !== -1) this.children.splice(at, 1)
  }
}
