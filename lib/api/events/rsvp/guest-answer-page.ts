import { contentSecurityPolicy } from '@/lib/security/csp'
import { statusTitle } from '@/lib/routing/status'

/**
 * The small page a guest's browser shows when a plain form post (no JavaScript) or a printed link
 * cannot be answered: what went wrong in a sentence and the way back to the invitation. No scripts,
 * nothing of the event but the link back.
 */
export interface GuestAnswer {
  heading: string
  message: string
  back: { href: string; label: string } | null
}

export function guestAnswerPage(
  status: number,
  { heading, message, back }: GuestAnswer,
  headers: Record<string, string> = {},
): Response {
  const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)
  const link = back ? `<p><a href="${escape(back.href)}">${escape(back.label)}</a></p>` : ''
  const html = `<!doctype html><html lang="de"><head><meta charset="utf-8"><meta name="robots" content="noindex, nofollow">
<meta name="viewport" content="width=device-width,initial-scale=1"><title>${escape(statusTitle(status))}</title>
<style>body{font-family:system-ui,sans-serif;margin:0;display:grid;place-items:center;min-height:100vh;color:#222}
main{max-width:32rem;padding:2rem;text-align:center}a{color:inherit}</style></head>
<body><main><h1>${escape(heading)}</h1><p>${escape(message)}</p>${link}</main></body></html>`
  return new Response(html, {
    status,
    headers: {
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': 'private, no-store',
      'X-Robots-Tag': 'noindex, nofollow',
      'Content-Security-Policy': contentSecurityPolicy({}),
      ...headers,
    },
  })
}
