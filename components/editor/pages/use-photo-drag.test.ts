import { describe, expect, it } from 'vitest'
import { readPhotoDrag } from './use-photo-drag'

const data = (text: string) => ({
  getData: (type: string) => (type === 'application/x-editor-photo' ? text : ''),
})

describe('readPhotoDrag', () => {
  it.each([
    [{ kind: 'upload', uploadId: 'up-0123' }],
    [{ kind: 'slot', pageId: 'month-3', layerId: 'photo-1' }],
    [{ kind: 'page', pageId: 'spread-2' }],
  ])('reads %o', (source) => {
    expect(readPhotoDrag(data(JSON.stringify(source)))).toEqual(source)
  })

  it.each([
    ['', 'nothing of ours'],
    ['not json', 'text from elsewhere'],
    ['null', 'null'],
    ['{"kind":"upload","uploadId":"../etc/passwd"}', 'an id that is no id'],
    ['{"kind":"slot","pageId":"p1"}', 'a slot without its layer'],
    ['{"kind":"file","name":"x"}', 'an unknown kind'],
  ])('refuses %s (%s)', (text) => {
    expect(readPhotoDrag(data(text))).toBeNull()
  })
})
