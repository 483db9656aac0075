import { defineConfig, globalIgnores } from 'eslint/config'
import nextVitals from 'eslint-config-next/core-web-vitals'
import nextTs from 'eslint-config-next/typescript'

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
