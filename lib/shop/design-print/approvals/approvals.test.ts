import { randomUUID } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { designVersions } from '@/lib/db/schema'
import type { DbHandle } from '@/lib/db/types'
import { openCatalogueTestDb } from '@/lib/shop/catalogue/testing/catalogue-db'
import { sampleDocumentInput } from '@/lib/shop/design-print/design/testing/fixtures'
import {
  createSavedDesign,
  getSavedDesign,
  updateSavedDesign,
} from '@/lib/shop/design-print/saved-designs/saved-designs'
import type { SavedDesignOwner } from '@/lib/shop/design-print/saved-designs/schema'
import { FOLDED_CARD } from '@/lib/shop/sales/orders/testing/fixtures'
import { APPROVAL_LIMITS } from './limits'
import { addComment, approveVersion, openReview } from './review'
import { ownerApproval, revokeShare, saveVersion, shareDesign } from './shares'
import { compareVersions } from './compare-versions'

let handle: DbHandle
beforeAll(async () => {
  handle = await openCatalogueTestDb()
}, 180_000)
afterAll(() => handle.close())

const status = (promise: Promise<unknown>) =>
  promise.then(
    () => 'ok',
    (error: { status?: number; message?: string }) => `${error.status}: ${error.message}`,
  )

async function design(owner: SavedDesignOwner) {
  const ref = await createSavedDesign(handle.db, owner, {
    designId: 101,
    document: sampleDocumentInput(),
    options: { ...FOLDED_CARD.options },
  })
  return ref.id
}

/** Changes the first text of the front page, as the owner typing in the editor does. */
async function edit(owner: SavedDesignOwner, id: string, content: string) {
  const saved = await getSavedDesign(handle.db, owner, id)
  if (!saved || saved.product !== 'card') throw new Error('no card')
  const document = structuredClone(saved.document)
  const text = document.pages.flatMap((p) => p.layers).find((l) => l.type === 'text')
  if (!text || text.type !== 'text') throw new Error('no text layer')
  text.content = content
  await updateSavedDesign(handle.db, owner, {
    id,
    revision: saved.revision,
    document,
    options: saved.options,
  })
}

async function sharedToken(owner: SavedDesignOwner, id: string): Promise<string> {
  const view = await shareDesign(handle.db, owner, id)
  if (!view.share) throw new Error('not shared')
  return view.share.token
}

describe('versions', () => {
  it('keeps one version per saved state: sharing, a reviewer opening the same state, saving it again', async () => {
    const owner = { visitorKey: randomUUID() }
    const id = await design(owner)
    const token = await sharedToken(owner, id)
    await openReview(handle.db, token)
    await saveVersion(handle.db, owner, id)
    const view = await ownerApproval(handle.db, owner, id)
    expect(view.versions.map((v) => [v.number, v.reason])).toEqual([[1, 'share']])
    expect(view.versions[0]?.pages.length).toBeGreaterThan(0)
  })

  it('makes a new version when a reviewer opens a state changed since the last one', async () => {
    const owner = { visitorKey: randomUUID() }
    const id = await design(owner)
    const token = await sharedToken(owner, id)
    await edit(owner, id, 'Anna & Ben heiraten')
    const review = await openReview(handle.db, token)
    expect(review?.versions.map((v) => [v.number, v.reason])).toEqual([
      [2, 'review'],
      [1, 'share'],
    ])
  })

  it(`keeps at most ${APPROVAL_LIMITS.keptVersions} versions, but never one someone commented on or approved`, async () => {
    const owner = { visitorKey: randomUUID() }
    const id = await design(owner)
    const token = await sharedToken(owner, id)
    const first = (await ownerApproval(handle.db, owner, id)).versions[0]
    if (!first) throw new Error('no version')
    await approveVersion(handle.db, token, { versionId: first.id, name: 'Mama' })
    for (let n = 0; n < APPROVAL_LIMITS.keptVersions + 3; n++) {
      await edit(owner, id, `Fassung ${n}`)
      await saveVersion(handle.db, owner, id)
    }
    const rows = await handle.db
      .select({ number: designVersions.number })
      .from(designVersions)
      .where(eq(designVersions.savedDesignId, id))
    const numbers = rows.map((r) => r.number).sort((a, b) => a - b)
    // The approved version 1 stays; of the 23 others the newest 20 are kept.
    expect(numbers[0]).toBe(1)
    expect(numbers).toHaveLength(APPROVAL_LIMITS.keptVersions + 1)
    expect(numbers.at(-1)).toBe(APPROVAL_LIMITS.keptVersions + 4)
  })
})

describe('approvals', () => {
  it('tie an approval to the version seen: after a change the current state is not approved', async () => {
    const owner = { customerId: randomUUID() }
    const id = await design(owner)
    const token = await sharedToken(owner, id)
    const v1 = (await openReview(handle.db, token))?.versions[0]
    if (!v1) throw new Error('no version')
    const approved = await approveVersion(handle.db, token, { versionId: v1.id, name: ' Mama ' })
    expect(approved.status).toMatchObject({ currentVersion: 1, approvedBy: ['Mama'] })
    expect(approved.status.lastApproval).toMatchObject({ name: 'Mama', versionNumber: 1 })
    // The same name approving again changes nothing.
    const again = await approveVersion(handle.db, token, { versionId: v1.id, name: 'Mama' })
    expect(again.approvals).toHaveLength(1)

    await edit(owner, id, 'Neuer Text')
    const changed = await ownerApproval(handle.db, owner, id)
    expect(changed.status).toMatchObject({ currentVersion: null, latestVersion: 1, approvedBy: [] })
    const v2 = (await openReview(handle.db, token))?.versions[0]
    expect(v2?.number).toBe(2)
    const after = await ownerApproval(handle.db, owner, id)
    expect(after.status).toMatchObject({ currentVersion: 2, approvedBy: [] })
    expect(after.status.lastApproval).toMatchObject({ name: 'Mama', versionNumber: 1 })
  })

  it('refuses a version of another design, and a withdrawn link', async () => {
    const owner = { visitorKey: randomUUID() }
    const mine = await sharedToken(owner, await design(owner))
    const otherOwner = { visitorKey: randomUUID() }
    const otherId = await design(otherOwner)
    await sharedToken(otherOwner, otherId)
    const foreign = (await ownerApproval(handle.db, otherOwner, otherId)).versions[0]
    if (!foreign) throw new Error('no version')
    expect(await status(approveVersion(handle.db, mine, { versionId: foreign.id, name: 'Mama' }))).toMatch(
      /^404: This design has no such version/,
    )
    await revokeShare(handle.db, otherOwner, otherId)
    expect(await openReview(handle.db, 'x'.repeat(22))).toBeNull()
    expect((await ownerApproval(handle.db, otherOwner, otherId)).share).toBeNull()
  })
})

describe('comments', () => {
  it('pins a comment to a page of a version; refuses a page the version lacks and spots off the card', async () => {
    const owner = { visitorKey: randomUUID() }
    const id = await design(owner)
    const token = await sharedToken(owner, id)
    const version = (await openReview(handle.db, token))?.versions[0]
    const page = version?.pages[0]
    if (!version || !page) throw new Error('no page')
    const base = { versionId: version.id, pageId: page.id, name: 'Papa' }
    const view = await addComment(handle.db, token, {
      ...base,
      x: 0.25,
      y: 0.5,
      text: 'Schrift <b>größer</b>?',
    })
    expect(view.comments).toMatchObject([
      { pageId: page.id, x: 0.25, y: 0.5, text: 'Schrift <b>größer</b>?' },
    ])
    expect(
      await status(addComment(handle.db, token, { ...base, pageId: 'nope', x: 0.1, y: 0.1, text: 'x' })),
    ).toMatch(/^422/)
    expect(await status(addComment(handle.db, token, { ...base, x: 1.5, y: 0.1, text: 'x' }))).toMatch(
      /^400: x: x is outside the card/,
    )
    expect(
      await status(addComment(handle.db, token, { ...base, x: 0.1, y: 0.1, text: 'x'.repeat(1001) })),
    ).toMatch(/^400: text/)
  })
})

describe('compare', () => {
  it('lists the text that changed between two versions', async () => {
    const owner = { visitorKey: randomUUID() }
    const id = await design(owner)
    await shareDesign(handle.db, owner, id)
    await edit(owner, id, 'Wir sagen Ja')
    const view = await saveVersion(handle.db, owner, id)
    const [v2, v1] = view.versions
    if (!v1 || !v2) throw new Error('two versions expected')
    const compared = await compareVersions(handle.db, id, v1.id, v2.id)
    expect(compared.changes).toContainEqual(expect.objectContaining({ kind: 'text', after: 'Wir sagen Ja' }))
    expect(await status(compareVersions(handle.db, id, v1.id, randomUUID()))).toMatch(/^404/)
  })
})
