import type { FlagName, FlagOrigin, Treatment } from '@/lib/config/flags'
import { getPageFlags } from '@/lib/flags/page-flags'
import { FlagStore } from './flag-store'

/**
 * The flag store of a page rendered per request: the same evaluations the page's code made (pass the
 * same flag lists in the same order, so getPageFlags answers from its per-request memo and the
 * provider is not asked twice).
 */
export async function PageFlagStore({ evaluations }: { evaluations: readonly (readonly FlagName[])[] }) {
  const results = await Promise.all(evaluations.map((names) => getPageFlags(...names)))
  const features: Record<string, Treatment> = {}
  const origins: Record<string, FlagOrigin> = {}
  for (const result of results) {
    Object.assign(features, result.treatments)
    Object.assign(origins, result.origins)
  }
  return <FlagStore features={features} origins={origins} />
}
