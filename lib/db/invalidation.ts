import { randomUUID } from 'node:crypto'
import { is, sql } from 'drizzle-orm'
import { NodePgDatabase } from 'drizzle-orm/node-postgres'
import { Client } from 'pg'
import { z } from 'zod'
import { processSingleton } from '@/lib/runtime/process-global'
import type { Db } from './types'

/**
 * Cache invalidation across shop instances on one PostgreSQL (issue 33 point 2, ADR 0115). Each
 * instance keeps copies in memory (the response cache, the router's content and catalogue indexes,
 * catalogue reads, review ratings); the instance where something changed drops its own at once and
 * announces the change here with NOTIFY, and every other instance LISTENs and drops its copies too,
 * within the few milliseconds PostgreSQL takes to deliver. With the embedded database there is one
 * process, so there is nobody to tell and announcing does nothing.
 */
export const INVALIDATION_CHANNEL = 'shop_invalidation'

/** What changed: the CMS content, the catalogue (designs, themes, types) or review ratings. */
export const INVALIDATION_KINDS = ['content', 'catalogue', 'ratings'] as const
export type InvalidationKind = (typeof INVALIDATION_KINDS)[number]

const message = z.object({ kind: z.enum(INVALIDATION_KINDS), origin: z.string().max(100) })

/** This process's name in its messages, so it skips its own (it has acted on them already). */
export function instanceId(): string {
  return processSingleton('__shopInstanceId', () => randomUUID())
}

/**
 * Tells the other instances that `kind` changed. Inside a transaction PostgreSQL delivers it on
 * commit, never for a change that was rolled back. Does nothing on PGlite (one process).
 */
export async function announceToOthers(db: Db, kind: InvalidationKind): Promise<void> {
  if (!is(db, NodePgDatabase)) return
  const payload = JSON.stringify({ kind, origin: instanceId() })
  await db.execute(sql`select pg_notify(${INVALIDATION_CHANNEL}, ${payload})`)
}

export interface InvalidationListener {
  stop(): Promise<void>
}

export interface ListenOptions {
  /** First wait before reconnecting after the connection was lost; doubles up to `maxRetryMs`. */
  retryMs?: number
  maxRetryMs?: number
  /** Told about a lost connection (the caller logs it). */
  onError?: (error: unknown) => void
  /** Messages from this origin are skipped; this process's own by default. */
  self?: string
}

/**
 * LISTENs on a connection of its own (a pooled one would be handed to queries and lose the LISTEN)
 * and calls `handle` for every change another instance announced. A lost connection (a restart of
 * PostgreSQL, a failover) is re-opened with a growing wait; since messages sent meanwhile are lost,
 * every kind is handled once after reconnecting, as if all had changed.
 */
export function listenForInvalidations(
  url: string,
  handle: (kind: InvalidationKind) => void,
  options: ListenOptions = {},
): InvalidationListener {
  const retryMs = options.retryMs ?? 500
  const maxRetryMs = options.maxRetryMs ?? 30_000
  let stopped = false
  let client: Client | undefined
  let timer: NodeJS.Timeout | undefined
  let wait = retryMs
  let connectedBefore = false

  function onNotification(note: { channel: string; payload?: string }): void {
    if (note.channel !== INVALIDATION_CHANNEL || note.payload === undefined) return
    let parsed: z.infer<typeof message>
    try {
      parsed = message.parse(JSON.parse(note.payload))
    } catch (error) {
      options.onError?.(error)
      return
    }
    if (parsed.origin !== (options.self ?? instanceId())) handle(parsed.kind)
  }

  function lost(current: Client, error: unknown): void {
    if (client !== current) return
    client = undefined
    current.removeAllListeners('notification')
    current.end().catch(() => undefined)
    if (stopped) return
    options.onError?.(error)
    timer = setTimeout(() => void connect(), wait)
    timer.unref()
    wait = Math.min(maxRetryMs, wait * 2)
  }

  async function connect(): Promise<void> {
    timer = undefined
    if (stopped) return
    const next = new Client({ connectionString: url })
    client = next
    // Without an 'error' listener a dropped connection would kill the process.
    next.on('error', (error) => lost(next, error))
    next.on('end', () => lost(next, new Error('the LISTEN connection was closed')))
    next.on('notification', onNotification)
    try {
      await next.connect()
      await next.query(`LISTEN ${INVALIDATION_CHANNEL}`)
    } catch (error) {
      lost(next, error)
      return
    }
    wait = retryMs
    if (connectedBefore) for (const kind of INVALIDATION_KINDS) handle(kind)
    connectedBefore = true
  }

  void connect()
  return {
    async stop() {
      stopped = true
      if (timer) clearTimeout(timer)
      const current = client
      client = undefined
      await current?.end().catch(() => undefined)
    },
  }
}
