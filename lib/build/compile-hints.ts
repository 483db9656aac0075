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
 * Root scripts at least this big get the hint. On the shop's pages those are React DOM and Next's
 * app-router runtime (235 and 138 kB raw): the browser runs most of their functions while it starts
 * and hydrates, and compiling them lazily was about half of the main thread's compile calls (ADR
 * 0037). The small root scripts and the pages' own chunks are left out: each hint costs about 22
 * bytes gzip of the homes' 150 kB budget, and their functions are fewer and partly unused at load.
 */
export const HINT_MIN_BYTES = 100_000

interface BuildManifest {
  rootMainFiles?: string[]
  polyfillFiles?: string[]
}

/** The parts of a route's client reference manifest (server/app/**) that name scripts. */
interface ClientReferenceManifest {
  entryJSFiles?: Record<string, string[]>
  clientModules?: Record<string, { chunks?: string[] }>
}

/** The root scripts (every app page loads them) that should carry the hint. */
export function filesToHint(manifest: BuildManifest, sizeOf: (file: string) => number): string[] {
  return (manifest.rootMainFiles ?? []).filter(
    (file) => file.endsWith('.js') && sizeOf(file) >= HINT_MIN_BYTES,
  )
}

/**
 * The chunks no route loads with its HTML: neither a root script nor a script of a route's entry or
 * of a client component its server render references (what the first-load budget counts), but one
 * a page imports on demand: in the design tool Konva, react-konva and the closed panels (ADR 0039).
 * Each is loaded when it is about to run, so compiling all of it while it streams in takes work off
 * the main thread at no cost to any page's first load. Null when the build has no route manifests:
 * then nothing is hinted, rather than a first-load script by mistake.
 */
export function asyncChunks(
  chunks: readonly string[],
  manifest: BuildManifest,
  routes: readonly ClientReferenceManifest[],
): string[] | null {
  if (routes.length === 0) return null
  const firstLoad = new Set([...(manifest.rootMainFiles ?? []), ...(manifest.polyfillFiles ?? [])])
  const add = (file: string) => firstLoad.add(file.replace(/^\/_next\//, ''))
  for (const route of routes) {
    for (const files of Object.values(route.entryJSFiles ?? {})) files.forEach(add)
    for (const client of Object.values(route.clientModules ?? {})) (client.chunks ?? []).forEach(add)
  }
  return chunks.filter((file) => file.endsWith('.js') && !firstLoad.has(file))
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
 * the pages are prerendered, prefix the big root scripts and the chunks loaded on demand with the
 * hint. Returns the files changed.
 */
export async function addCompileHints({ distDir }: { distDir: string }): Promise<string[]> {
  const manifest = JSON.parse(
    await readFile(path.join(distDir, 'build-manifest.json'), 'utf8'),
  ) as BuildManifest
  const sources = new Map<string, string>()
  for (const file of manifest.rootMainFiles ?? []) {
    if (file.endsWith('.js')) sources.set(file, await readFile(path.join(distDir, file), 'utf8'))
  }
  const roots = filesToHint(manifest, (file) => Buffer.byteLength(sources.get(file) ?? ''))
  const chunks = (await readdir(path.join(distDir, 'static/chunks'))).map((f) => `static/chunks/${f}`)
  const onDemand = asyncChunks(chunks, manifest, await routeManifests(distDir)) ?? []
  const files = [...roots, ...onDemand]
  for (const file of files) {
    const source = sources.get(file) ?? (await readFile(path.join(distDir, file), 'utf8'))
    await writeFile(path.join(distDir, file), withCompileHint(source))
  }
  return files
}
