import { createHmac } from 'node:crypto'

/**
 * A customer account made through the shop's own API, the way a browser would (same-origin
 * requests, the confirmation link from the development mail viewer), and the e-mail-change token an
 * attacker would forge, signed as better-auth signs it (HS256 JWT, lib/auth/auth.ts).
 */

export const PASSWORD = 'Ein langer Satz als Passwort'

/** The key lib/auth/secret.ts fell back to in development and test before ADR 0047: public. */
export const OLD_PUBLIC_SECRET = 'development-only-auth-secret-not-for-production-use'

export function changeEmailToken(
  secret: string,
  claims: { email: string; updateTo: string; userId: string },
) {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url')
  const now = Math.floor(Date.now() / 1000)
  const unsigned = `${part({ alg: 'HS256' })}.${part({
    ...claims,
    requestType: 'change-email-verification',
    iat: now,
    exp: now + 3600,
  })}`
  return `${unsigned}.${createHmac('sha256', secret).update(unsigned).digest('base64url')}`
}

export function customerApi(origin: string) {
  const json = { Origin: origin, 'Content-Type': 'application/json', locale: 'de-DE' }

  async function confirmationPath(email: string): Promise<string> {
    for (let attempt = 0; attempt < 20; attempt++) {
      const response = await fetch(`${origin}/dev/mail?to=${encodeURIComponent(email)}&format=json`)
      const { messages } = (await response.json()) as { messages: { text: string }[] }
      for (const { text } of messages) {
        const match = text.match(/https?:\/\/[^\s/]+(\/\S*kundenkonto\/bestaetigen\S*)/)
        if (match?.[1]) return match[1]
      }
      await new Promise((resolve) => setTimeout(resolve, 500))
    }
    throw new Error(`no confirmation mail to ${email}`)
  }

  return {
    /** Signs up and confirms; the account is ready to log in. */
    async signUp(email: string): Promise<void> {
      const response = await fetch(`${origin}/web-api/customer-signup`, {
        method: 'POST',
        headers: json,
        body: JSON.stringify({ email, password: PASSWORD, firstName: 'Erika', lastName: 'Muster' }),
      })
      if (response.status !== 200) throw new Error(`sign-up: ${response.status} ${await response.text()}`)
      const confirmed = await fetch(`${origin}${await confirmationPath(email)}`)
      if (!(await confirmed.text()).includes('E-Mail-Adresse bestätigt'))
        throw new Error('confirmation failed')
    },

    /** The logged-in customer's id and e-mail, or the status of a refused login. */
    async logIn(email: string): Promise<{ id: string; email: string } | number> {
      const response = await fetch(`${origin}/web-api/customer-login`, {
        method: 'POST',
        headers: json,
        body: JSON.stringify({ email, password: PASSWORD }),
      })
      if (response.status !== 200) return response.status
      const { customer } = (await response.json()) as { customer: { id: string; email: string } }
      return { id: customer.id, email: customer.email }
    },

    /** Opens a confirmation link with `token`; true when the shop says the link worked. */
    async openConfirmation(token: string): Promise<boolean> {
      const response = await fetch(`${origin}/de/kundenkonto/bestaetigen/?token=${encodeURIComponent(token)}`)
      const html = await response.text()
      if (html.includes('E-Mail-Adresse bestätigt')) return true
      if (html.includes('Link ungültig')) return false
      throw new Error(`unexpected confirmation page: ${response.status}`)
    },
  }
}
