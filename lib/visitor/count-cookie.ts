/**
 * The counts the header shows without asking the server on every page (the header is part of static
 * pages): the wishlist's and the cart's, each in a cookie the server writes whenever it changes the
 * list and the browser reads. Null when the cookie is absent or not a count (a tampered cookie).
 */
export function readCountCookie(cookieHeader: string, name: string): number | null {
  const raw = cookieHeader
    .split(/;\s*/)
    .find((part) => part.startsWith(`${name}=`))
    ?.slice(name.length + 1)
  if (raw === undefined || !/^\d{1,5}$/.test(raw)) return null
  return Number(raw)
}

/** True when the browser holds a cookie of this name, whatever its value. */
export function hasCookie(cookieHeader: string, name: string): boolean {
  return cookieHeader.split(/;\s*/).some((part) => part.startsWith(`${name}=`))
}
