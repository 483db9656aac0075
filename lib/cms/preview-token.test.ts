import { createHash } from 'node:crypto'
import { afterEach, describe, expect, it } from 'vitest'
import { resetEnvForTests } from '@/lib/env'
import { LOCAL_CDN } from './constants'
import { answerLocalCdn } from './local-cdn-fetch'
import { isValidPreview, type PreviewParams } from './preview'
import { derivedPreviewToken, previewToken } from './preview-token'

const SECRET = 'a'.repeat(43)
const now = 1_800_000_000
/** A preview link's token as anyone could compute it from the public local preview token. */
const forged: PreviewParams = {
  storyId: '1001',
  spaceId: '1',
  timestamp: String(now),
  token: createHash('sha1').update(`1:${LOCAL_CDN.previewToken}:${now}`).digest('hex'),
}

afterEach(() => resetEnvForTests())

describe('previewToken', () => {
  it('is the CMS token whenever one is configured', () => {
    resetEnvForTests({ APP_ENV: 'production', STORYBLOK_TOKEN: 'space-token', AUTH_SECRET: SECRET })
    expect(previewToken()).toBe('space-token')
  })

  it.each(['development', 'test'])(
    'is the local store constant in %s (the browser tests sign with it)',
    (appEnv) => {
      resetEnvForTests({ APP_ENV: appEnv, AUTH_SECRET: SECRET })
      expect(previewToken()).toBe(LOCAL_CDN.previewToken)
      expect(isValidPreview(forged, previewToken(), now)).toBe(true)
    },
  )

  it.each(['staging', 'production'])('has no constant fallback in %s: derived from AUTH_SECRET', (appEnv) => {
    resetEnvForTests({ APP_ENV: appEnv, AUTH_SECRET: SECRET })
    const token = previewToken()
    expect(token).toBe(derivedPreviewToken(SECRET))
    expect(token).not.toBe(LOCAL_CDN.previewToken)
    expect(token).not.toContain(SECRET)
    expect(derivedPreviewToken('b'.repeat(43))).not.toBe(token)
    // A link signed with the public constant no longer switches on draft mode ...
    expect(isValidPreview(forged, token, now)).toBe(false)
    // ... and the local CDN's drafts need the derived token too.
    const drafts = (t: string) =>
      answerLocalCdn(new URL(`http://localhost/v2/cdn/stories?token=${t}&version=draft`), undefined, {
        previewToken: token,
      }).status
    expect(drafts(LOCAL_CDN.previewToken)).toBe(401)
    expect(drafts(token)).toBe(200)
  })

  it('refuses to make one in production without AUTH_SECRET', () => {
    resetEnvForTests({ APP_ENV: 'production' })
    expect(() => previewToken()).toThrow('AUTH_SECRET is required when APP_ENV is production')
  })
})
