import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';

const root = import.meta.dirname;
const core = (dir) => path.join(root, 'packages/core/src', dir);
const server = (dir) => path.join(root, 'packages/server/src', dir);
const cli = (dir) => path.join(root, 'cli/src', dir);
const subfolders = (dir) =>
  readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

// core: app → features → shared. A feature never imports another feature: what two features
// share lives in a shared module (components, lib, config, i18n, theme).
const coreFeatures = subfolders(core('features'));
const coreShared = ['components', 'lib', 'config', 'i18n', 'theme'].map(core);
const coreZones = [
  ...coreFeatures.map((feature) => ({
    target: core(`features/${feature}`),
    from: core('features'),
    except: [`./${feature}`],
    message: 'A feature imports another feature only through a shared module.',
  })),
  { target: core('features'), from: core('app'), message: 'features do not import app.' },
  {
    target: coreShared,
    from: [core('features'), core('app')],
    message: 'Shared modules do not import features or app.',
  },
];

// Explicit exceptions: a file of a zone's target may import the listed paths of the zone's
// `from` folders (`allow`: folder → paths relative to it) and nothing else of them; the rest of
// the target keeps the zone whole. Each exception says why it stays and what would remove it.
const filesBut = (dir, excluded) =>
  readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (excluded.includes(full)) return [];
    if (excluded.some((file) => file.startsWith(full + path.sep))) return filesBut(full, excluded);
    return [full];
  });
const withExceptions = (zone, exceptions) => {
  const files = exceptions.map((exception) => exception.file);
  return [
    {
      ...zone,
      target: [zone.target]
        .flat()
        .flatMap((target) =>
          files.some((file) => file.startsWith(target + path.sep))
            ? filesBut(target, files)
            : [target],
        ),
    },
    ...exceptions.flatMap(({ file, allow }) =>
      [zone.from].flat().map((from) => ({
        target: file,
        from,
        message: zone.message,
        ...(allow[from] ? { except: allow[from] } : {}),
      })),
    ),
  ];
};

// The workspace: each package (packages/*, cli, tests) imports, by name or by path, only the
// workspace packages its package.json depends on. No package depends on cli or tests; the
// server and its tools do not depend on the React site (@jobboard/core).
const workspace = [
  ...subfolders(path.join(root, 'packages')).map((dir) => `packages/${dir}`),
  'cli',
  'tests',
]
  // pnpm-workspace.yaml's packages: a folder without a package.json is none.
  .filter((dir) => existsSync(path.join(root, dir, 'package.json')))
  .map((dir) => {
    const manifest = JSON.parse(readFileSync(path.join(root, dir, 'package.json'), 'utf8'));
    const dependsOn = Object.keys({ ...manifest.dependencies, ...manifest.devDependencies });
    return { dir: path.join(root, dir), name: manifest.name, dependsOn };
  });
const workspaceExceptions = {
  tests: [
    // bundle.test.ts checks the built site against the page registry and the message catalogs
    // it was built from: it reads core's sources, not core's runtime.
    {
      file: path.join(root, 'tests/e2e/bundle.test.ts'),
      allow: {
        [path.join(root, 'packages/core')]: [
          './src/app/page-registry.ts',
          './src/app/page-sources.ts',
          './src/i18n',
        ],
      },
    },
  ],
};
const workspaceZones = workspace.flatMap(({ dir, name, dependsOn }) =>
  withExceptions(
    {
      target: dir,
      from: workspace
        .filter((other) => other.dir !== dir && !dependsOn.includes(other.name))
        .map((other) => other.dir),
      message: `${name} imports only the workspace packages its package.json depends on.`,
    },
    workspaceExceptions[path.relative(root, dir)] ?? [],
  ),
);

// server: routes, ssr → plugins → services → repositories → search → db (routes and ssr use the
// plugins; nothing below the plugins imports one); lib, config, i18n and brands are shared by
// every layer and import none. search is the text analysis and the index (db only); the
// repositories call it.
// The seed (db/seed) is a command that builds demo data through the services, search and the
// repositories: it sits beside the services, not in the data layer, and only bootstrap.ts (and
// tests) import it; its data files (db/seed/data) are plain data.
const serverTop = ['routes', 'ssr', 'plugins'].map(server);
const serverShared = ['lib', 'config', 'i18n', 'brands'].map(server);
const serverZones = [
  {
    // routes and ssr use the plugins (auth, brand, public reads…); a plugin is below both, and
    // the API and the page renderer do not import each other.
    target: server('plugins'),
    from: [server('routes'), server('ssr')],
    message: 'plugins import neither routes nor ssr (the page renderer): those use the plugins.',
  },
  { target: server('routes'), from: server('ssr'), message: 'routes do not import ssr.' },
  { target: server('ssr'), from: server('routes'), message: 'ssr does not import routes.' },
  {
    target: server('services'),
    from: serverTop,
    message: 'services do not import routes or plugins.',
  },
  {
    target: server('repositories'),
    from: [...serverTop, server('services')],
    message: 'repositories import only search, db, lib, config, i18n and other repositories.',
  },
  {
    target: server('search'),
    from: [...serverTop, server('services'), server('repositories')],
    message: 'search imports only db, lib and config: the repositories call it, not the reverse.',
  },
  {
    target: server('db/seed'),
    from: serverTop,
    message: 'The seed builds demo data through services, search and repositories, not routes.',
  },
  {
    target: [...serverTop, server('services'), server('repositories'), server('search')],
    from: server('db/seed'),
    except: ['./data'],
    message: 'Only bootstrap.ts runs the seed; its data files (db/seed/data) are plain data.',
  },
  {
    target: server('db/*.ts'),
    from: [
      ...serverTop,
      server('services'),
      server('repositories'),
      server('search'),
      server('db/seed'),
    ],
    message: 'db imports no upper layer.',
  },
  {
    target: serverShared,
    from: [...serverTop, server('services'), server('repositories'), server('search')],
    message: 'lib, config, i18n and brands import no layer.',
  },
  {
    target: serverShared,
    from: server('db'),
    except: ['./seed/data'],
    message: 'lib, config, i18n and brands import no layer.',
  },
];

// cli: src/index.ts → commands/ (one file a command) → the steps (validate, images, seo, theme,
// build, ci, preview, list, scaffold: plain functions returning reports) → utils/. Only index.ts
// imports a command; utils import no step. testing/ holds the tests' helpers.
const cliSteps = subfolders(cli('')).filter((dir) => dir !== 'commands' && dir !== 'utils');
const cliZones = [
  {
    target: [...cliSteps, 'utils'].map(cli),
    from: cli('commands'),
    message: 'Only src/index.ts imports a command.',
  },
  ...withExceptions(
    {
      target: cli('utils'),
      from: cliSteps.map(cli),
      message: 'utils import no step (validate, images, build…): the steps import utils.',
    },
    [
      // valid-brands.ts is a step (validate the brands, stop on an error) that the build, images,
      // preview and ci commands share; its place is validate/.
      {
        file: cli('utils/valid-brands.ts'),
        allow: {
          [cli('validate')]: ['./format-report.ts', './validate-brands.ts'],
          [cli('images')]: ['./images-for-brands.ts'],
        },
      },
    ],
  ),
];

export default tseslint.config(
  {
    // test-results/: what a test run writes, maybe while CI lints beside it (.ci/run).
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '.generated/**',
      'data/**',
      'test-results/**',
      '**/drizzle/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    // The server stands on the contracts, not on the React site: the route table is
    // @jobboard/contracts/routes, the tools' launcher @jobboard/launch; the site's build reaches
    // the server as files (.generated/), never as an import.
    files: ['packages/server/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@jobboard/core', '@jobboard/core/*', '**/core/src/**', '**/core/scripts/**'],
              message:
                'The server does not import the React site (@jobboard/core): shared code belongs in @jobboard/contracts, tools in @jobboard/launch.',
            },
          ],
        },
      ],
    },
  },
  {
    // A date shown by the site is read in Quebec's time zone, on the server (UTC) and in every
    // browser alike (i18n/index.ts TIME_ZONE): the app's intl objects carry none, so each date or
    // time format names it (or goes through lib/dates.ts readableDate, which does).
    files: ['packages/core/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "CallExpression[callee.property.name=/^format(Date|Time)$/]:not(:has(Property[key.name='timeZone']))",
          message:
            'Name the time zone (timeZone: TIME_ZONE from i18n, or readableDate from lib/dates.ts): the intl objects carry none.',
        },
      ],
    },
  },
  {
    // The whole repository: every package's sources, tests, scripts and benches, the CLI, the
    // end-to-end tests, the workers (.mjs) and the configuration files.
    files: ['**/*.{ts,tsx,mts,cts,js,mjs,cjs}'],
    plugins: { 'import-x': importX },
    settings: {
      // no-cycle follows the graph through each imported file: it parses them as TypeScript.
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: [...workspace.map(({ dir }) => path.join(dir, 'tsconfig.json'))],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': [
        'error',
        { zones: [...workspaceZones, ...coreZones, ...serverZones, ...cliZones] },
      ],
    },
  },
);
