import { z } from 'zod'

const fraction = z.number().min(0).max(1)

/**
 * A face found in an uploaded photo, as fractions (0..1) of the upright image, like a crop: it
 * survives the preview being smaller than the print original. Detected on the server (ADR 0024).
 */
export const faceBoxSchema = z
  .strictObject({ x: fraction, y: fraction, width: fraction, height: fraction })
  .refine((f) => f.x + f.width <= 1 + 1e-9 && f.y + f.height <= 1 + 1e-9, {
    message: 'face box must stay inside the image',
  })
  .describe('A face in the photo as fractions 0..1 of the image')
export type FaceBox = z.infer<typeof faceBoxSchema>

/** More faces than this in one photo are a crowd; the biggest ones are kept. */
export const MAX_FACES = 20
export const faceBoxesSchema = z.array(faceBoxSchema).max(MAX_FACES)

/** The smallest box around all faces (null for none). */
export function unionOfFaces(faces: readonly FaceBox[]): FaceBox | null {
  if (faces.length === 0) return null
  const x = Math.min(...faces.map((f) => f.x))
  const y = Math.min(...faces.map((f) => f.y))
  const right = Math.max(...faces.map((f) => f.x + f.width))
  const bottom = Math.max(...faces.map((f) => f.y + f.height))
  return { x, y, width: right - x, height: bottom - y }
}
