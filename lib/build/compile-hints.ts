import { readdir, readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
import vm from 'node:vm'

/**
 * V8's explicit compile hint (Chrome 136+, https://v8.dev/blog/explicit-compile-hints): a script that
 * starts with this comment has all its functions compiled eagerly, on the background thread that
 * streams the script in, instead of lazily on the main thread at their first call. Other browsers
 * read a comment. ADR 0037.
 */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n'

/**
 * A script a page loads with its HTML gets the hint from this size on (raw bytes). The hint costs
 * about 22 bytes gzip of that page's first-load budget; a script smaller than this has few functions,
 * and compiling them lazily costs the main thread well under a millisecond. Measured on the design
 * tool and the card home (ADR 0046): hinting only React DOM and Next's runtime left 654 and 404 lazy
 * compiles on the main thread during a page load; hinting every first-load script of this size too,
 * 57 and 38.
 */
export const HINT_MIN_BYTES = 4_000

interface BuildManifest {
  rootMainFiles?: string[]
  polyfillFiles?: string[]
}

/** The parts of a route's client reference manifest (server/app/**) that name scripts. */
interface ClientReferenceManifest {
  entryJSFiles?: Record<string, string[]>
  clientModules?: Record<string, { chunks?: string[] }>
}

/**
 * The scripts some route loads with its HTML: the root scripts, and the scripts of a route's entry
 * and of the client components its server render references (what the first-load budget counts).
 * Null when the build has no route manifests: then any script may be one.
 */
export function firstLoadScripts(
  manifest: BuildManifest,
  routes: readonly ClientReferenceManifest[],
): Set<string> | null {
  if (routes.length === 0) return null
  const firstLoad = new Set([...(manifest.rootMainFiles ?? []), ...(manifest.polyfillFiles ?? [])])
  const add = (file: string) => firstLoad.add(file.replace(/^\/_next\//, ''))
  for (const route of routes) {
    for (const files of Object.values(route.entryJSFiles ?? {})) files.forEach(add)
    for (const client of Object.values(route.clientModules ?? {})) (client.chunks ?? []).forEach(add)
  }
  return firstLoad
}

/**
 * The scripts that get the hint: every script a page imports on demand (in the design tool Konva,
 * react-konva and the closed panels, ADR 0039: each is loaded when it is about to run, and counts in
 * no first-load budget), and every first-load script of at least HINT_MIN_BYTES. The browser runs
 * most of a first-load script's functions while the page starts and hydrates; compiled lazily they
 * were most of the main thread's compile work (ADR 0037, 0046).
 */
export function filesToHint(
  chunks: readonly string[],
  firstLoad: ReadonlySet<string> | null,
  sizeOf: (file: string) => number,
): string[] {
  return chunks.filter(
    (file) =>
      file.endsWith('.js') &&
      ((firstLoad !== null && !firstLoad.has(file)) || sizeOf(file) >= HINT_MIN_BYTES),
  )
}

/** Every route's client reference manifest of a build (files that assign them to a global). */
async function routeManifests(distDir: string): Promise<ClientReferenceManifest[]> {
  const root = path.join(distDir, 'server/app')
  const listed = await readdir(root, { recursive: true }).catch(() => [])
  const files = listed.filter((f) => f.endsWith('_client-reference-manifest.js'))
  const manifests: ClientReferenceManifest[] = []
  for (const file of files) {
    const sandbox: { __RSC_MANIFEST?: Record<string, ClientReferenceManifest> } = {}
    vm.runInNewContext(await readFile(path.join(root, file), 'utf8'), sandbox)
    manifests.push(...Object.values(sandbox.__RSC_MANIFEST ?? {}))
  }
  return manifests
}

/** The script with the hint in front, once (a rerun over the same build output changes nothing). */
export function withCompileHint(source: string): string {
  return source.startsWith(COMPILE_HINT) ? source : COMPILE_HINT + source
}

/**
 * next.config's `compiler.runAfterProductionCompile`: after the client chunks are written and before
 * the pages are prerendered, prefix the scripts filesToHint picks with the hint. Returns the files
 * changed.
 */
export async function addCompileHints({ distDir }: { distDir: string }): Promise<string[]> {
  const manifest = JSON.parse(
    await readFile(path.join(distDir, 'build-manifest.json'), 'utf8'),
  ) as BuildManifest
  const listed = await readdir(path.join(distDir, 'static/chunks'))
  const sources = new Map<string, string>()
  for (const name of listed.filter((f) => f.endsWith('.js'))) {
    const file = `static/chunks/${name}`
    sources.set(file, await readFile(path.join(distDir, file), 'utf8'))
  }
  const firstLoad = firstLoadScripts(manifest, await routeManifests(distDir))
  const files = filesToHint([...sources.keys()], firstLoad, (file) =>
    Buffer.byteLength(sources.get(file) ?? ''),
  )
  for (const file of files) {
    await writeFile(path.join(distDir, file), withCompileHint(sources.get(file) ?? ''))
  }
  return files
}
