import { and, eq, type SQL } from 'drizzle-orm'
import type { z } from 'zod'
import { savedDesigns, type SavedDesignRow } from '@/lib/db/schema'
import { ShopError } from '@/lib/shop/common/errors'
import {
  savedDesignIdSchema,
  savedDesignOwnerSchema,
  type SavedDesignOwner,
  type SavedDesignRef,
} from './schema'

/** Shared by the saved-designs functions: whose rows, input checks, and the reference a write returns. */

export function ownerOf(input: SavedDesignOwner): { values: Partial<SavedDesignRow>; is: SQL } {
  const owner = parse(savedDesignOwnerSchema, input, 'owner')
  return 'visitorKey' in owner
    ? { values: { visitorKey: owner.visitorKey }, is: eq(savedDesigns.visitorKey, owner.visitorKey) }
    : { values: { customerId: owner.customerId }, is: eq(savedDesigns.customerId, owner.customerId) }
}

/**
 * The owner's saved design with this id: its WHERE condition and the owner's column values. Null for
 * a malformed id, which matches no row, so the caller answers exactly as for a missing or foreign one.
 */
export function ownedDesign(
  owner: SavedDesignOwner,
  id: string,
): { values: Partial<SavedDesignRow>; where: SQL | undefined } | null {
  const { is, values } = ownerOf(owner)
  const parsedId = savedDesignIdSchema.safeParse(id)
  return parsedId.success ? { values, where: and(is, eq(savedDesigns.id, parsedId.data)) } : null
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
