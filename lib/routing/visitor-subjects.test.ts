import { afterEach, describe, expect, it, vi } from 'vitest'
import { setVisitorSubjectCheck, visitorSubjectExists, type VisitorSubjectRequest } from './visitor-subjects'

const request = (search: string): VisitorSubjectRequest => ({
  route: ['configurator-photobox'],
  query: new URLSearchParams(search),
  headers: new Headers(),
  cookie: () => undefined,
})

afterEach(() => setVisitorSubjectCheck(undefined))

describe('visitorSubjectExists (issue 32 point 4)', () => {
  it('asks the registered check only for a saved design or cart line', async () => {
    const check = vi.fn(async () => false)
    setVisitorSubjectCheck(check)
    expect(await visitorSubjectExists(request('photoboxType=classic'))).toBeUndefined()
    expect(check).not.toHaveBeenCalled()
    expect(await visitorSubjectExists(request('saved=0b6a'))).toBe(false)
    expect(await visitorSubjectExists(request('line=0b6a'))).toBe(false)
    expect(check).toHaveBeenCalledTimes(2)
  })

  it('leaves the decision to the page before start-up registered the check, or when it fails', async () => {
    expect(await visitorSubjectExists(request('saved=0b6a'))).toBeUndefined()
    setVisitorSubjectCheck(async () => {
      throw new Error('database down')
    })
    expect(await visitorSubjectExists(request('saved=0b6a'))).toBeUndefined()
  })
})
