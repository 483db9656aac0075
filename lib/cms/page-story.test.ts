import { describe, expect, it } from 'vitest'
import { pageOf } from './page-story'
import type { Story } from './types'

const story = (content: Record<string, unknown>): Story => ({
  id: 1,
  uuid: 'u',
  name: 'Impressum',
  slug: 'impressum',
  full_slug: 'card/impressum',
  content: { component: 'page', _uid: 'p', ...content },
  lang: 'default',
  tag_list: [],
})

describe('pageOf', () => {
  it('reads title, description and body, falling back to the story name, with the story for the flag store', () => {
    expect(pageOf(story({ body: [{ component: 'info_text', _uid: 'a', text: 'x' }] }))).toEqual({
      title: 'Impressum',
      description: '',
      body: [{ component: 'info_text', _uid: 'a', text: 'x' }],
      story: { id: 1, slug: 'card/impressum' },
    })
    expect(pageOf(story({ title: 'Anbieter', description: 'D' }))?.title).toBe('Anbieter')
  })

  it('is null for stories that are not pages or have malformed bodies', () => {
    expect(pageOf(story({ component: 'config' }))).toBeNull()
    expect(pageOf(story({ body: [{ nope: true }] }))).toBeNull()
  })
})
