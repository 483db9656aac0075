import { readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'

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
}

/** The root scripts (every app page loads them) that should carry the hint. */
export function filesToHint(manifest: BuildManifest, sizeOf: (file: string) => number): string[] {
  return (manifest.rootMainFiles ?? []).filter(
    (file) => file.endsWith('.js') && sizeOf(file) >= HINT_MIN_BYTES,
  )
}

/** The script with the hint in front, once (a rerun over the same build output changes nothing). */
export function withCompileHint(source: string): string {
  return source.startsWith(COMPILE_HINT) ? source : COMPILE_HINT + source
}

/**
 * next.config's `compiler.runAfterProductionCompile`: after the client chunks are written and before
 * the pages are prerendered, prefix the big root scripts with the hint. Returns the files changed.
 */
export async function addCompileHints({ distDir }: { distDir: string }): Promise<string[]> {
  const manifest = JSON.parse(
    await readFile(path.join(distDir, 'build-manifest.json'), 'utf8'),
  ) as BuildManifest
  const sources = new Map<string, string>()
  for (const file of manifest.rootMainFiles ?? []) {
    if (file.endsWith('.js')) sources.set(file, await readFile(path.join(distDir, file), 'utf8'))
  }
  const files = filesToHint(manifest, (file) => Buffer.byteLength(sources.get(file) ?? ''))
  for (const file of files)
    await writeFile(path.join(distDir, file), withCompileHint(sources.get(file) ?? ''))
  return files
}
