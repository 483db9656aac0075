/**
 * Why a render was not finished. Each reason carries the HTTP status and a message for people, so
 * every caller (upload, image service, previews) answers the same way: 429/503 with Retry-After when
 * the shop is busy, 422 when the file itself needs more than a render may take.
 */
export type RenderRefusal = 'busy' | 'too-many' | 'timeout' | 'memory' | 'aborted' | 'crashed' | 'failed'

const STATUS: Record<RenderRefusal, 400 | 422 | 429 | 503> = {
  busy: 503,
  'too-many': 429,
  timeout: 422,
  memory: 422,
  aborted: 400,
  crashed: 422,
  failed: 422,
}

export class RenderRefused extends Error {
  override name = 'RenderRefused'
  constructor(
    readonly reason: RenderRefusal,
    message: string,
    /** Seconds after which the same request may well succeed (busy, too-many). */
    readonly retryAfterSeconds?: number,
  ) {
    super(message)
  }

  get status(): 400 | 422 | 429 | 503 {
    return STATUS[this.reason]
  }
}

export const refusals = {
  busy: (seconds: number) =>
    new RenderRefused(
      'busy',
      'The shop is drawing many pictures right now. Please try again in a few seconds.',
      seconds,
    ),
  tooMany: (seconds: number) =>
    new RenderRefused(
      'too-many',
      'Several of your pictures are being drawn at the same time. Please wait a moment and try again.',
      seconds,
    ),
  timeout: (ms: number) =>
    new RenderRefused(
      'timeout',
      `Drawing the picture took longer than ${Math.round(ms / 100) / 10} seconds and was stopped. Please use a simpler or smaller file.`,
    ),
  memory: (bytes: number) =>
    new RenderRefused(
      'memory',
      `Drawing the picture needed more than ${Math.round(bytes / 1024 / 1024)} MB of memory and was stopped. Please use a simpler or smaller file.`,
    ),
  aborted: () => new RenderRefused('aborted', 'The request was cancelled before the picture was drawn.'),
  crashed: () =>
    new RenderRefused('crashed', 'The picture could not be drawn: the drawing process stopped unexpectedly.'),
  failed: (message: string) => new RenderRefused('failed', message),
}
