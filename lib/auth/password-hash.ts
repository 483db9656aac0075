import argon2 from 'argon2'

/**
 * Argon2id with the OWASP minimum (19 MiB memory, 2 iterations, 1 lane). The parameters are stored in
 * every hash ($argon2id$v=19$m=19456,t=2,p=1$…), so raising them later only affects new hashes and
 * verification of old ones keeps working.
 */
export const ARGON2_PARAMS = {
  type: argon2.argon2id,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
} as const

export function hashPassword(password: string): Promise<string> {
  return argon2.hash(password, ARGON2_PARAMS)
}

/** False (never an exception) for a hash that is not Argon2, so a bad row cannot become a 500. */
export async function verifyPassword({ hash, password }: { hash: string; password: string }) {
  if (!hash.startsWith('$argon2')) return false
  try {
    return await argon2.verify(hash, password)
  } catch {
    return false
  }
}
