/**
 * Keeps a claimed job's lease alive while its worker is still at it (issue 33 point 3, ADR 0115). A
 * lease says how long a claim holds without news from its worker; a worker that is merely slow (a
 * large print file, a sluggish SMTP server, a busy machine) renews it every `everyMs`, so another
 * instance takes the job over only when the worker is gone, never while it is still sending or
 * rendering. A renewal that fails is tried again at the next tick; if the lease is lost meanwhile, the
 * job's outcome write (guarded by the claim) is refused.
 */
export interface HeldLease {
  stop(): void
}

export function keepLease(renew: () => Promise<unknown>, everyMs: number): HeldLease {
  const timer = setInterval(() => {
    renew().catch(() => undefined)
  }, everyMs)
  timer.unref()
  return { stop: () => clearInterval(timer) }
}
