'use client'

import { useSyncExternalStore } from 'react'

/** Phones and tablets (a finger, or a narrow screen): the strip scrolls and buttons replace dragging. */
const QUERY = '(pointer: coarse), (max-width: 767px)'

function subscribe(onChange: () => void) {
  const list = window.matchMedia(QUERY)
  list.addEventListener('change', onChange)
  return () => list.removeEventListener('change', onChange)
}

export function usePhone(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(QUERY).matches,
    () => false,
  )
}
