/**
 * Runs `work` and answers no sooner than `minimumMs` after the start, so an answer that does less work
 * (an unknown e-mail: no mail queued, no hash checked) is not measurably faster than one that does more.
 * Failures are delayed the same way before they are rethrown.
 */
export async function withMinimumDuration<T>(
  minimumMs: number,
  work: () => Promise<T>,
  sleep: (ms: number) => Promise<void> = (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
  now: () => number = () => performance.now(),
): Promise<T> {
  const start = now()
  const settle = async () => {
    const left = minimumMs - (now() - start)
    if (left > 0) await sleep(left)
  }
  try {
    const result = await work()
    await settle()
    return result
  } catch (error) {
    await settle()
    throw error
  }
}
