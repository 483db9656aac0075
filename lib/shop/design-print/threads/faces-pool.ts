import { Worker } from 'node:worker_threads'
import type { Detection, RgbImage } from '@/lib/shop/design-print/uploads/faces/face-detector'
import { sourceThread, workThread } from './thread'

/**
 * Face detection on its own thread (faces-entry.ts): ADR 0024 measured 0.5–1.5 s of blocked event
 * loop per photo and named a worker thread as the next step. The first call also loads the model
 * there, so the server's thread never holds TensorFlow. A thread, not a process: the pixels are a
 * few hundred kB and the answer a handful of boxes.
 */
const DETECT_TIMEOUT_MS = 60_000

// Inside Next's server the bundler compiles faces-entry.ts into the build (NEXT_RUNTIME is set there).
const facesThread = workThread<RgbImage, Detection[]>(
  'faces',
  () =>
    process.env.NEXT_RUNTIME
      ? new Worker(new URL('./faces-entry.ts', import.meta.url))
      : sourceThread(import.meta.url.replace(/faces-pool\.ts$/, 'faces-entry.ts')),
  DETECT_TIMEOUT_MS,
)

/** The tiny face detector's findings on `image`, computed off the event loop. */
export function detectFacesOffThread(image: RgbImage): Promise<Detection[]> {
  return facesThread.run(image)
}
