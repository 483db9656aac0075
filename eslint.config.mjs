import { defineConfig, globalIgnores } from 'eslint/config'
import nextVitals from 'eslint-config-next/core-web-vitals'
import nextTs from 'eslint-config-next/typescript'
import {
  EXEMPT,
  layerZones,
  plainInputFiles,
  REQUEST_MODULES,
  unassignedLibEntries,
} from './eslint.layers.mjs'

const unassigned = unassignedLibEntries()
if (unassigned.length > 0) {
  // A new folder under lib/ must say which layer it belongs to (eslint.layers.mjs, ADR 0056).
  throw new Error(`eslint.layers.mjs: no layer names ${unassigned.join(', ')}`)
}

export default defineConfig([
  ...nextVitals,
  ...nextTs,
  {
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/ban-ts-comment': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    // One direction of dependencies (ADR 0056): an import that runs back up a layer fails the lint.
    files: ['app/**', 'components/**', 'containers/**', 'lib/**', 'proxy.ts', 'instrumentation.ts'],
    ignores: EXEMPT,
    rules: { 'import/no-restricted-paths': ['error', { zones: layerZones() }] },
  },
  {
    files: plainInputFiles(),
    ignores: EXEMPT,
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: REQUEST_MODULES.map((name) => ({
            name,
            message:
              'The domain takes plain inputs: read the request in lib/api and pass what it found (ADR 0056).',
          })),
        },
      ],
    },
  },
  globalIgnores([
    '.next/**',
    // Builds into other dist dirs (NEXT_DIST_DIR=.next-b for A/B benches and side-by-side checks).
    '.next-*/**',
    'bench/tmp/**',
    'out/**',
    'data/**',
    'next-env.d.ts',
    'test-results/**',
    '.test-reports/**',
    'playwright-report/**',
    'public/generated/**',
  ]),
])
