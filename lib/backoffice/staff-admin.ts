import { createHash, randomBytes, randomUUID } from 'node:crypto'
import { and, asc, eq, gt, isNull, ne, sql } from 'drizzle-orm'
import { z } from 'zod'
import { hashPassword, verifyPassword } from '@/lib/auth/password-hash'
import { newPasswordSchema } from '@/lib/auth/password-rules'
import {
  customerCredentials,
  customers,
  staffInvitations,
  staffMembers,
  staffSessions,
  STAFF_ROLES,
  type StaffRole,
} from '@/lib/db/schema'
import type { Db } from '@/lib/db/types'

/** An invitation link is good for three days: long enough over a weekend, short if it leaks. */
export const INVITATION_DAYS = 3

/** Why an owner's change was refused; the action shows the matching German sentence. */
export type StaffAdminProblem = 'self' | 'lastOwner' | 'alreadyStaff' | 'notFound'
export class StaffAdminError extends Error {
  override name = 'StaffAdminError'
  constructor(readonly problem: StaffAdminProblem) {
    super(`staff change refused: ${problem}`)
  }
}

export const inviteSchema = z.strictObject({
  email: z.string().trim().toLowerCase().pipe(z.email().max(254)),
  name: z.string().trim().min(2).max(80),
  role: z.enum(STAFF_ROLES),
})
export type InviteInput = z.input<typeof inviteSchema>

export const roleSchema = z.enum(STAFF_ROLES)

export interface StaffListMember {
  customerId: string
  name: string
  email: string
  role: StaffRole
  /** The second factor is set up. */
  enrolled: boolean
  since: Date
}
export interface StaffListInvitation {
  id: string
  name: string
  email: string
  role: StaffRole
  invitedByName: string
  expiresAt: Date
}

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex')

/** Everyone with back-office access, and the invitations not yet accepted nor expired. */
export async function listStaff(
  db: Db,
  now = new Date(),
): Promise<{ members: StaffListMember[]; invitations: StaffListInvitation[] }> {
  const [members, invitations] = await Promise.all([
    db
      .select({
        customerId: staffMembers.customerId,
        name: customers.name,
        email: customers.email,
        role: staffMembers.role,
        enrolledAt: staffMembers.totpEnabledAt,
        since: staffMembers.createdAt,
      })
      .from(staffMembers)
      .innerJoin(customers, eq(customers.id, staffMembers.customerId))
      .orderBy(asc(customers.name), asc(customers.email)),
    db
      .select({
        id: staffInvitations.id,
        name: staffInvitations.name,
        email: staffInvitations.email,
        role: staffInvitations.role,
        invitedByName: staffInvitations.invitedByName,
        expiresAt: staffInvitations.expiresAt,
      })
      .from(staffInvitations)
      .where(and(isNull(staffInvitations.acceptedAt), gt(staffInvitations.expiresAt, now)))
      .orderBy(asc(staffInvitations.createdAt)),
  ])
  return {
    members: members.map(({ enrolledAt, ...m }) => ({ ...m, enrolled: enrolledAt !== null })),
    invitations,
  }
}

/**
 * A new invitation (an earlier open one to the same address is replaced). Returns the token for the
 * e-mailed link; only its hash is stored. Someone who is staff already is not invited again.
 */
export async function inviteStaff(
  db: Db,
  /** Parsed here with inviteSchema (a form's values as they come); a ZodError for bad input. */
  input: unknown,
  by: { customerId: string; name: string },
  now = new Date(),
): Promise<{ id: string; token: string; email: string; name: string; role: StaffRole; expiresAt: Date }> {
  const invite = inviteSchema.parse(input)
  const [existing] = await db
    .select({ id: staffMembers.customerId })
    .from(staffMembers)
    .innerJoin(customers, eq(customers.id, staffMembers.customerId))
    .where(eq(customers.email, invite.email))
  if (existing) throw new StaffAdminError('alreadyStaff')
  const token = randomBytes(32).toString('base64url')
  const expiresAt = new Date(now.getTime() + INVITATION_DAYS * 24 * 60 * 60_000)
  const id = randomUUID()
  await db.transaction(async (tx) => {
    await tx
      .delete(staffInvitations)
      .where(and(eq(staffInvitations.email, invite.email), isNull(staffInvitations.acceptedAt)))
    await tx.insert(staffInvitations).values({
      id,
      ...invite,
      tokenHash: hashOf(token),
      invitedBy: by.customerId,
      invitedByName: by.name,
      expiresAt,
      createdAt: now,
    })
  })
  return { id, token, ...invite, expiresAt }
}

export async function revokeInvitation(db: Db, id: string): Promise<boolean> {
  if (!z.uuid().safeParse(id).success) return false
  const rows = await db
    .delete(staffInvitations)
    .where(and(eq(staffInvitations.id, id), isNull(staffInvitations.acceptedAt)))
    .returning({ id: staffInvitations.id })
  return rows.length > 0
}

export interface OpenInvitation {
  id: string
  email: string
  name: string
  role: StaffRole
  /** A shop account with this address exists: accepting asks for its password instead of a new one. */
  hasAccount: boolean
}

/** The open invitation of a link's token, or null (unknown, used or expired: the page is a 404). */
export async function findInvitation(
  db: Db,
  token: string | undefined,
  now = new Date(),
): Promise<OpenInvitation | null> {
  if (!token || !/^[A-Za-z0-9_-]{43}$/.test(token)) return null
  const [row] = await db
    .select({
      id: staffInvitations.id,
      email: staffInvitations.email,
      name: staffInvitations.name,
      role: staffInvitations.role,
      account: customers.id,
    })
    .from(staffInvitations)
    .leftJoin(customers, eq(customers.email, staffInvitations.email))
    .where(
      and(
        eq(staffInvitations.tokenHash, hashOf(token)),
        isNull(staffInvitations.acceptedAt),
        gt(staffInvitations.expiresAt, now),
      ),
    )
  if (!row) return null
  const { account, ...invitation } = row
  return { ...invitation, hasAccount: account !== null }
}

export type AcceptOutcome =
  { ok: true; email: string } | { ok: false; reason: 'invalid' | 'name' | 'weakPassword' | 'wrongPassword' }

/**
 * The invitee accepts: without a shop account one is made with the chosen password (the link proved
 * the address, so it counts as confirmed); with one, its password must be given, so a leaked link
 * cannot take over someone's account. Then the staff row with the invited role; the invitation is
 * used up in the same transaction. The second factor follows at the first sign-in (enrol page).
 */
export async function acceptInvitation(
  db: Db,
  token: string,
  input: { name: string; password: string },
  now = new Date(),
): Promise<AcceptOutcome> {
  const invitation = await findInvitation(db, token, now)
  if (!invitation) return { ok: false, reason: 'invalid' }
  const name = input.name.trim()
  if (name.length < 2 || name.length > 80) return { ok: false, reason: 'name' }
  const [account] = await db
    .select({ id: customers.id, hash: customerCredentials.password })
    .from(customers)
    .leftJoin(
      customerCredentials,
      and(eq(customerCredentials.userId, customers.id), eq(customerCredentials.providerId, 'credential')),
    )
    .where(eq(customers.email, invitation.email))
  if (account?.hash) {
    if (!(await verifyPassword({ hash: account.hash, password: input.password })))
      return { ok: false, reason: 'wrongPassword' }
  } else if (!newPasswordSchema.safeParse(input.password).success) {
    return { ok: false, reason: 'weakPassword' }
  }
  const newHash = account?.hash ? null : await hashPassword(input.password)
  const accepted = await db.transaction(async (tx) => {
    const used = await tx
      .update(staffInvitations)
      .set({ acceptedAt: now })
      .where(and(eq(staffInvitations.id, invitation.id), isNull(staffInvitations.acceptedAt)))
      .returning({ id: staffInvitations.id })
    if (used.length === 0) return false
    const customerId = account?.id ?? randomUUID()
    if (!account) {
      await tx
        .insert(customers)
        .values({ id: customerId, name, email: invitation.email, emailVerified: true })
    } else {
      await tx.update(customers).set({ emailVerified: true }).where(eq(customers.id, customerId))
    }
    if (newHash) {
      await tx.insert(customerCredentials).values({
        id: randomUUID(),
        accountId: customerId,
        providerId: 'credential',
        userId: customerId,
        password: newHash,
      })
    }
    await tx.insert(staffMembers).values({ customerId, role: invitation.role }).onConflictDoNothing()
    return true
  })
  return accepted ? { ok: true, email: invitation.email } : { ok: false, reason: 'invalid' }
}

/** Owners left besides this member: the last one may be neither removed nor demoted. */
async function otherOwners(db: Db, customerId: string): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(staffMembers)
    .where(and(eq(staffMembers.role, 'owner'), ne(staffMembers.customerId, customerId)))
  return row?.count ?? 0
}

async function roleOf(db: Db, customerId: string): Promise<StaffRole> {
  if (!z.uuid().safeParse(customerId).success) throw new StaffAdminError('notFound')
  const [member] = await db
    .select({ role: staffMembers.role })
    .from(staffMembers)
    .where(eq(staffMembers.customerId, customerId))
  if (!member) throw new StaffAdminError('notFound')
  return member.role
}

/** A new role; nobody changes their own, and the shop always keeps an owner. */
export async function changeStaffRole(db: Db, actorId: string, customerId: string, role: StaffRole) {
  if (actorId === customerId) throw new StaffAdminError('self')
  const current = await roleOf(db, customerId)
  if (current === 'owner' && role !== 'owner' && (await otherOwners(db, customerId)) === 0)
    throw new StaffAdminError('lastOwner')
  await db.update(staffMembers).set({ role }).where(eq(staffMembers.customerId, customerId))
}

/** Takes back-office access away (the shop account stays); their sessions end with the row. */
export async function removeStaff(db: Db, actorId: string, customerId: string) {
  if (actorId === customerId) throw new StaffAdminError('self')
  const current = await roleOf(db, customerId)
  if (current === 'owner' && (await otherOwners(db, customerId)) === 0) throw new StaffAdminError('lastOwner')
  await db.delete(staffMembers).where(eq(staffMembers.customerId, customerId))
}

/**
 * A lost phone: the second factor and its lock are cleared and every session of the member ends
 * (one may be open on the lost device); the next sign-in enrols a new authenticator.
 */
export async function resetSecondFactor(db: Db, actorId: string, customerId: string) {
  if (actorId === customerId) throw new StaffAdminError('self')
  await roleOf(db, customerId)
  await db.transaction(async (tx) => {
    await tx
      .update(staffMembers)
      .set({
        totpSecretSealed: null,
        totpEnabledAt: null,
        totpLastStep: null,
        totpFailures: 0,
        totpLockedUntil: null,
      })
      .where(eq(staffMembers.customerId, customerId))
    await tx.delete(staffSessions).where(eq(staffSessions.customerId, customerId))
  })
}
