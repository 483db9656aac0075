'use client'

import { lazy, Suspense, useState, type ComponentType } from 'react'

export type LazyPart<P> = ComponentType<P> & {
  /** Starts loading the part's chunk (once); the design tool calls it at the shopper's first intent. */
  preload: () => Promise<unknown>
}

/**
 * A part of the design tool that its first render does not show (a closed tab's panel, the proof
 * dialog), in a chunk of its own, so its modules are not instantiated while the tool hydrates (ADR
 * 0036). Once preloaded it renders at once; before that it shows nothing until its chunk is in.
 * Only for parts the server never renders (they appear after an interaction). Call at module level.
 */
export function lazyPart<P extends object>(load: () => Promise<ComponentType<P>>): LazyPart<P> {
  let loaded: ComponentType<P> | null = null
  let loading: Promise<ComponentType<P>> | null = null
  const preload = () => {
    loading ??= load().then((component) => (loaded = component))
    return loading
  }
  const Suspended = lazy(() => preload().then((component) => ({ default: component })))
  function Part(props: P) {
    // Chosen when the part mounts and kept, so it never remounts (and loses its state) when the chunk lands.
    const [Loaded] = useState(() => loaded)
    if (Loaded) return <Loaded {...props} />
    return (
      <Suspense fallback={null}>
        <Suspended {...props} />
      </Suspense>
    )
  }
  return Object.assign(Part, { preload })
}
