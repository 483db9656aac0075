import fs from 'node:fs'

/**
 * The layers of the code base (ADR 0056), top first. A file may import from its own layer and from
 * the layers below it, never from one above. `eslint.config.mjs` turns this table into
 * `import/no-restricted-paths` zones, so `npm run lint` fails on any import that runs back up.
 * Entries are folders or single files relative to the project root.
 */
export const LAYERS = [
  {
    name: 'start',
    what: 'the composition root: wires the layers together when the server starts',
    paths: ['instrumentation.ts', 'lib/server-startup.ts'],
  },
  { name: 'app', what: 'pages, route handlers, the request proxy', paths: ['app', 'proxy.ts'] },
  {
    name: 'ui',
    what: 'React components, CMS containers, the design tool',
    paths: ['components', 'containers', 'lib/editor'],
  },
  {
    name: 'api',
    what: 'endpoint contracts, handler factory, sessions, remote adapters, request-bound loaders',
    paths: ['lib/api'],
  },
  {
    name: 'domain',
    what: 'the shop and the back office: plain inputs, plain results, typed errors',
    paths: ['lib/shop', 'lib/backoffice'],
  },
  {
    name: 'infrastructure',
    what: 'database, mail, storage, renders, logging, HTTP helpers, auth library, flags, i18n, …',
    paths: [
      'lib/auth',
      'lib/build',
      'lib/cms',
      'lib/consent',
      'lib/context',
      'lib/db',
      'lib/env.ts',
      'lib/flags',
      'lib/http',
      'lib/i18n',
      'lib/images',
      'lib/log',
      'lib/mail',
      'lib/render',
      'lib/routing',
      'lib/runtime',
      'lib/security',
      'lib/seo',
      'lib/storage',
      'lib/visitor',
    ],
  },
  { name: 'model', what: 'shared vocabulary: keys, statuses, countries', paths: ['lib/model'] },
  { name: 'config', what: 'config as data', paths: ['lib/config'] },
]

/** Only these layers talk to the database: the UI and the pages get data from the API layer or the domain. */
export const DATABASE = { path: 'lib/db', allowedIn: ['start', 'api', 'domain', 'infrastructure'] }

/** Tests may reach up (a domain test drives the real route handler); they are not part of the graph. */
export const EXEMPT = ['**/*.test.ts', '**/*.test.tsx', '**/testing/**']

// Every entry as a glob (the rule takes globs or plain folders, not both): a file becomes `name.@(ts)`.
const globOf = (path) => (/\.[a-z]+$/.test(path) ? path.replace(/\.([a-z]+)$/, '.@($1)') : `${path}/**`)

/** A folder (or file) under lib/ that no layer names fails the lint: a new folder picks its layer. */
export function unassignedLibEntries(root = '.') {
  const named = new Set(LAYERS.flatMap((layer) => layer.paths))
  return fs
    .readdirSync(`${root}/lib`, { withFileTypes: true })
    .filter((entry) =>
      entry.isDirectory() ? true : /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name),
    )
    .map((entry) => `lib/${entry.name}`)
    .filter((path) => !named.has(path))
}

/** `import/no-restricted-paths` zones: each layer may not import the layers above it. */
export function layerZones() {
  const zones = []
  LAYERS.forEach((layer, index) => {
    const above = LAYERS.slice(0, index)
    if (above.length === 0) return
    zones.push({
      target: layer.paths.map(globOf),
      from: above.flatMap((upper) => upper.paths.map(globOf)),
      message: `The ${layer.name} layer may not import from a layer above it (${above.map((u) => u.name).join(', ')}); see ADR 0056.`,
    })
  })
  const noDatabase = LAYERS.filter((layer) => !DATABASE.allowedIn.includes(layer.name))
  zones.push({
    target: noDatabase.flatMap((layer) => layer.paths.map(globOf)),
    from: [globOf(DATABASE.path)],
    message: 'Pages and UI do not talk to the database: call the API layer or a domain function (ADR 0056).',
  })
  return zones
}

/** The request (cookies, headers, redirects, Request/Response) is read in the API layer and above; the
 * domain and the layers below take plain inputs (ADR 0056). */
export const REQUEST_MODULES = ['next/headers', 'next/navigation', 'next/server']
export const PLAIN_INPUT_LAYERS = ['domain', 'model', 'config']

export function plainInputFiles() {
  return LAYERS.filter((layer) => PLAIN_INPUT_LAYERS.includes(layer.name)).flatMap((layer) =>
    layer.paths.map(globOf),
  )
}
