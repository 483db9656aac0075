import { ESLint } from 'eslint'
import { describe, expect, it } from 'vitest'
import { LAYERS, unassignedLibEntries } from '../../eslint.layers.mjs'

// The layer rule (ADR 0056) only helps while it fires: a changed resolver or a glob that no longer
// matches would let every arrow through without a word. These lint real imports as if they sat in
// the named file and expect the rule's verdict.
const eslint = new ESLint()

async function layerErrors(filePath: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath })
  return (result?.messages ?? [])
    .filter((m) => m.ruleId === 'import/no-restricted-paths' || m.ruleId === 'no-restricted-imports')
    .map((m) => m.message)
}

describe('the layer rule', () => {
  it('refuses an import that runs back up a layer', async () => {
    const cases: Array<[string, string]> = [
      [
        'lib/db/layer-probe.ts',
        "import { ShopError } from '@/lib/shop/common/errors'\nexport const x = ShopError",
      ],
      ['lib/shop/layer-probe.ts', "import { handle } from '@/lib/api/endpoint'\nexport const x = handle"],
      ['lib/model/layer-probe.ts', "import { env } from '@/lib/env'\nexport const x = env"],
      [
        'lib/api/layer-probe.ts',
        "import { PageHeadline } from '@/components/ui/page-headline'\nexport const x = PageHeadline",
      ],
    ]
    for (const [file, code] of cases) {
      expect(await layerErrors(file, code), file).toEqual([expect.stringContaining('ADR 0056')])
    }
  }, 60_000)

  it('keeps pages and components away from the database', async () => {
    const errors = await layerErrors(
      'components/layer-probe.tsx',
      "import { getDb } from '@/lib/db/client'\nexport const x = getDb",
    )
    expect(errors).toEqual([expect.stringContaining('do not talk to the database')])
  }, 60_000)

  it('keeps the request out of the domain', async () => {
    const errors = await layerErrors(
      'lib/shop/layer-probe.ts',
      "import { cookies } from 'next/headers'\nexport const x = cookies",
    )
    expect(errors).toEqual([expect.stringContaining('plain inputs')])
  }, 60_000)

  it('lets an import run down', async () => {
    expect(
      await layerErrors(
        'lib/shop/layer-probe.ts',
        "import { getDb } from '@/lib/db/client'\nexport const x = getDb",
      ),
    ).toEqual([])
    expect(
      await layerErrors(
        'app/layer-probe.ts',
        "import { handle } from '@/lib/api/endpoint'\nexport const x = handle",
      ),
    ).toEqual([])
  }, 60_000)

  it('gives every folder under lib/ a layer, each named once', () => {
    expect(unassignedLibEntries()).toEqual([])
    const paths = LAYERS.flatMap((layer) => layer.paths)
    expect(new Set(paths).size).toBe(paths.length)
  })
})
