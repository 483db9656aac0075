/** A built-in vector motif: drawn in a 100 × 100 box from up to `slots` resolved colours. */
export type Motif = {
  slots: number
  draw: (colors: readonly string[]) => string
}
