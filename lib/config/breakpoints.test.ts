import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { BREAKPOINTS, SCREEN_SCALE } from './breakpoints'

function cssFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return cssFiles(path)
    return entry.name.endsWith('.css') ? [path] : []
  })
}

describe('breakpoints', () => {
  const allowed = new Set<number>([...BREAKPOINTS, ...Object.values(SCREEN_SCALE)])
  const files = ['app', 'components', 'containers', 'styles'].flatMap((dir) => {
    try {
      return cssFiles(dir)
    } catch {
      return []
    }
  })

  it('finds the stylesheets', () => {
    expect(files.length).toBeGreaterThan(3)
  })

  it('uses only the spec’s widths in media queries', () => {
    for (const file of files) {
      const widths = [...readFileSync(file, 'utf8').matchAll(/@media[^{]*?(?:min|max)-width:\s*(\d+)px/g)]
      for (const [, width] of widths) expect(allowed.has(Number(width)), `${file}: ${width}px`).toBe(true)
    }
  })
})
