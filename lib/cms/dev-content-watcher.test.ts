import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { watchContent } from './dev-content-watcher'

const dirs: string[] = []
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true })
})

describe('development content watcher', () => {
  it('reports a burst of story file changes once, and ignores other files', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'content-'))
    dirs.push(dir)
    mkdirSync(path.join(dir, 'card'))
    const calls: string[][] = []
    const watcher = watchContent(dir, (files) => calls.push(files), 100)
    try {
      writeFileSync(path.join(dir, 'card', 'a.json'), '{}')
      writeFileSync(path.join(dir, 'card', 'b.json'), '{}')
      writeFileSync(path.join(dir, 'card', 'notes.txt'), 'x')
      await expect.poll(() => calls.length, { timeout: 3000 }).toBe(1)
      await new Promise((resolve) => setTimeout(resolve, 250))
      expect(calls).toHaveLength(1)
      expect(calls[0]).toEqual([path.join(dir, 'card', 'a.json'), path.join(dir, 'card', 'b.json')])
    } finally {
      watcher.close()
    }
  })
})
