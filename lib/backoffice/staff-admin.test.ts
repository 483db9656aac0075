import { randomUUID } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { customers, staffMembers, staffSessions } from '@/lib/db/schema'
import type { DbHandle } from '@/lib/db/types'
import { openCatalogueTestDb } from '@/lib/shop/catalogue/testing/catalogue-db'
import { invitationMail } from './invitation-mail'
import { createStaffSession } from './sessions'
import { createStaffAccount } from './staff'
import {
  acceptInvitation,
  changeStaffRole,
  findInvitation,
  inviteStaff,
  listStaff,
  removeStaff,
  resetSecondFactor,
  revokeInvitation,
  StaffAdminError,
} from './staff-admin'

let handle: DbHandle
beforeAll(async () => {
  handle = await openCatalogueTestDb()
}, 180_000)
afterAll(async () => handle.close())

const unique = (name: string) => `${name}-${randomUUID().slice(0, 8)}@example.com`
const problem = async (work: Promise<unknown>) => {
  try {
    await work
    return null
  } catch (error) {
    if (error instanceof StaffAdminError) return error.problem
    throw error
  }
}

describe('staff management in the browser (issue 34 point 6)', () => {
  it('invites by e-mail; the invitee sets a password once, becomes staff with the role and enrols later', async () => {
    const owner = await createStaffAccount(handle.db, unique('owner'), 'a long passphrase')
    const email = unique('sam')
    const invitation = await inviteStaff(
      handle.db,
      { email: `  ${email.toUpperCase()} `, name: 'Sam Support', role: 'support' },
      { customerId: owner, name: 'Olga Owner' },
    )
    expect(invitation.email).toBe(email)
    const mail = invitationMail({
      ...invitation,
      inviter: 'Olga Owner',
      link: `https://x/backoffice/invite/${invitation.token}`,
    })
    expect(mail.text).toContain('Olga Owner lädt Sie als „Kundenservice“ ins Backoffice ein.')
    expect(mail.text).toContain(invitation.token)
    expect((await listStaff(handle.db)).invitations.map((i) => i.email)).toContain(email)
    expect(await findInvitation(handle.db, invitation.token)).toMatchObject({ email, hasAccount: false })
    expect(
      await acceptInvitation(handle.db, invitation.token, { name: 'Sam', password: 'password' }),
    ).toEqual({
      ok: false,
      reason: 'weakPassword',
    })
    expect(
      await acceptInvitation(handle.db, invitation.token, {
        name: 'Sam Support',
        password: 'blue harbour lantern',
      }),
    ).toEqual({ ok: true, email })
    // Used once only.
    expect(await findInvitation(handle.db, invitation.token)).toBeNull()
    expect(
      await acceptInvitation(handle.db, invitation.token, { name: 'Sam', password: 'blue harbour lantern' }),
    ).toEqual({ ok: false, reason: 'invalid' })
    const member = (await listStaff(handle.db)).members.find((m) => m.email === email)
    expect(member).toMatchObject({ name: 'Sam Support', role: 'support', enrolled: false })
    expect(
      await problem(
        inviteStaff(handle.db, { email, name: 'Sam', role: 'owner' }, { customerId: owner, name: 'O' }),
      ),
    ).toBe('alreadyStaff')
  })

  it('asks an existing shop account for its own password, so a leaked link takes over nothing', async () => {
    const email = unique('kunde')
    const id = await createStaffAccount(handle.db, email, 'customer passphrase')
    await handle.db.delete(staffMembers).where(eq(staffMembers.customerId, id))
    const invitation = await inviteStaff(
      handle.db,
      { email, name: 'Kai', role: 'production' },
      { customerId: id, name: 'O' },
    )
    expect(await findInvitation(handle.db, invitation.token)).toMatchObject({ hasAccount: true })
    expect(
      await acceptInvitation(handle.db, invitation.token, { name: 'Kai', password: 'a new passphrase!' }),
    ).toEqual({
      ok: false,
      reason: 'wrongPassword',
    })
    expect(
      await acceptInvitation(handle.db, invitation.token, { name: 'Kai', password: 'customer passphrase' }),
    ).toEqual({
      ok: true,
      email,
    })
    const [row] = await handle.db.select().from(staffMembers).where(eq(staffMembers.customerId, id))
    expect(row?.role).toBe('production')
  })

  it('expires and revokes invitations; a malformed token finds nothing', async () => {
    const now = new Date('2026-11-28T10:00:00Z')
    const invitation = await inviteStaff(
      handle.db,
      { email: unique('late'), name: 'Lea', role: 'support' },
      { customerId: randomUUID(), name: 'O' },
      now,
    ).catch(() => null)
    // The inviter must exist (foreign key); an owner's id is used below.
    expect(invitation).toBeNull()
    const owner = await createStaffAccount(handle.db, unique('o2'), 'a long passphrase')
    const open = await inviteStaff(
      handle.db,
      { email: unique('late'), name: 'Lea', role: 'support' },
      { customerId: owner, name: 'O' },
      now,
    )
    expect(await findInvitation(handle.db, open.token, new Date('2026-12-01T10:00:01Z'))).toBeNull()
    expect(await findInvitation(handle.db, open.token, new Date('2026-12-01T09:59:59Z'))).not.toBeNull()
    expect(await revokeInvitation(handle.db, open.id)).toBe(true)
    expect(await findInvitation(handle.db, open.token, now)).toBeNull()
    expect(await findInvitation(handle.db, "' or 1=1 --")).toBeNull()
    await expect(
      inviteStaff(
        handle.db,
        { email: 'not an address', name: 'X', role: 'owner' },
        { customerId: owner, name: 'O' },
      ),
    ).rejects.toThrow()
    await expect(
      inviteStaff(
        handle.db,
        { email: unique('x'), name: 'Xavier', role: 'admin' },
        { customerId: owner, name: 'O' },
      ),
    ).rejects.toThrow()
  })

  it('changes roles, resets the second factor (ending sessions) and removes, but never oneself or the last owner', async () => {
    // A database of its own would be cleaner; here every owner made so far counts, so demote them first.
    const owners = await handle.db.select().from(staffMembers).where(eq(staffMembers.role, 'owner'))
    const boss = await createStaffAccount(handle.db, unique('boss'), 'a long passphrase')
    for (const other of owners) await changeStaffRole(handle.db, boss, other.customerId, 'support')
    const worker = await createStaffAccount(handle.db, unique('worker'), 'a long passphrase', 'production')
    expect(await problem(changeStaffRole(handle.db, boss, boss, 'support'))).toBe('self')
    expect(await problem(removeStaff(handle.db, boss, boss))).toBe('self')
    // The worker made owner, then the boss may be demoted by them, but not the other way round at the end.
    await changeStaffRole(handle.db, boss, worker, 'owner')
    await changeStaffRole(handle.db, worker, boss, 'support')
    expect(await problem(changeStaffRole(handle.db, boss, worker, 'production'))).toBe('lastOwner')
    expect(await problem(removeStaff(handle.db, boss, worker))).toBe('lastOwner')
    expect(await problem(changeStaffRole(handle.db, worker, randomUUID(), 'owner'))).toBe('notFound')
    await handle.db
      .update(staffMembers)
      .set({ totpEnabledAt: new Date(), totpSecretSealed: 'sealed' })
      .where(eq(staffMembers.customerId, boss))
    await createStaffSession(handle.db, boss, 'full')
    await resetSecondFactor(handle.db, worker, boss)
    const [reset] = await handle.db.select().from(staffMembers).where(eq(staffMembers.customerId, boss))
    expect(reset).toMatchObject({ totpSecretSealed: null, totpEnabledAt: null })
    expect(await handle.db.select().from(staffSessions).where(eq(staffSessions.customerId, boss))).toEqual([])
    await removeStaff(handle.db, worker, boss)
    expect(await handle.db.select().from(staffMembers).where(eq(staffMembers.customerId, boss))).toEqual([])
    // The shop account stays.
    expect(await handle.db.select().from(customers).where(eq(customers.id, boss))).toHaveLength(1)
  })
})
