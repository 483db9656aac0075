/**
 * Cache lifetimes of public answers that are true only until a known moment (the express cut-off, a
 * campaign's end): a shared cache or the browser may keep such an answer for as long as it stays
 * true and not a second longer, and at most an hour, so a changed configuration shows within the hour.
 */
export const MAX_TIMED_ANSWER_SECONDS = 3600

export function publicUntil(secondsTrue: number): string {
  const seconds = Math.max(0, Math.min(MAX_TIMED_ANSWER_SECONDS, Math.floor(secondsTrue)))
  return seconds === 0 ? 'no-store' : `public, max-age=${seconds}`
}

/** The route handler's answer with the lifetime set; error answers keep theirs (never stored). */
export async function withLifetime(
  answer: Promise<Response>,
  secondsTrue: (json: unknown) => number,
): Promise<Response> {
  const response = await answer
  if (response.status !== 200) return response
  const seconds = secondsTrue(await response.clone().json())
  response.headers.set('Cache-Control', publicUntil(seconds))
  return response
}
