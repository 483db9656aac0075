import type { z } from 'zod'

export type DesignDocumentErrorCode =
  /** The input is not a JSON object at all. */
  | 'not-an-object'
  /** No `schemaVersion` field, so nothing says how to read it. */
  | 'missing-version'
  /** A version this code never produced (0, -1, 1.5, "2"). */
  | 'unknown-version'
  /** Written by a newer build; migrating down would lose data, so the caller must update instead. */
  | 'newer-version'
  /** A migration step threw. */
  | 'migration-failed'
  /** Parsed and migrated, but the result breaks the schema or a cross-field rule. */
  | 'invalid-document'

/**
 * The one error the design module throws for bad documents. `code` is for programs (the API maps
 * 'newer-version' to 409, the rest to 422); `issues` are "path: message" lines for people.
 */
export class DesignDocumentError extends Error {
  override readonly name = 'DesignDocumentError'
  readonly code: DesignDocumentErrorCode
  readonly issues: readonly string[]
  readonly version: unknown

  constructor(
    code: DesignDocumentErrorCode,
    message: string,
    options: { issues?: readonly string[]; version?: unknown; cause?: unknown } = {},
  ) {
    const detail = options.issues?.length ? `\n${options.issues.map((i) => `- ${i}`).join('\n')}` : ''
    super(`${message}${detail}`, { cause: options.cause })
    this.code = code
    this.issues = options.issues ?? []
    this.version = options.version
  }
}

/** "pages.0.layers.2.fontSizePt: font size must be between 4 and 200 pt", one line per issue. */
export function formatIssues(error: z.ZodError): string[] {
  return error.issues.map((issue) => {
    const path = issue.path.map(String).join('.')
    return path ? `${path}: ${issue.message}` : issue.message
  })
}
