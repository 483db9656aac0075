import type { Table } from 'drizzle-orm'
import type { Db } from '@/lib/db/types'

/** The message node-postgres gives when the server goes away mid-query (restart, failover, crash). */
export const CONNECTION_LOST = 'Connection terminated unexpectedly'

export type WriteKind = 'insert' | 'update' | 'delete'

/**
 * The database as placeOrder sees it, except that inside a transaction the first `kind` write to
 * `table` runs `fault` instead (which throws, or cuts the connection and then throws) — a fault at a
 * precise point of the order transaction, on either driver. Writes outside transactions pass.
 */
export function faultyDb(db: Db, kind: WriteKind, table: Table, fault: (tx: Db) => Promise<never>): Db {
  let fired = false
  const wrapTx = (tx: Db): Db =>
    new Proxy(tx, {
      get(target, property, receiver) {
        const value = Reflect.get(target, property, receiver) as unknown
        if (property !== kind || typeof value !== 'function') return value
        return (written: Table, ...rest: unknown[]) => {
          if (written !== table || fired)
            return (value as (...a: unknown[]) => unknown).call(target, written, ...rest)
          fired = true
          return failingChain(() => fault(target))
        }
      },
    })
  return new Proxy(db, {
    get(target, property, receiver) {
      if (property !== 'transaction') return Reflect.get(target, property, receiver) as unknown
      return (run: (tx: Db) => Promise<unknown>, config?: unknown) =>
        target.transaction((tx) => run(wrapTx(tx as unknown as Db)) as never, config as never)
    },
  })
}

/** A query builder stand-in: every method returns it, and awaiting it runs the fault. */
function failingChain(fault: () => Promise<never>): unknown {
  const chain: unknown = new Proxy(() => undefined, {
    get(_target, property) {
      if (property === 'then') {
        return (resolve: (v: unknown) => unknown, reject: (e: unknown) => unknown) =>
          fault().then(resolve, reject)
      }
      return () => chain
    },
  })
  return chain
}
