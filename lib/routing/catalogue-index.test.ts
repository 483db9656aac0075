import { afterEach, describe, expect, it } from 'vitest'
import {
  catalogueSubjectExists,
  clearCatalogueIndexForTests,
  setCatalogueIndex,
  subjectIn,
  type CatalogueSubjects,
} from './catalogue-index'

const card: CatalogueSubjects = { designs: new Set(['rosen-hochzeit', '12']), themes: new Set(['1461', '7']) }
const poster: CatalogueSubjects = { designs: new Set(), themes: new Set() }
const ask = (subjects: CatalogueSubjects, path: string, search = '') =>
  subjectIn(subjects, {
    brand: 'card',
    route: path.split('/').filter(Boolean),
    query: new URLSearchParams(search),
  })

describe('subjectIn (issue 32 point 4: unknown subjects get the static 404 page)', () => {
  it('knows designs by slug, themes by id and the default theme', () => {
    expect(ask(card, '/products/design/rosen-hochzeit')).toBe(true)
    expect(ask(card, '/products/design/nope')).toBe(false)
    expect(ask(card, '/products/design/rosen-hochzeit/extra')).toBe(false)
    expect(ask(card, '/themes/7')).toBe(true)
    expect(ask(card, '/themes/007')).toBe(true)
    expect(ask(card, '/themes/8')).toBe(false)
    expect(ask(card, '/themes/abc')).toBe(false)
    expect(ask(card, '/themes/7/x')).toBe(false)
    expect(ask(card, '/themes')).toBe(true)
  })

  it('checks the design tool design by id or slug; without one the page decides', () => {
    expect(ask(card, '/configurator-card', 'design=12')).toBe(true)
    expect(ask(card, '/configurator-card', 'design=rosen-hochzeit')).toBe(true)
    expect(ask(card, '/configurator-card', 'design=99999')).toBe(false)
    expect(ask(card, '/configurator-card', 'saved=1b2c')).toBe(true)
    expect(ask(card, '/configurator-card')).toBe(true)
  })

  it('a brand without catalogue (the poster channel) has no themes and no card designs', () => {
    expect(ask(poster, '/themes')).toBe(false)
    expect(ask(poster, '/themes/1461')).toBe(false)
    expect(ask(poster, '/products/design/rosen-hochzeit')).toBe(false)
    expect(ask(poster, '/configurator-card', 'design=12')).toBe(false)
  })

  it('leaves every other route alone', () => {
    expect(ask(poster, '/products')).toBe(true)
    expect(ask(poster, '/products/hochzeit')).toBe(true)
    expect(ask(poster, '/configurator-calendar', 'designGroupId=1')).toBe(true)
    expect(ask(poster, '/versand')).toBe(true)
  })
})

describe('catalogueSubjectExists', () => {
  afterEach(() => clearCatalogueIndexForTests())

  it('is undefined until the brand is loaded, then answers from the index', () => {
    const request = { brand: 'poster' as const, route: ['themes'], query: new URLSearchParams() }
    expect(catalogueSubjectExists(request)).toBeUndefined()
    setCatalogueIndex('poster', poster)
    expect(catalogueSubjectExists(request)).toBe(false)
    expect(catalogueSubjectExists({ ...request, brand: 'card' })).toBeUndefined()
  })
})
