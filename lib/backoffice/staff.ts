import { randomUUID } from 'node:crypto'
import { and, eq, sql } from 'drizzle-orm'
import { hashPassword } from '@/lib/auth/password-hash'
import { customerCredentials, customers, staffMembers, type StaffRole } from '@/lib/db/schema'
import type { Db } from '@/lib/db/types'

export class StaffError extends Error {
  override name = 'StaffError'
}

/**
 * Makes an existing customer account staff (npm run staff:add -- <email>, the first owner). The
 * account is the shop's ordinary one, so staff reset their password the way customers do; the role is
 * only this row. An existing member keeps their role.
 */
export async function grantStaff(
  db: Db,
  email: string,
  role: StaffRole = 'owner',
): Promise<{ customerId: string; created: boolean }> {
  const [customer] = await db
    .select({ id: customers.id })
    .from(customers)
    .where(eq(customers.email, email.trim().toLowerCase()))
  if (!customer) throw new StaffError(`There is no customer account for ${email}; sign up in the shop first.`)
  const rows = await db
    .insert(staffMembers)
    .values({ customerId: customer.id, role })
    .onConflictDoNothing()
    .returning({ id: staffMembers.customerId })
  return { customerId: customer.id, created: rows.length > 0 }
}

/** Takes the role away; their back-office sessions go with it (foreign key cascade). */
export async function revokeStaff(db: Db, email: string): Promise<boolean> {
  const rows = await db
    .delete(staffMembers)
    .where(
      sql`${staffMembers.customerId} = (select ${customers.id} from ${customers} where ${customers.email} = ${email.trim().toLowerCase()})`,
    )
    .returning({ id: staffMembers.customerId })
  return rows.length > 0
}

/** Clears the second factor (a lost phone) and its lock: the next sign-in enrols again. */
export async function resetStaffTotp(db: Db, customerId: string): Promise<void> {
  await db
    .update(staffMembers)
    .set({
      totpSecretSealed: null,
      totpEnabledAt: null,
      totpLastStep: null,
      totpFailures: 0,
      totpLockedUntil: null,
    })
    .where(eq(staffMembers.customerId, customerId))
}

export interface StaffLogin {
  customerId: string
  email: string
  name: string
  emailVerified: boolean
  passwordHash: string | null
  totpSecretSealed: string | null
  totpLastStep: number | null
  totpLockedUntil: Date | null
}

/** The staff member with this e-mail and their password hash; null for customers and unknown addresses. */
export async function findStaffLogin(db: Db, email: string): Promise<StaffLogin | null> {
  const [row] = await db
    .select({
      customerId: customers.id,
      email: customers.email,
      name: customers.name,
      emailVerified: customers.emailVerified,
      passwordHash: customerCredentials.password,
      totpSecretSealed: staffMembers.totpSecretSealed,
      totpLastStep: staffMembers.totpLastStep,
      totpLockedUntil: staffMembers.totpLockedUntil,
    })
    .from(staffMembers)
    .innerJoin(customers, eq(customers.id, staffMembers.customerId))
    .leftJoin(
      customerCredentials,
      and(eq(customerCredentials.userId, customers.id), eq(customerCredentials.providerId, 'credential')),
    )
    .where(eq(customers.email, email.trim().toLowerCase()))
  return row ?? null
}

/**
 * A verified customer account with a password, made staff: what the browser tests and a fresh
 * development database need. Never reachable in production (its callers check E2E_FIXTURES).
 */
export async function createStaffAccount(
  db: Db,
  email: string,
  password: string,
  role: StaffRole = 'owner',
): Promise<string> {
  const id = randomUUID()
  await db.transaction(async (tx) => {
    await tx.insert(customers).values({ id, name: 'Team Mitglied', email, emailVerified: true })
    await tx.insert(customerCredentials).values({
      id: randomUUID(),
      accountId: id,
      providerId: 'credential',
      userId: id,
      password: await hashPassword(password),
    })
    await tx.insert(staffMembers).values({ customerId: id, role })
  })
  return id
}
