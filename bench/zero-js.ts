/**
 * The zero-JS floor of a page (issue 8): the same response without its scripts. The HTML loses its
 * script tags and script preloads; the page's `Link` header keeps every preload that is not a script.
 * Next writes a prerendered page's font preloads into its head but sends those of a page rendered per
 * request (listing, product page, design tool) as a `Link` header; a floor without them requested the
 * fonts only once its styles had arrived, and so differed from its page in more than JavaScript.
 */

export function stripScripts(html: string): string {
  return html
    .replace(/<script\b[\s\S]*?<\/script>/g, '')
    .replace(/<link\b[^>]*\b(?:as="script"|rel="modulepreload")[^>]*>/g, '')
}

/** The page's `Link` header without its script preloads; '' when nothing is left. */
export function linksWithoutScripts(link: string | string[] | undefined): string {
  const entries = (Array.isArray(link) ? link : link ? [link] : []).flatMap((value) =>
    value.split(/,\s*(?=<)/),
  )
  return entries
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '' && !/;\s*(?:as="?script"?|rel="?modulepreload"?)/i.test(entry))
    .join(', ')
}
