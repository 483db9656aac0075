import type { BrandKey } from '@/lib/config/brands'
import { contentFlagsOfBrand, type FlagOrigin, type Treatment } from '@/lib/config/flags'
import { FlagStore } from './flag-store'

/**
 * The flag store of a story page (home or content). These pages are cached per content-experiment
 * assignment (lib/flags/content-assignment.ts), so the page knows only which content flags are `on`
 * for this rendering: those came from the provider (an override is shown as such by the panel, which
 * reads the visitor's override cookie); every other content flag shows the default experience.
 */
export function StoryFlagStore({
  brand,
  story,
  assignment = {},
}: {
  brand: BrandKey
  story: { id: number; slug: string }
  assignment?: Readonly<Partial<Record<string, Treatment>>>
}) {
  const features: Record<string, Treatment> = {}
  const origins: Record<string, FlagOrigin> = {}
  for (const name of contentFlagsOfBrand(brand)) {
    const on = assignment[name] === 'on'
    features[name] = on ? 'on' : 'off'
    origins[name] = on ? 'sdk' : 'default'
  }
  return <FlagStore features={features} origins={origins} story={story} />
}
