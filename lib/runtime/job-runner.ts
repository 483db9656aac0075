import { logger } from '@/lib/log/logger'
import { globalSlot } from './process-global'

/**
 * The background runner of the durable job tables (mail outbox, print files): polls, and runs a pass
 * at once when kicked after a commit. Infrastructure only: the domain hands in its pass, which claims
 * up to `passLimit` due jobs (SKIP LOCKED, leases and retries are the table's business) and says how
 * many it handled.
 */
export interface JobRunnerSpec {
  /** Names the runner in logs ("mail worker") and its slot on globalThis. */
  name: string
  pollMs: number
  /** Jobs a pass may claim; a full pass is followed by the next one at once (a backlog drains). */
  passLimit: number
  /** One pass over the due jobs; resolves to how many it handled (done, retried or given up). */
  pass(limit: number): Promise<number>
  /** Logged once with "<name> started". */
  startInfo?: () => Record<string, unknown>
}

export interface JobRunner {
  /** Started once at server start-up (lib/server-startup.ts); a second call does nothing. */
  start(): void
  /** After the transaction that queued work has committed: run now instead of waiting for the poll. */
  kick(): void
}

interface RunnerState {
  timer: NodeJS.Timeout
  running: Promise<void> | null
  again: boolean
}

export function createJobRunner(spec: JobRunnerSpec): JobRunner {
  // One runner per name and process (lib/runtime/process-global.ts), however often the module loads.
  const slot = globalSlot<RunnerState>(`__jobRunner:${spec.name}`)

  async function tick(): Promise<void> {
    const state = slot.get()
    if (!state) return
    if (state.running) {
      // A kick during a pass (a new order): run once more afterwards instead of waiting for the poll.
      state.again = true
      return
    }
    state.running = (async () => {
      try {
        const handled = await spec.pass(spec.passLimit)
        // A full pass means more may be due: a backlog drains pass after pass, not one pass per poll.
        if (handled >= spec.passLimit) state.again = true
      } catch (error) {
        logger().error({ err: error }, `${spec.name} run failed`)
      } finally {
        state.running = null
      }
    })()
    await state.running
    if (state.again) {
      state.again = false
      setImmediate(() => void tick())
    }
  }

  return {
    start() {
      if (slot.get()) return
      const timer = setInterval(() => void tick(), spec.pollMs)
      timer.unref()
      slot.set({ timer, running: null, again: false })
      logger().info(spec.startInfo?.() ?? {}, `${spec.name} started`)
    },
    kick() {
      if (slot.get()) setImmediate(() => void tick())
    },
  }
}

/** Stops a runner's poll; for tests, which start runners in one process again and again. */
export function stopJobRunnerForTests(name: string): void {
  const slot = globalSlot<RunnerState>(`__jobRunner:${name}`)
  const state = slot.get()
  if (state) clearInterval(state.timer)
  slot.set(undefined)
}
