import { designDocumentSchema, type DesignDocument } from '@/lib/shop/design-print/design/document'

/**
 * Why a document would be invalid, or null when it is valid: the store's check of every change. In a
 * module of its own because it brings zod and every document schema, which the design tool loads
 * after its first render, not in it (ADR 0036; lib/editor/store.ts).
 */
export function documentProblem(document: DesignDocument): string | null {
  const checked = designDocumentSchema.safeParse(document)
  return checked.success ? null : (checked.error.issues[0]?.message ?? 'invalid change')
}
