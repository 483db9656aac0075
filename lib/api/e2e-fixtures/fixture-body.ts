import type { z } from 'zod'

/**
 * The JSON body of a test fixture route, or the answer that ends it: a 404 unless the server runs
 * with E2E_FIXTURES=1 (read per request: the build never sets it, the browser-test server does), a
 * 400 with `message` for a body the schema refuses.
 */
export async function fixtureBody<S extends z.ZodType>(
  request: Request,
  schema: S,
  message: string,
): Promise<z.output<S> | Response> {
  if (process.env.E2E_FIXTURES !== '1') return new Response('Not found', { status: 404 })
  const parsed = schema.safeParse(await request.json().catch(() => null))
  if (!parsed.success) return Response.json({ error: message }, { status: 400 })
  return parsed.data
}
