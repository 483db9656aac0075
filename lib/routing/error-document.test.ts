import { describe, expect, it } from 'vitest'
import { errorDocument } from './error-document'

describe('errorDocument', () => {
  it('speaks German in the German shops and English in the US shop', () => {
    expect(errorDocument(400, 'Bad request path')).toContain('<a href="/">Zur Startseite</a>')
    const us = errorDocument(400, 'Bad request path', 'us')
    expect(us).toContain('<html lang="en">')
    expect(us).toContain('<a href="/">Back to the home page</a>')
    expect(us).not.toContain('Startseite')
  })
})
