import 'server-only'
import { readFileSync } from 'node:fs'
import fontkit, { type Font } from '@pdf-lib/fontkit'
import { designFont, fontFilePath, nearestWeight } from '../fonts'

/**
 * The design fonts opened with fontkit, once per face and process. fontkit reads the very woff2
 * files the editor's @font-face rules use, so preview outlines match what the customer sees. A
 * family that is not a design font falls back to Inter: the document schema allows any well-formed
 * family name, and a preview must never fail over a font.
 */
const FALLBACK_FAMILY = 'Inter'
const faces = new Map<string, Font>()

export function fontFace(family: string, weight: number, italic: boolean): Font {
  const font = designFont(family) ?? designFont(FALLBACK_FAMILY)
  if (!font) throw new Error(`The fallback font ${FALLBACK_FAMILY} is not a design font`)
  const useItalic = italic && font.italic
  const key = `${font.family}/${nearestWeight(font, weight)}/${useItalic ? 'i' : 'n'}`
  let face = faces.get(key)
  if (!face) {
    const file = fontFilePath(font, { weight, italic: useItalic, format: 'woff2' })
    face = fontkit.create(readFileSync(file))
    faces.set(key, face)
  }
  return face
}
