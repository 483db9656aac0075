import { readdirSync, readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { describe, expect, it } from 'vitest'

// Route handlers get the database from the API layer (`db` in handle()'s input, requestDb() for raw
// handlers), never from lib/db itself (ADR 0055, issue 25 point 4). Types and health included.
const APP = resolve('app')
const LIB_DB_IMPORT = /(?:from|import)\s*\(?\s*['"](?:@\/lib\/db|(?:\.\.\/)+lib\/db)(?:\/[^'"]*)?['"]/

function routeHandlers(): string[] {
  return readdirSync(APP, { recursive: true, encoding: 'utf8' })
    .filter((path) => /(^|\/)route\.tsx?$/.test(path))
    .map((path) => join(APP, path))
}

describe('route handlers', () => {
  it('are found (the walk sees the app folder)', () => {
    expect(routeHandlers().length).toBeGreaterThan(50)
  })

  it('import nothing from lib/db', () => {
    const offenders = routeHandlers().filter((file) => LIB_DB_IMPORT.test(readFileSync(file, 'utf8')))
    expect(offenders.map((file) => file.slice(APP.length + 1))).toEqual([])
  })
})
