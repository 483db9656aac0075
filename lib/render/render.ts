import { fileURLToPath } from 'node:url'
import { join } from 'node:path'
import type { RenderJob, RenderResult } from './job'
import { RENDER_LIMITS } from './limits'
import { RenderPool, type RenderOptions } from './pool'

/**
 * Where child.mjs is: beside this file when run from source (vitest, tsx); in the server Next built,
 * this module is bundled into .next, so the script is found in the project folder the server runs
 * from (it is plain JavaScript and needs only sharp from node_modules).
 */
function childScript(): string {
  return process.env.NEXT_RUNTIME
    ? join(process.cwd(), 'lib', 'render', 'child.mjs')
    : fileURLToPath(import.meta.url.replace(/[^/]+$/, 'child.mjs'))
}

/** One pool per process, on globalThis so that bundle copies of this module share it. */
const state = globalThis as typeof globalThis & { __renderPool?: RenderPool }

export function renderPool(): RenderPool {
  state.__renderPool ??= new RenderPool({ ...RENDER_LIMITS, script: childScript() })
  return state.__renderPool
}

/** Runs a sharp job in a warm render process under a time and memory limit (docs/adr/0048). */
export function render(job: RenderJob, options: RenderOptions): Promise<RenderResult> {
  return renderPool().run(job, options)
}
