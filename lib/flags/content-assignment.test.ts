import { describe, expect, it } from 'vitest'
import { assignmentSegment, parseAssignmentSegment } from './content-assignment'

describe('content experiment assignment', () => {
  it('has no segment while every content flag shows the default', () => {
    expect(assignmentSegment('card', {})).toBeNull()
    expect(assignmentSegment('card', { kls_home_teaser_test_KS187: 'off' })).toBeNull()
    expect(assignmentSegment('card', { kls_home_teaser_test_KS187: 'control' })).toBeNull()
  })

  it('names the content flags that are on, and only those of the brand', () => {
    const segment = assignmentSegment('card', {
      kls_home_teaser_test_KS187: 'on',
      kls_sticky_add_to_cart_KS142: 'on',
    })
    expect(segment).toBe('kls_home_teaser_test_KS187')
    expect(assignmentSegment('poster', { kls_home_teaser_test_KS187: 'on' })).toBeNull()
  })

  it('parses what it made and refuses anything else', () => {
    expect(parseAssignmentSegment('card', 'kls_home_teaser_test_KS187')).toEqual({
      kls_home_teaser_test_KS187: 'on',
    })
    for (const bad of [
      '',
      'nope',
      'kls_sticky_add_to_cart_KS142',
      'kls_home_teaser_test_KS187+kls_home_teaser_test_KS187',
    ])
      expect(parseAssignmentSegment('card', bad)).toBeNull()
    expect(parseAssignmentSegment('poster', 'kls_home_teaser_test_KS187')).toBeNull()
  })
})
