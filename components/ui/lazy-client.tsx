'use client'

import { lazy, Suspense, type ComponentType } from 'react'

/**
 * A client component in its own chunk, still rendered by the server: for client parts that a shared
 * server module (the container registry) imports but few pages show. A static import would put them
 * into the first-load JS of every page that imports the registry, shown or not (ADR 0027). In the
 * browser the part hydrates once its chunk has loaded; the server's HTML stands until then.
 * Call at module level in a 'use client' file.
 */
export function lazyClient<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  const Loaded = lazy(() => load().then((Component) => ({ default: Component })))
  function LazyClient(props: P) {
    return (
      <Suspense fallback={null}>
        <Loaded {...props} />
      </Suspense>
    )
  }
  return LazyClient
}
