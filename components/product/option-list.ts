/** [value, label] pairs of a select. */
export type OptionPairs = (readonly [value: string, label: string])[]

/**
 * A long list of numbers labelled alike ("50 Stück"): the numbers and the text around each, and only
 * the labels that read otherwise ("1.000 Stück", grouped). The quantity select has 154 steps, and the
 * page's payload carries every option of every select besides the HTML: as pairs they were 3 kB.
 */
export interface NumberOptions {
  numbers: number[]
  before: string
  after: string
  labels: Record<string, string>
}

export type OptionList = OptionPairs | NumberOptions

/** Pairs of numeric values as NumberOptions when their labels share one pattern, else unchanged. */
export function compactOptions(pairs: OptionPairs): OptionList {
  const first = pairs[0]
  if (!first || !pairs.every(([value]) => /^\d+$/.test(value))) return pairs
  const at = first[1].indexOf(first[0])
  if (at < 0) return pairs
  const before = first[1].slice(0, at)
  const after = first[1].slice(at + first[0].length)
  const labels: Record<string, string> = {}
  for (const [value, label] of pairs) if (label !== before + value + after) labels[value] = label
  // Mostly exceptions: the pairs say it in fewer bytes.
  if (Object.keys(labels).length * 2 > pairs.length) return pairs
  return { numbers: pairs.map(([value]) => Number(value)), before, after, labels }
}

/** The pairs again, in order (the select's options). */
export function optionPairs(list: OptionList): OptionPairs {
  if (Array.isArray(list)) return list
  return list.numbers.map((number) => {
    const value = String(number)
    return [value, list.labels[value] ?? list.before + value + list.after] as const
  })
}

/** 1, 2.5 and 5 times a power of ten: the quantities a shopper thinks in (1, 5, 10, 25, 50, 100, …). */
function roundNumber(n: number): boolean {
  const scale = 10 ** Math.floor(Math.log10(n))
  return [1, 2.5, 5].includes(n / scale)
}

/** Beyond this many numbers, the server HTML lists only the round ones. */
const LONG_LIST = 30

/**
 * The options of the server HTML: a long numbered list (the 154 quantity steps, 5.5 kB of HTML)
 * only with its round numbers, its ends and the chosen value; the browser draws all of them once
 * it runs JavaScript. Without JavaScript a shopper still chooses among a dozen quantities.
 */
export function serverOptionPairs(list: OptionList, value: string): OptionPairs {
  const pairs = optionPairs(list)
  if (Array.isArray(list) || pairs.length <= LONG_LIST) return pairs
  const last = pairs.length - 1
  return pairs.filter(([v], i) => i === 0 || i === last || v === value || roundNumber(Number(v)))
}
