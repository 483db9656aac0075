/**
 * A visitor without a key is given one by the server with the first write that needs it, in an
 * HttpOnly cookie (ADR 0050). Two first writes sent at once would each be given a different key, and
 * the later Set-Cookie would orphan what the other saved: a design autosaved while a photo uploads
 * answered "belongs to someone else" on its next save. The browser cannot see the HttpOnly key, so in
 * each page the first write goes alone and the others wait for its answer (its cookie is stored by
 * then); after that, writes go as they come. Browser code: a few lines, no dependencies.
 */
export type WriteGate = <T>(send: () => Promise<T>) => Promise<T>

export function createWriteGate(): WriteGate {
  let first: Promise<unknown> | undefined
  return (send) => {
    if (first) return first.then(send)
    const sent = send()
    // Whatever the first answer was (even a network error), the writes behind it go on.
    first = sent.then(
      () => undefined,
      () => undefined,
    )
    return sent
  }
}

/** The page's gate for writes that may need a visitor key (the design tool's saves and uploads). */
export const firstWriteAlone: WriteGate = createWriteGate()
