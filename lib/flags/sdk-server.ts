import 'server-only'
import { join } from 'node:path'
import { SplitFactory } from '@splitsoftware/splitio/server'
import { FLAG_READY_BUDGET_MS, FLAG_SDK_STARTUP, TREATMENTS, type Treatment } from '@/lib/config/flags'
import { env } from '@/lib/env'
import { logger } from '@/lib/log/logger'
import { globalSlot, processSingleton } from '@/lib/runtime/process-global'
import type { SdkEvaluate } from './evaluate'

export type FlagClientStatus =
  'initialising' | 'ready' | 'ready-from-cache' | 'timed-out' | 'updated' | 'destroyed'

interface ServerFlagClient {
  client: SplitIO.IClient
  status: FlagClientStatus
  ready: Promise<boolean>
}

// One client per process (lib/runtime/process-global.ts): never a second one after a dev reload.
const flagClientSlot = globalSlot<ServerFlagClient>('__flagClient')

/** The localhost flags file of the repo (Split's Node SDK reads localhost features only from a file). */
export function localhostFlagsFile(root = process.cwd()): string {
  return join(root, 'config', 'flags.yaml')
}

function createClient(): ServerFlagClient {
  const key = env().SPLIT_SDK_KEY
  const factory = SplitFactory({
    core: { authorizationKey: key ?? 'localhost' },
    ...(key ? {} : { features: localhostFlagsFile() }),
    startup: FLAG_SDK_STARTUP,
    // Impressions of server-rendered flags are recorded by the shop's own monitoring log (with the
    // visitor's consent); the provider only gets unique-key counts.
    sync: { impressionsMode: 'NONE' },
    debug: false,
  })
  const client = factory.client()
  const entry: ServerFlagClient = { client, status: 'initialising', ready: Promise.resolve(false) }
  client.on(client.Event.SDK_READY, () => (entry.status = 'ready'))
  client.on(client.Event.SDK_READY_FROM_CACHE, () => (entry.status = 'ready-from-cache'))
  client.on(client.Event.SDK_UPDATE, () => (entry.status = 'updated'))
  client.on(client.Event.SDK_READY_TIMED_OUT, () => {
    entry.status = 'timed-out'
    logger().warn({ flags: 'initialisation failure' }, 'flag client timed out before ready')
  })
  entry.ready = client.ready().then(
    () => true,
    () => false,
  )
  return entry
}

function flagClient(): ServerFlagClient {
  return processSingleton('__flagClient', createClient)
}

function isTreatment(value: string): value is Treatment {
  return (TREATMENTS as readonly string[]).includes(value)
}

/** Evaluates with the process's client, waiting for readiness at most the page's budget. */
export const evaluateWithSdk: SdkEvaluate = async (key, names, attributes) => {
  const entry = flagClient()
  if (entry.status === 'destroyed') return null
  if (entry.status === 'initialising') {
    const ready = await Promise.race([
      entry.ready,
      new Promise<false>((resolve) => setTimeout(() => resolve(false), FLAG_READY_BUDGET_MS)),
    ])
    if (!ready) return null
  }
  const raw = entry.client.getTreatments(key, [...names], { ...attributes })
  const out: Record<string, Treatment> = {}
  for (const [name, value] of Object.entries(raw)) out[name] = isTreatment(value) ? value : 'control'
  return out
}

/** At server start, so the first page does not pay the SDK's start-up against its readiness budget. */
export function startFlagClient(): void {
  flagClient()
}

export function flagClientStatus(): FlagClientStatus {
  return flagClientSlot.get()?.status ?? 'initialising'
}

/** Server shutdown: flushes and stops the client. */
export async function destroyFlagClient(): Promise<void> {
  const entry = flagClientSlot.get()
  if (!entry) return
  entry.status = 'destroyed'
  await entry.client.destroy()
  flagClientSlot.set(undefined)
}
