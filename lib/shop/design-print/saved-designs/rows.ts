import { eq, type SQL } from 'drizzle-orm'
import type { z } from 'zod'
import { savedDesigns, type SavedDesignRow } from '@/lib/db/schema'
import { ShopError } from '@/lib/shop/common/errors'
import { savedDesignOwnerSchema, type SavedDesignOwner, type SavedDesignRef } from './schema'

/** Shared by the saved-designs functions: whose rows, input checks, and the reference a write returns. */

export function ownerOf(input: SavedDesignOwner): { values: Partial<SavedDesignRow>; is: SQL } {
  const owner = parse(savedDesignOwnerSchema, input, 'owner')
  return 'visitorKey' in owner
    ? { values: { visitorKey: owner.visitorKey }, is: eq(savedDesigns.visitorKey, owner.visitorKey) }
    : { values: { customerId: owner.customerId }, is: eq(savedDesigns.customerId, owner.customerId) }
}

export function parse<S extends z.ZodType>(schema: S, input: unknown, where: string): z.output<S> {
  const result = schema.safeParse(input)
  if (result.success) return result.data
  const issue = result.error.issues[0]
  const field = issue?.path.map(String).join('.') || where
  throw new ShopError(`${field}: ${issue?.message ?? 'invalid value'}`, { status: 400, field })
}

export function toRef(row: SavedDesignRow): SavedDesignRef {
  return { id: row.id, revision: row.revision, updatedAt: row.updatedAt.toISOString() }
}

export function defined<T>(value: T | undefined): T {
  if (value === undefined) throw new Error('INSERT … RETURNING returned no row')
  return value
}
