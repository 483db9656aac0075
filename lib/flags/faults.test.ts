import { createServer, type AddressInfo, type Server, type Socket } from 'node:net'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { FLAG_READY_BUDGET_MS, type FlagName } from '@/lib/config/flags'
import { resetEnvForTests } from '@/lib/env'
import { deviceInfo } from './device'
import { evaluateFlagRequest } from './evaluate'
import { NO_OVERRIDES } from './overrides'
import { destroyFlagClient, evaluateWithSdk } from './sdk-server'

/**
 * Fault suite (issue 8): the flag provider is missing or unreachable. Pages must get the control
 * (default) experience, and server rendering must not wait longer than the readiness budget.
 * The real Split SDK runs; its provider URLs point at 127.0.0.1, so nothing leaves the machine.
 */

const provider = vi.hoisted(() => ({
  origin: 'http://127.0.0.1:9',
  features: undefined as string | undefined,
}))
vi.mock('@splitsoftware/splitio/server', async (original) => {
  const real = await original<typeof import('@splitsoftware/splitio/server')>()
  type Settings = Parameters<typeof real.SplitFactory>[0]
  const SplitFactory = (settings: Settings) =>
    real.SplitFactory({
      ...settings,
      ...(provider.features && { features: provider.features }),
      urls: {
        sdk: `${provider.origin}/api`,
        events: `${provider.origin}/api`,
        auth: `${provider.origin}/api`,
        streaming: provider.origin,
        telemetry: `${provider.origin}/api`,
      },
    } as Settings)
  return { ...real, SplitFactory }
})

const STICKY: FlagName = 'kls_sticky_add_to_cart_KS142'
const TEASER: FlagName = 'kls_home_teaser_test_KS187'
const request = {
  brand: 'card' as const,
  names: [STICKY, TEASER],
  key: 'visitor-1',
  device: deviceInfo('Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/124.0 Safari/537.36'),
  overrides: NO_OVERRIDES,
}
/** The budget plus room for a busy machine: far below the SDK's own 10 s ready timeout. */
const SSR_LIMIT_MS = FLAG_READY_BUDGET_MS + 350

let hanging: { server: Server; sockets: Set<Socket> } | undefined
afterEach(async () => {
  // The hanging provider goes first: the client's destroy flushes to it and would wait forever.
  if (hanging) {
    hanging.server.close()
    for (const socket of hanging.sockets) socket.destroy()
    hanging = undefined
  }
  await destroyFlagClient()
  resetEnvForTests()
  provider.features = undefined
})

/** A provider that accepts connections and never answers. */
async function hangingProvider(): Promise<string> {
  const sockets = new Set<Socket>()
  const server = createServer((socket) => {
    sockets.add(socket)
    socket.on('error', () => undefined)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  hanging = { server, sockets }
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`
}

/** A loopback port nothing listens on: connections are refused at once. */
async function refusedOrigin(): Promise<string> {
  const server = createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  await new Promise((resolve) => server.close(resolve))
  return `http://127.0.0.1:${port}`
}

async function renderFlags() {
  const started = performance.now()
  const result = await evaluateFlagRequest(request, evaluateWithSdk)
  return { result, ms: performance.now() - started }
}

const control = { [STICKY]: 'control', [TEASER]: 'control' }

describe('flag provider faults: the control experience within the readiness budget', () => {
  it('when the provider refuses connections', async () => {
    resetEnvForTests({ NODE_ENV: 'test', SPLIT_SDK_KEY: 'fault-suite-key' })
    provider.origin = await refusedOrigin()
    const { result, ms } = await renderFlags()
    expect(result).toEqual({ treatments: control, source: 'not-ready' })
    expect(ms).toBeLessThan(SSR_LIMIT_MS)
  })

  it('when the provider accepts and never answers', async () => {
    resetEnvForTests({ NODE_ENV: 'test', SPLIT_SDK_KEY: 'fault-suite-key' })
    provider.origin = await hangingProvider()
    for (let page = 0; page < 3; page++) {
      const { result, ms } = await renderFlags()
      expect(result).toEqual({ treatments: control, source: 'not-ready' })
      expect(ms).toBeLessThan(SSR_LIMIT_MS)
    }
  })

  it('when no provider is configured and the localhost flags file is missing', async () => {
    resetEnvForTests({ NODE_ENV: 'test' })
    provider.features = '/nonexistent/flags.yaml'
    const { result, ms } = await renderFlags()
    expect(result.treatments).toEqual(control)
    expect(ms).toBeLessThan(SSR_LIMIT_MS)
  })
})
