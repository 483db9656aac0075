import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { z } from 'zod'
import { logger } from '@/lib/log/logger'
import { setPrerenderedRoutes } from './prerendered-routes'

const manifestSchema = z.object({ routes: z.record(z.string(), z.unknown()) })

/**
 * Loads the prerendered paths of the production build. `next dev` prerenders nothing, so every page
 * is rendered per request there and gets the nonce policy.
 */
export async function loadPrerenderedRoutes(production: boolean): Promise<void> {
  if (!production) {
    setPrerenderedRoutes([])
    return
  }
  const file = path.join(process.cwd(), process.env.NEXT_DIST_DIR || '.next', 'prerender-manifest.json')
  try {
    const manifest = manifestSchema.parse(JSON.parse(await readFile(file, 'utf8')))
    setPrerenderedRoutes(Object.keys(manifest.routes))
  } catch (error) {
    // Without the list every page gets the policy that suits static pages (still no foreign scripts).
    logger().warn({ err: error, file }, 'Prerender manifest not readable; pages get the static CSP')
  }
}
