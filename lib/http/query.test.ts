import { describe, expect, it } from 'vitest'
import { queryToObject } from './query'

describe('queryToObject', () => {
  it.each([
    ['a=1&b=2', { a: '1', b: '2' }],
    ['ids[]=1&ids[]=2', { ids: ['1', '2'] }],
    ['ids[]=1', { ids: ['1'] }],
    ['a=1&a=2', { a: '2' }],
    ['q=%C3%BC%20x', { q: 'ü x' }],
    ['', {}],
  ])('%s', (query, expected) => {
    expect(queryToObject(new URLSearchParams(query))).toEqual(expected)
  })
})
