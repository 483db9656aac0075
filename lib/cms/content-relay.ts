import { createHmac } from 'node:crypto'
import { z } from 'zod'

/**
 * A CMS publish reaches one instance (the CMS webhook, app/cms-webhook); the others hear of it by
 * NOTIFY (lib/db/invalidation.ts). Next drops its cached pages only through revalidatePath inside a
 * request of its own process, so an instance that hears of a publish asks itself: it posts a relay
 * body to its own webhook on the loopback address, signed with the same secret as the CMS signs its
 * calls. The relay does what a publish does, except announcing it again (ADR 0115).
 */
const relay = z.object({ relay: z.string().min(1).max(100) }).strict()

export function relayBody(origin: string): string {
  return JSON.stringify({ relay: origin })
}

/** A signed body of this shape came from an instance, not from the CMS: it is not announced again. */
export function isRelayBody(body: string): boolean {
  try {
    return relay.safeParse(JSON.parse(body)).success
  } catch {
    return false
  }
}

export interface RelayTarget {
  port: number
  secret: string
  origin: string
  fetch?: typeof fetch
}

/** Posts the relay to this instance's own webhook; resolves with the HTTP status. */
export async function relayToOwnWebhook(target: RelayTarget): Promise<number> {
  const body = relayBody(target.origin)
  const signature = createHmac('sha1', target.secret).update(body).digest('hex')
  const response = await (target.fetch ?? fetch)(`http://127.0.0.1:${target.port}/cms-webhook`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'webhook-signature': signature },
    body,
    signal: AbortSignal.timeout(10_000),
  })
  await response.body?.cancel()
  return response.status
}
