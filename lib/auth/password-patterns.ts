/**
 * Guessable shapes of a password: keyboard runs (qwertz, asdf, 12345, abcde, forwards or backwards)
 * and repetition (aaaaaaaa, 121212, abcabcabc). Guessing tools try these first, whatever the length,
 * so a password is measured by what is left without them (NIST SP 800-63B: refuse "repetitive or
 * sequential characters"). Pure and small, with no word list, so a form can run it in the browser too.
 */
const ROWS = [
  '1234567890',
  'abcdefghijklmnopqrstuvwxyz',
  'qwertzuiopü',
  'asdfghjklöä',
  'yxcvbnm',
  'qwertyuiop',
  'asdfghjkl',
  'zxcvbnm',
] as const
const SEQUENCES = ROWS.flatMap((row) => [row, [...row].reverse().join('')])

/** Shortest keyboard run that counts: "abc" and "123" occur in real words and dates, "asdf" does not. */
export const MIN_RUN = 4
/** A unit of 1 to 3 characters said this often in a row counts as repetition: "aaa", "ababab". */
const MIN_REPEATS = 3
const MAX_UNIT = 3

export type PasswordPattern = 'keyboardRun' | 'repeated'

/** Marks each character that belongs to a keyboard run of MIN_RUN or more. */
function runMarks(chars: string[]): boolean[] {
  const marks = chars.map(() => false)
  for (let start = 0; start < chars.length; start++) {
    let end = start + 1
    while (end < chars.length && SEQUENCES.some((s) => s.includes(chars.slice(start, end + 1).join(''))))
      end++
    if (end - start >= MIN_RUN) for (let i = start; i < end; i++) marks[i] = true
  }
  return marks
}

/** Marks each character that belongs to a unit repeated MIN_REPEATS times or more in a row. */
function repeatMarks(chars: string[]): boolean[] {
  const marks = chars.map(() => false)
  for (let unit = 1; unit <= MAX_UNIT; unit++) {
    for (let start = 0; start + unit * MIN_REPEATS <= chars.length; start++) {
      let end = start + unit
      while (
        end + unit <= chars.length &&
        chars.slice(end, end + unit).join('') === chars.slice(start, start + unit).join('')
      ) {
        end += unit
      }
      if ((end - start) / unit >= MIN_REPEATS) for (let i = start; i < end; i++) marks[i] = true
    }
  }
  return marks
}

/**
 * The pattern that makes `password` guessable: what is left without its keyboard runs and repeats is
 * shorter than `minLength`. Null when enough is left ("Mein Hund heißt 12345" passes, "qwertz12345" and
 * "aaaaaaaa" do not).
 */
export function passwordPattern(password: string, minLength: number): PasswordPattern | null {
  const chars = [...password.toLowerCase()]
  const runs = runMarks(chars)
  const repeats = repeatMarks(chars)
  const left = chars.filter((_, i) => !runs[i] && !repeats[i]).length
  if (left >= minLength) return null
  const runCount = runs.filter(Boolean).length
  const repeatCount = repeats.filter(Boolean).length
  return runCount >= repeatCount ? 'keyboardRun' : 'repeated'
}
