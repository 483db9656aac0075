import { readdirSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { ENDPOINTS } from './endpoints'
import { openApiDocument } from './openapi'

/** API paths of the route handlers on disk (catch-alls and the document itself excluded). */
function routePaths(dir: string, base: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (!entry.isDirectory()) return entry.name === 'route.ts' ? [base] : []
    if (entry.name.startsWith('[') || entry.name === 'openapi.json') return []
    return routePaths(join(dir, entry.name), `${base}/${entry.name}`)
  })
}

describe('OpenAPI document', () => {
  const doc = openApiDocument(ENDPOINTS) as {
    openapi: string
    paths: Record<string, Record<string, unknown>>
  }

  it('is OpenAPI 3.1 with every described endpoint', () => {
    expect(doc.openapi).toBe('3.1.0')
    for (const endpoint of ENDPOINTS)
      expect(doc.paths[endpoint.path]?.[endpoint.method.toLowerCase()]).toBeDefined()
  })

  it('covers every route handler under /web-api, /price-api, /whitelabel and /api', () => {
    const onDisk = ['web-api', 'price-api', 'whitelabel', 'api'].flatMap((top) => {
      try {
        return routePaths(join('app', top), `/${top}`)
      } catch {
        return []
      }
    })
    expect(onDisk.length).toBeGreaterThan(2)
    // The spec writes /api/get-location/ with its slash; Next serves a route with and without one.
    const documented = Object.keys(doc.paths).map((path) => path.replace(/(.)\/$/, '$1'))
    for (const path of onDisk) expect(documented, path).toContain(path)
  })

  it('documents the channel and locale headers and the error shape', () => {
    const health = doc.paths['/web-api/health']?.get as {
      parameters: { name: string; in: string }[]
      responses: object
    }
    expect(health.parameters.filter((p) => p.in === 'header').map((p) => p.name)).toEqual([
      'channel',
      'locale',
    ])
    expect(Object.keys(health.responses)).toEqual(expect.arrayContaining(['200', '400', '503']))
  })
})
