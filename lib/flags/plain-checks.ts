/**
 * Shape checks for the little browser state the flag runtime reads on every page (a cookie, a
 * sessionStorage entry). Written by hand instead of zod so that zod stays out of every page's
 * first-load JS (ADR 0022); request bodies and other server edges keep their zod schemas.
 */
export function isPlainRecord(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false
  const proto: unknown = Object.getPrototypeOf(value)
  return proto === Object.prototype || proto === null
}

/** A plain object whose every value passes `valid`. */
export function isRecordOf<T>(
  value: unknown,
  valid: (entry: unknown) => boolean,
): value is Record<string, T> {
  return isPlainRecord(value) && Object.values(value).every(valid)
}
