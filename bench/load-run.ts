/**
 * The closed loop of the load bench (bench/load.ts, and its cluster mode bench/load-cluster.ts): C
 * workers take visitors from one counter until all N are done or the deadline has passed. `onStart`
 * sees each visitor's index as it starts, so the cluster mode can crash an instance or publish
 * content at a given point of the run.
 */
import { runVisitor, type LoadRun, type VisitorResult } from './load-visitor'

/** Every RETRY_EVERY-th visitor sends its order three times with the same key. */
export const RETRY_EVERY = 10

export interface LoadOptions {
  origin: string
  checkouts: number
  concurrency: number
  deadline: number
  onStart?: (index: number) => void
}

export async function runLoad(
  options: LoadOptions,
): Promise<{ run: LoadRun; visitors: VisitorResult[]; seconds: number }> {
  const run: LoadRun = {
    origin: options.origin,
    runId: Date.now()
      .toString(36)
      .replace(/\d/g, (d) => 'abcdefghij'[Number(d)]!),
    placed: [],
    statuses: [],
    networkErrors: 0,
    resets: 0,
    balancerRetries: 0,
  }
  const visitors: VisitorResult[] = []
  let next = 0
  const started = performance.now()
  await Promise.all(
    Array.from({ length: options.concurrency }, async () => {
      while (next < options.checkouts && Date.now() < options.deadline) {
        const index = next++
        options.onStart?.(index)
        visitors.push(await runVisitor(run, index, index % RETRY_EVERY === 0))
        if (visitors.length % 100 === 0) console.log(`  ${visitors.length} checkouts …`)
      }
    }),
  )
  return { run, visitors, seconds: (performance.now() - started) / 1000 }
}
