import fs from 'node:fs'
import { describe, expect, it } from 'vitest'

// Decision records are read months later: each must say whether it still holds and since when, and
// the index must list it (docs/adr/README.md).
const dir = 'docs/adr'
const records = fs.readdirSync(dir).filter((f) => /^\d{4}-.*\.md$/.test(f))

describe('decision records', () => {
  it('each starts with a status and a date', () => {
    const missing = records.filter((f) => {
      const head = fs.readFileSync(`${dir}/${f}`, 'utf8').split('\n').slice(0, 6).join('\n')
      return !/^Status: (accepted|superseded|amended)[^\n]*\d{4}-\d{2}-\d{2}/m.test(head)
    })
    expect(missing).toEqual([])
  })

  it('are all listed in the index', () => {
    const index = fs.readFileSync(`${dir}/README.md`, 'utf8')
    expect(records.filter((f) => !index.includes(`(${f})`))).toEqual([])
  })
})
