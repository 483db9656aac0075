'use client'

import { useEffect, useSyncExternalStore } from 'react'
import { WISHLIST_DESIGNS_PATH } from '@/lib/shop/catalogue/wishlist-path'
import { readWishlistCount } from './wishlist-count'

/**
 * The visitor's saved designs for the hearts of a shared rendering (a listing rendered once for
 * everyone, ADR 0031): read once per page load from /web-api/wishlist, and only when the count
 * cookie says there is something to read, so a visitor who saved nothing costs no request. Until the
 * answer arrives every heart shows "not saved", as the server rendered it.
 */
let saved: ReadonlySet<number> = new Set()
let requested = false
const listeners = new Set<() => void>()

function subscribe(onChange: () => void) {
  listeners.add(onChange)
  return () => listeners.delete(onChange)
}

/** The ids in /web-api/wishlist's answer; anything else reads as an empty list. */
export function savedIdsOf(json: unknown): ReadonlySet<number> {
  const designs = (json as { designs?: unknown } | null)?.designs
  if (!Array.isArray(designs)) return new Set()
  return new Set(
    designs
      .map((design: unknown) => (design as { id?: unknown } | null)?.id)
      .filter((id): id is number => Number.isInteger(id)),
  )
}

function request(channel: string, locale: string) {
  if (requested) return
  requested = true
  if (readWishlistCount(document.cookie) === 0) return
  fetch(WISHLIST_DESIGNS_PATH, { headers: { channel, locale } })
    .then((response) => (response.ok ? response.json() : null))
    .then((json: unknown) => {
      saved = savedIdsOf(json)
      for (const listener of listeners) listener()
    })
    .catch(() => {
      // Offline: the hearts stay empty; a click still saves, and the server's answer settles it.
    })
}

/**
 * A heart's confirmed answer, so a later page of the same visit (client-side navigation keeps this
 * module) shows it too. Every change of the wishlist in the browser goes through a heart.
 */
export function rememberSaved(designId: number, isSaved: boolean) {
  if (saved.has(designId) === isSaved) return
  const next = new Set(saved)
  if (isSaved) next.add(designId)
  else next.delete(designId)
  saved = next
  for (const listener of listeners) listener()
}

/** Whether the design is on the visitor's wishlist, as far as the browser knows yet. */
export function useSavedInBrowser(designId: number, enabled: boolean, channel: string, locale: string) {
  useEffect(() => {
    if (enabled) request(channel, locale)
  }, [enabled, channel, locale])
  return useSyncExternalStore(
    subscribe,
    () => enabled && saved.has(designId),
    () => false,
  )
}
