import { notFound } from 'next/navigation'
import { NOT_FOUND_METADATA } from '@/lib/seo/metadata'

export const metadata = NOT_FOUND_METADATA

/**
 * Content pages by slug. Stories come from the CMS content adapter (issue 3); until a story exists
 * for a slug, the path is a 404 with the brand's error page.
 */
export default function ContentPage(): never {
  notFound()
}
