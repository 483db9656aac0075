/**
 * Spec: "Missing translations are logged once per key and the last key segment is shown." Shared by
 * the server request config and the client provider; the log sink differs.
 */
export function lastKeySegment(key: string): string {
  const parts = key.split('.')
  return parts[parts.length - 1] || key
}

export function createMissingMessageReporter(log: (key: string, locale: string) => void) {
  const seen = new Set<string>()
  return (key: string, locale: string) => {
    const id = `${locale}:${key}`
    if (seen.has(id) || seen.size > 5000) return
    seen.add(id)
    log(key, locale)
  }
}
