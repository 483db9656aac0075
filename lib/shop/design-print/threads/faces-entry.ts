/**
 * The face thread (see faces-pool.ts): runs the tiny face detector on an upload's downscaled pixels.
 * Pixels in, plain boxes out (the detector's own objects do not survive the trip between threads).
 */
import {
  loadTinyFaceDetector,
  type Detection,
  type RgbImage,
} from '@/lib/shop/design-print/uploads/faces/face-detector'
import { serve } from './serve'

serve<RgbImage, Detection[]>(async (image) => {
  const detector = await loadTinyFaceDetector()
  const found = await detector(image)
  return found.map(({ score, relativeBox: { x, y, width, height } }) => ({
    score,
    relativeBox: { x, y, width, height },
  }))
})
