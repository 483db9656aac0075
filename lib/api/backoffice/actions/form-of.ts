/**
 * A server action's form, whatever a forged request sent. Next decodes an action's arguments from the
 * request body, so a hand-made request can pass a string or an object where the page passes its form;
 * calling `.get` on that would be a 500. Anything but a FormData counts as an empty form, which each
 * action already refuses with its own German message.
 */
export function formOf(input: unknown): FormData {
  return input instanceof FormData ? input : new FormData()
}
