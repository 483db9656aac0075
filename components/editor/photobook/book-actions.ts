'use client'

/**
 * The photo-book actions that rebuild the whole document through the model (and so its schemas) load
 * at the shopper's first intent, not with the page: the card tool keeps its first load small the same
 * way (ADR 0036). Every caller awaits the one shared import.
 */
let loading: Promise<typeof import('./book-actions-chunk')> | null = null

export function loadBookActions() {
  loading ??= import('./book-actions-chunk').catch((error: unknown) => {
    // A chunk that failed to load (a flaky connection) is asked for again at the next click.
    loading = null
    throw error
  })
  return loading
}
