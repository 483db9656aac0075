import { describe, expect, it } from 'vitest'
import { RenderRefused } from '@/lib/render/errors'
import { createPdfAdmission } from './pdf-admission'

const LIMITS = { perClient: 2, total: 3, retryAfterSeconds: { busy: 5, tooMany: 2 } } as const

/** A drawing that finishes when told to. */
function pending() {
  let finish!: () => void
  const done = new Promise<string>((resolve) => (finish = () => resolve('pdf')))
  return { draw: () => done, finish }
}

describe('createPdfAdmission', () => {
  it('lets one visitor draw two at once and refuses the third with 429 and Retry-After', async () => {
    const admit = createPdfAdmission(LIMITS)
    const [a, b] = [pending(), pending()]
    const first = admit('198.51.100.1', a.draw)
    const second = admit('198.51.100.1', b.draw)
    const third = admit('198.51.100.1', async () => 'pdf')
    await expect(third).rejects.toMatchObject({ reason: 'too-many', status: 429, retryAfterSeconds: 2 })
    a.finish()
    b.finish()
    await expect(Promise.all([first, second])).resolves.toEqual(['pdf', 'pdf'])
    await expect(admit('198.51.100.1', async () => 'again')).resolves.toBe('again')
  })

  it('refuses everybody with 503 once the shop draws its limit, and admits again when one finishes', async () => {
    const admit = createPdfAdmission(LIMITS)
    const drawings = [pending(), pending(), pending()]
    const running = drawings.map((d, i) => admit(`198.51.100.${i + 10}`, d.draw))
    const refused = await admit('198.51.100.99', async () => 'pdf').catch((error: unknown) => error)
    expect(refused).toBeInstanceOf(RenderRefused)
    expect(refused).toMatchObject({ reason: 'busy', status: 503, retryAfterSeconds: 5 })
    drawings[0]!.finish()
    await running[0]
    await expect(admit('198.51.100.99', async () => 'pdf')).resolves.toBe('pdf')
    drawings.slice(1).forEach((d) => d.finish())
    await Promise.all(running)
  })

  it('gives the place back when a drawing fails', async () => {
    const admit = createPdfAdmission(LIMITS)
    for (let i = 0; i < 5; i++) {
      await expect(admit('198.51.100.7', () => Promise.reject(new Error('broken')))).rejects.toThrow('broken')
    }
    await expect(admit('198.51.100.7', async () => 'pdf')).resolves.toBe('pdf')
  })
})
