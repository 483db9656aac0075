'use client'

import { useEffect, useState, type ComponentType } from 'react'

/**
 * A component whose code is imported only once `when` is true (a drawer opened, a debug switch on,
 * after hydration), so it is not part of the page's first-load JS (ADR 0022). Null until loaded.
 * `load` must be a module-level function: it is not an effect dependency.
 */
export function useLazyComponent<P extends object>(
  load: () => Promise<ComponentType<P>>,
  when = true,
): ComponentType<P> | null {
  const [Component, setComponent] = useState<ComponentType<P> | null>(null)
  useEffect(() => {
    if (!when || Component) return
    let active = true
    void load().then((loaded) => active && setComponent(() => loaded))
    return () => {
      active = false
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- load is module-level by contract
  }, [when, Component])
  return Component
}
