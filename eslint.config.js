import { readdirSync } from 'node:fs';
import path from 'node:path';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';

const root = import.meta.dirname;
const core = (dir) => path.join(root, 'packages/core/src', dir);
const server = (dir) => path.join(root, 'packages/server/src', dir);

// core: app → features → shared. A feature never imports another feature: what two features
// share lives in a shared module (components, lib, config, i18n, theme).
const coreFeatures = readdirSync(core('features'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
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

// server: routes → services → repositories → db; plugins wire these together and nothing
// below them imports a plugin; lib, config and i18n are shared by every layer and import none.
// The seed (db/seed) is a command that builds demo data through the services, not the data layer.
const serverTop = ['routes', 'ssr', 'plugins'].map(server);
const serverZones = [
  {
    target: server('services'),
    from: serverTop,
    message: 'services do not import routes or plugins.',
  },
  {
    target: server('repositories'),
    from: [...serverTop, server('services')],
    message: 'repositories import only db, lib, config, i18n and other repositories.',
  },
  {
    target: server('db/*.ts'),
    from: [...serverTop, server('services'), server('repositories')],
    message: 'db imports no upper layer.',
  },
  {
    target: ['lib', 'config', 'i18n'].map(server),
    from: [...serverTop, server('services'), server('repositories')],
    message: 'lib, config and i18n import no layer.',
  },
];

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', '.generated/**', 'data/**', '**/drizzle/**'] },
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
    files: ['packages/core/src/**/*.{ts,tsx}', 'packages/server/src/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      // no-cycle follows the graph through each imported file: it parses them as TypeScript.
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: ['packages/core/tsconfig.json', 'packages/server/tsconfig.json'],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': ['error', { zones: [...coreZones, ...serverZones] }],
    },
  },
);
