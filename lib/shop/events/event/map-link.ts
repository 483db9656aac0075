/** The openstreetmap.org search for an address: a plain link (no tiles, no script on our page). */
export function mapSearchUrl(parts: readonly string[]): string | null {
  const query = parts
    .map((p) => p.trim())
    .filter(Boolean)
    .join(', ')
  return query ? `https://www.openstreetmap.org/search?query=${encodeURIComponent(query)}` : null
}
