import { createHash, randomBytes } from 'node:crypto'
import { and, desc, eq } from 'drizzle-orm'
import { z } from 'zod'
import { customers, staffApiTokens, staffMembers, type StaffRole } from '@/lib/db/schema'
import type { Db } from '@/lib/db/types'

/** "bo_" and 43 url-safe characters (256 random bits): recognisable in a leaked config file. */
const TOKEN = /^bo_[A-Za-z0-9_-]{43}$/
export const MAX_TOKENS_PER_MEMBER = 5

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex')

export const apiTokenLabelSchema = z.string().trim().min(2).max(60)

export interface StaffApiToken {
  id: string
  label: string
  createdAt: Date
  lastUsedAt: Date | null
}

export class ApiTokenLimitError extends Error {
  override name = 'ApiTokenLimitError'
}

/** A new token of the member; the plain value is returned this once and never stored. */
export async function createApiToken(
  db: Db,
  customerId: string,
  label: unknown,
): Promise<{ id: string; token: string }> {
  const name = apiTokenLabelSchema.parse(label)
  const existing = await listApiTokens(db, customerId)
  if (existing.length >= MAX_TOKENS_PER_MEMBER) throw new ApiTokenLimitError('too many tokens')
  const token = `bo_${randomBytes(32).toString('base64url')}`
  const [row] = await db
    .insert(staffApiTokens)
    .values({ customerId, label: name, tokenHash: hashOf(token) })
    .returning({ id: staffApiTokens.id })
  return { id: row!.id, token }
}

export function listApiTokens(db: Db, customerId: string): Promise<StaffApiToken[]> {
  return db
    .select({
      id: staffApiTokens.id,
      label: staffApiTokens.label,
      createdAt: staffApiTokens.createdAt,
      lastUsedAt: staffApiTokens.lastUsedAt,
    })
    .from(staffApiTokens)
    .where(eq(staffApiTokens.customerId, customerId))
    .orderBy(desc(staffApiTokens.createdAt))
}

/** Only the member's own tokens can be revoked by them. */
export async function revokeApiToken(db: Db, customerId: string, id: string): Promise<boolean> {
  if (!z.uuid().safeParse(id).success) return false
  const rows = await db
    .delete(staffApiTokens)
    .where(and(eq(staffApiTokens.id, id), eq(staffApiTokens.customerId, customerId)))
    .returning({ id: staffApiTokens.id })
  return rows.length > 0
}

export interface ApiStaff {
  customerId: string
  email: string
  name: string
  role: StaffRole
}

/**
 * The staff member behind an `Authorization: Bearer bo_…` header, with their role now (a changed role
 * applies at once, a removed member's tokens are gone with the row); null for anything else.
 */
export async function staffOfApiToken(
  db: Db,
  authorization: string | null,
  now = new Date(),
): Promise<ApiStaff | null> {
  const token = /^Bearer (\S+)$/.exec(authorization ?? '')?.[1]
  if (!token || !TOKEN.test(token)) return null
  const [row] = await db
    .select({
      id: staffApiTokens.id,
      customerId: staffMembers.customerId,
      email: customers.email,
      name: customers.name,
      role: staffMembers.role,
    })
    .from(staffApiTokens)
    .innerJoin(staffMembers, eq(staffMembers.customerId, staffApiTokens.customerId))
    .innerJoin(customers, eq(customers.id, staffMembers.customerId))
    .where(eq(staffApiTokens.tokenHash, hashOf(token)))
  if (!row) return null
  await db.update(staffApiTokens).set({ lastUsedAt: now }).where(eq(staffApiTokens.id, row.id))
  const { id: _id, ...staff } = row
  return staff
}
