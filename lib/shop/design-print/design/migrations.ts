import type { z } from 'zod'
import { CURRENT_SCHEMA_VERSION, designDocumentSchema, type DesignDocument } from './document'
import { DesignDocumentError, formatIssues } from './errors'
import { isJsonObject, migrateV1ToV2, type JsonObject } from './migration-v1'

/**
 * Stored designs (carts, orders, saved drafts, catalogue templates) outlive the code that wrote
 * them. Every read goes through migrateDocument, which upgrades one version at a time, like tldraw's
 * record migrations: each step only knows its neighbour, so old steps never need editing.
 */
export type Migration = {
  from: number
  to: number
  description: string
  /** Receives a private deep copy, so it may mutate and return its argument. */
  up: (doc: JsonObject) => JsonObject
}

export const MIGRATIONS: readonly Migration[] = [
  { from: 1, to: 2, description: 'font sizes px → pt, explicit bleed and font list', up: migrateV1ToV2 },
]

export type Migrator<T> = (input: unknown) => T

/** Builds a migrator; exported so tests can exercise the chain with made-up versions. */
export function createMigrator<T>(config: {
  migrations: readonly Migration[]
  currentVersion: number
  schema: z.ZodType<T>
}): Migrator<T> {
  const { migrations, currentVersion, schema } = config
  const byFrom = new Map(migrations.map((m) => [m.from, m]))
  const oldest = Math.min(currentVersion, ...migrations.map((m) => m.from))
  // A gap in the chain is a programming error; fail at start-up, not on the first old document.
  for (let v = oldest; v < currentVersion; v++) {
    if (byFrom.get(v)?.to !== v + 1) throw new Error(`Design migrations: no step from v${v} to v${v + 1}`)
  }

  return (input) => {
    if (!isJsonObject(input)) {
      throw new DesignDocumentError('not-an-object', 'A design document must be a JSON object.')
    }
    const version = detectSchemaVersion(input, oldest, currentVersion)
    let doc = copyJson(input)
    for (let v = version; v < currentVersion; v++) {
      const step = byFrom.get(v)
      if (!step) throw new Error(`unreachable: chain checked at creation (v${v})`)
      try {
        doc = step.up(doc)
      } catch (cause) {
        throw new DesignDocumentError(
          'migration-failed',
          `Migrating the design from v${v} to v${v + 1} failed.`,
          {
            version,
            cause,
          },
        )
      }
      doc.schemaVersion = step.to
    }
    const result = schema.safeParse(doc)
    if (!result.success) {
      const origin = version === currentVersion ? '' : ` (migrated from v${version})`
      throw new DesignDocumentError('invalid-document', `The design document${origin} is not valid.`, {
        version,
        issues: formatIssues(result.error),
      })
    }
    return result.data
  }
}

function detectSchemaVersion(input: JsonObject, oldest: number, current: number): number {
  const version = input.schemaVersion
  if (version === undefined) {
    throw new DesignDocumentError('missing-version', 'The design document has no schemaVersion.')
  }
  if (typeof version !== 'number' || !Number.isInteger(version) || version < oldest) {
    throw new DesignDocumentError(
      'unknown-version',
      `Unknown design schemaVersion ${JSON.stringify(version)}; known versions are ${oldest} to ${current}.`,
      { version },
    )
  }
  if (version > current) {
    throw new DesignDocumentError(
      'newer-version',
      `The design was saved by a newer version of the shop (schemaVersion ${version}, this build reads up to ${current}). Reload the page to update.`,
      { version },
    )
  }
  return version
}

/** Migrations mutate; the caller's object must not change, and stored JSON has nothing to lose here. */
function copyJson(input: JsonObject): JsonObject {
  try {
    return structuredClone(input)
  } catch (cause) {
    throw new DesignDocumentError('not-an-object', 'The design document contains values that are not JSON.', {
      cause,
    })
  }
}

const migrateCurrent = createMigrator({
  migrations: MIGRATIONS,
  currentVersion: CURRENT_SCHEMA_VERSION,
  schema: designDocumentSchema,
})

/** Reads a stored design of any known version and returns a valid current document, or throws. */
export function migrateDocument(input: unknown): DesignDocument {
  return migrateCurrent(input)
}
