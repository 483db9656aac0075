import { globalSlot } from '@/lib/runtime/process-global'

/**
 * Which internal paths the build prerendered (the same HTML for every visitor). The server's start-up
 * reads them from the build's prerender manifest; the proxy only reads this memory, like the content
 * index (lib/routing/content-index.ts), because proxy and start-up are separate bundles in one process.
 */
const routes = globalSlot<ReadonlySet<string>>(Symbol.for('shop.prerenderedRoutes'))

export function setPrerenderedRoutes(paths: Iterable<string>): void {
  routes.set(new Set([...paths].map(normalise)))
}

/**
 * true when the path's HTML was prerendered. Unknown (the manifest was not loaded) also counts as
 * prerendered: its policy works on any page, while a nonce policy would block a static page's scripts.
 */
export function isPrerendered(internalPath: string): boolean {
  const known = routes.get()
  return known ? known.has(normalise(internalPath)) : true
}

export function clearPrerenderedRoutesForTests(): void {
  routes.set(undefined)
}

function normalise(path: string): string {
  const bare = path.split('?')[0] ?? path
  return bare.length > 1 && bare.endsWith('/') ? bare.slice(0, -1) : bare
}
