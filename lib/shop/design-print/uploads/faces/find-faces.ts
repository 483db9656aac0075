import 'server-only'
import { MAX_FACES, type FaceBox } from '@/lib/shop/design-print/design/face-box'
import { logger } from '@/lib/log/logger'
import { detectFacesOffThread } from '@/lib/shop/design-print/threads/faces-pool'
import type { Detection, Detector, RgbImage } from './face-detector'

/** Longest side of the downscale the detector sees; enough for faces that matter on a card. */
export const FACE_SCAN_MAX_SIDE = 512
/** Smaller photos are not scanned: a face in them would be too small to matter or to find. */
const MIN_SIDE = 64
/** An upload waits at most this long for its faces; after that they are simply unknown. */
const TIME_LIMIT_MS = 5000
/** The first scan also starts the face thread and loads the model and the WASM backend there. */
const LOAD_LIMIT_MS = 30_000

const round = (n: number) => Math.round(Math.min(1, Math.max(0, n)) * 10_000) / 10_000

function toFaceBox({ relativeBox: b }: Detection): FaceBox {
  const x = round(b.x)
  const y = round(b.y)
  return { x, y, width: Math.min(round(b.width), 1 - x), height: Math.min(round(b.height), 1 - y) }
}

export type FindFacesOptions = {
  timeLimitMs?: number
  /** The detector; tests pass a failing or hanging one. */
  detect?: Detector
}

// One detection at a time: TensorFlow.js keeps one global engine, and the CPU is shared with requests.
let queue: Promise<unknown> = Promise.resolve()
/** Whether a scan has finished in this process, i.e. the face thread has its model loaded. */
let loaded = false

/**
 * Faces in an upload, biggest first, as fractions of the image; null when unknown. A failure or a
 * slow run costs the customer nothing but the face warning: it is logged and the upload goes on.
 */
export async function findFaces(
  image: RgbImage,
  { timeLimitMs = TIME_LIMIT_MS, detect }: FindFacesOptions = {},
): Promise<FaceBox[] | null> {
  if (Math.min(image.width, image.height) < MIN_SIDE) return null
  try {
    const detector = detect ?? detectFacesOffThread
    // The first scan of a process also loads the model (on the face thread): it gets longer.
    const limit = loaded || detect ? timeLimitMs : LOAD_LIMIT_MS
    const run = withTimeLimit(
      queue.then(() => detector(image)),
      limit,
    )
    // The next scan waits for this one, but never longer than its time limit: a stuck run cannot
    // switch face detection off for good.
    queue = run.catch(() => undefined)
    const found = await run
    if (found === null) {
      logger().warn({ timeLimitMs: limit }, 'face detection took too long; faces unknown')
      return null
    }
    loaded = true
    return found
      .map(toFaceBox)
      .filter((f) => f.width > 0 && f.height > 0)
      .sort((a, b) => b.width * b.height - a.width * a.height)
      .slice(0, MAX_FACES)
  } catch (error) {
    logger().warn({ err: error }, 'face detection failed; faces unknown')
    return null
  }
}

/** The promise's value, or null once `ms` have passed (the work itself goes on, unobserved). */
async function withTimeLimit<T>(promise: Promise<T>, ms: number): Promise<T | null> {
  let timer: NodeJS.Timeout | undefined
  const timeout = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), ms)
  })
  try {
    return await Promise.race([promise, timeout])
  } finally {
    clearTimeout(timer)
  }
}
