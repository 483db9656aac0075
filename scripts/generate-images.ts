/**
 * Renders the drawn teaser pictures to public/generated/teasers/ (webp and avif, 1x and 2x, at the
 * spec's teaser ratios). Runs before `next build` and `next dev`; files whose inputs did not change
 * are skipped, so a second run takes well under a second.
 *
 *   npx tsx scripts/generate-images.ts
 */
import { GENERATED_TEASER_DIR } from '@/lib/images/formats'
import { PLACEHOLDER_DATA_URL } from '@/lib/images/placeholder'
import { renderPlaceholder, renderTeasers } from '@/lib/images/render-teasers'

const started = performance.now()
const { rendered, skipped } = await renderTeasers(GENERATED_TEASER_DIR)
const seconds = ((performance.now() - started) / 1000).toFixed(1)
console.log(`Teaser images: ${rendered.length} rendered, ${skipped.length} up to date (${seconds} s).`)

// The placeholder is inlined in the code; say so when the encoder would now produce other bytes.
if ((await renderPlaceholder()) !== PLACEHOLDER_DATA_URL) {
  console.log('Note: PLACEHOLDER_DATA_URL differs from what this sharp renders (harmless, same pixels).')
}
