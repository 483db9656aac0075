import { describe, expect, it } from 'vitest'
import { isRelayBody, relayBody, relayToOwnWebhook } from './content-relay'
import { isValidWebhookSignature } from './preview'

describe('the relay of a publish to an instance of its own webhook', () => {
  it('is told apart from what the CMS sends', () => {
    expect(isRelayBody(relayBody('instance-a'))).toBe(true)
    expect(isRelayBody('{"text":"published","action":"published","story_id":1}')).toBe(false)
    expect(isRelayBody('{"relay":"a","action":"published"}')).toBe(false)
    expect(isRelayBody('not json')).toBe(false)
  })

  it('is posted to the loopback address, signed like the CMS signs', async () => {
    const secret = 'a-webhook-secret-of-16+'
    let seen: { url: string; body: string; signature: string | null } | undefined
    const fake = (async (url: string, init: RequestInit) => {
      const headers = new Headers(init.headers)
      seen = { url, body: String(init.body), signature: headers.get('webhook-signature') }
      return new Response('{}', { status: 200 })
    }) as typeof fetch
    const status = await relayToOwnWebhook({ port: 3407, secret, origin: 'b', fetch: fake })
    expect(status).toBe(200)
    expect(seen?.url).toBe('http://127.0.0.1:3407/cms-webhook')
    expect(isValidWebhookSignature(seen?.body ?? '', seen?.signature ?? null, secret)).toBe(true)
    expect(isRelayBody(seen?.body ?? '')).toBe(true)
  })
})
