import { z } from 'zod'

/**
 * What an e-mail-change confirmation link changes, read from better-auth's token (a JWT whose claims
 * are `email`, the address before, `updateTo`, the new one, `requestType` and `userId`). Read without
 * checking the signature: use it only after better-auth has accepted the same token.
 */
const claimsSchema = z.object({
  email: z.string(),
  updateTo: z.string(),
  requestType: z.literal('change-email-verification'),
  userId: z.uuid(),
})

export function emailChangeOf(
  token: string,
): { customerId: string; oldEmail: string; newEmail: string } | null {
  const payload = token.split('.')[1]
  if (!payload) return null
  try {
    const claims = claimsSchema.safeParse(JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')))
    if (!claims.success) return null
    return { customerId: claims.data.userId, oldEmail: claims.data.email, newEmail: claims.data.updateTo }
  } catch {
    return null
  }
}
