import { sql, type SQL } from 'drizzle-orm'
import type { AnyPgColumn } from 'drizzle-orm/pg-core'

/**
 * The mailbox an address delivers to, for rules that count "one per address" (the newsletter voucher,
 * one-per-customer vouchers, first orders, sample orders, mail limits). The rule (ADR 0049):
 *   - lower case, surrounding spaces removed;
 *   - a "+tag" in the local part is dropped for every domain (name+1@x.de → name@x.de): almost every
 *     provider delivers tagged addresses to the untagged mailbox, and no real person has two mailboxes
 *     that differ only after a "+";
 *   - for gmail.com and googlemail.com the dots in the local part are removed too and the domain is
 *     gmail.com (Google ignores both); other providers treat dots as significant, so they stay.
 * The address the mail is sent to is never changed; only the key compared is.
 */
const DOTLESS_DOMAINS = ['gmail.com', 'googlemail.com'] as const
const CANONICAL_DOTLESS_DOMAIN = 'gmail.com'

export function mailboxKey(email: string): string {
  const address = email.trim().toLowerCase()
  const at = address.lastIndexOf('@')
  if (at <= 0) return address
  let local = address.slice(0, at)
  let domain = address.slice(at + 1)
  const plus = local.indexOf('+')
  if (plus > 0) local = local.slice(0, plus)
  if ((DOTLESS_DOMAINS as readonly string[]).includes(domain)) {
    local = local.replaceAll('.', '')
    domain = CANONICAL_DOTLESS_DOMAIN
  }
  return `${local}@${domain}`
}

/**
 * mailboxKey as SQL over a stored e-mail column, for comparing rows written before the rule (orders
 * keep the address as typed). Must stay the same function as mailboxKey; mailbox.test.ts checks both.
 */
export function mailboxKeySql(column: AnyPgColumn | SQL): SQL<string> {
  const address = sql`lower(trim(${column}))`
  const local = sql`regexp_replace(split_part(${address}, '@', 1), '^(.+?)\\+.*$', '\\1')`
  const domain = sql`split_part(${address}, '@', 2)`
  return sql<string>`(case
    when position('@' in ${address}) <= 1 then ${address}
    when ${domain} in ('gmail.com', 'googlemail.com') then replace(${local}, '.', '') || '@gmail.com'
    else ${local} || '@' || ${domain} end)`
}
