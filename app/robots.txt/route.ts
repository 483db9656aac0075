import { env } from '@/lib/env'

export const dynamic = 'force-dynamic'

/** robots.txt follows the configured policy: outside production nothing is crawled. */
export function GET() {
  const indexable = env().ROBOTS.startsWith('index')
  const body = indexable ? 'User-agent: *\nAllow: /\nDisallow: /web-api/\n' : 'User-agent: *\nDisallow: /\n'
  return new Response(body, { headers: { 'Content-Type': 'text/plain; charset=utf-8' } })
}
