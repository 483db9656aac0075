import { sql } from 'drizzle-orm'
import { z } from 'zod'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openTestDb } from '@/lib/db/test-db'
import type { DbHandle } from '@/lib/db/types'
import { mailboxKey, mailboxKeySql } from './mailbox'

const CASES: [string, string][] = [
  ['Erika.Muster@Example.de', 'erika.muster@example.de'],
  [' erika+1@example.de ', 'erika@example.de'],
  ['erika+newsletter+2@example.de', 'erika@example.de'],
  ['e.r.i.k.a+x@gmail.com', 'erika@gmail.com'],
  ['E.Rika@GoogleMail.com', 'erika@gmail.com'],
  ['first.last@web.de', 'first.last@web.de'],
  ['+tag@example.de', '+tag@example.de'],
  ['no-at-sign', 'no-at-sign'],
]

describe('mailboxKey', () => {
  it.each(CASES)('%s → %s', (email, key) => {
    expect(mailboxKey(email)).toBe(key)
  })

  describe('in SQL', () => {
    let handle: DbHandle
    beforeAll(async () => {
      handle = await openTestDb()
    })
    afterAll(() => handle.close())

    it('gives the same key as in TypeScript', async () => {
      for (const [email, key] of CASES) {
        const result = z
          .object({ rows: z.array(z.object({ key: z.string() })) })
          .parse(await handle.db.execute(sql`select ${mailboxKeySql(sql`${email}::text`)} as key`))
        expect([email, result.rows[0]?.key]).toEqual([email, key])
      }
    })
  })
})
