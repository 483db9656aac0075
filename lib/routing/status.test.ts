import { describe, expect, it } from 'vitest'
import { SERVER_ERROR_TITLE } from './server-error-title'
import { statusTitle } from './status'

describe('statusTitle', () => {
  it('is the status code, a dash and the status message', () => {
    expect(statusTitle(404)).toBe('404 - Page not found')
    expect(statusTitle(503)).toBe('503 - Service Unavailable')
    expect(statusTitle(418)).toBe('418 - Error')
  })

  it("spells the failed page's title as the error boundaries show it", () => {
    expect(statusTitle(500)).toBe('500 - Internal Server Error')
    expect(SERVER_ERROR_TITLE).toBe(statusTitle(500))
  })
})
