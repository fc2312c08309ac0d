import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import pluginQuery from '@tanstack/eslint-plugin-query';
import globals from 'globals';
import lingui from 'eslint-plugin-lingui';

const features = readdirSync(new URL('./src/features', import.meta.url), { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name);

/**
 * The server's layers, top to bottom: each imports only from the layers below it, and the contract
 * lies below them all. live, db and lib are ordered too rather than one level: the live channel
 * carries the database's desire records between processes (db/desire-record.ts), the database code
 * knows nothing of the live channel, and lib holds helpers that know neither.
 */
const serverLayers = ['routes', 'plugins', 'services', 'live', 'db', 'lib'];
/** Where the server is put together (and its settings read): above every layer, imported by none. */
const serverComposition = ['./server/src/cli', './server/src/app.ts', './server/src/server.ts', './server/src/config.ts'];
const serverZones = serverLayers.map((layer, index) => ({
  target: `./server/src/${layer}`,
  from: [...serverComposition, ...serverLayers.slice(0, index).map((above) => `./server/src/${above}`)],
  message: `server/src/${layer} imports only from the layers below it (${[...serverLayers.slice(index + 1), 'contract'].join(', ')}); app.ts puts the layers together.`,
}));

/** docs/architecture.md "The parts and their layers": who may import what. */
const boundaries = [
  // A feature never imports another feature or app/.
  ...features.map((name) => ({
    target: `./src/features/${name}`,
    from: './src/features',
    except: [`./${name}`],
    message: 'A feature never imports another feature: compose them in src/app.',
  })),
  { target: './src/features', from: './src/app', message: 'Features never import app/.' },
  { target: ['./src/components', './src/lib', './src/config'], from: ['./src/features', './src/app'], message: 'Shared code imports no feature and no app code.' },
  { target: ['./src/lib', './src/config'], from: './src/components', message: 'lib/ and config/ import no components.' },
  { target: './contract', from: ['./src', './server', './e2e', './tests'], message: 'The contract imports zod only.' },
  { target: './src', from: ['./server', './tests', './e2e', './mock-backend'], message: 'The app never imports the server, the mock backend or tests (dev:mock reaches the mock backend through a virtual module).' },
  // The spec-only backend of dev:mock keeps the spec's promises and nothing more: it reads the contract alone.
  { target: './mock-backend', from: ['./src', './server', './tests', './e2e'], message: 'The mock backend imports only the contract.' },
  { target: './server', from: ['./src', './tests', './e2e', './mock-backend'], message: 'The server never imports the app, the mock backend or tests.' },
  ...serverZones,
  // The route manifest is plain data: e2e checks each page's chunks against the build with it.
  { target: './e2e', from: './contract', except: ['./pages/route-manifest.ts'], message: 'End-to-end tests drive the real app; they import nothing from it.' },
  { target: './e2e', from: ['./src', './server'], message: 'End-to-end tests drive the real app; they import nothing from it.' },
];

export default tseslint.config(
  { ignores: ['dist', 'node_modules', 'data', 'coverage', 'test-results', 'playwright-report', 'e2e/artifacts', 'server/drizzle', '.tmp', 'scripts/.*'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { ecmaVersion: 2022, sourceType: 'module', globals: { ...globals.node } },
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [
        createTypeScriptImportResolver({ project: ['tsconfig.app.json', 'tsconfig.server.json', 'tsconfig.node.json'] }),
      ],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: boundaries }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-duplicates': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}', 'contract/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: [{ name: 'zod', message: "Use `import * as z from 'zod/mini'` here: the classic API does not tree-shake." }] },
      ],
      'no-restricted-syntax': [
        'error',
        {
          selector: "ImportDeclaration[source.value='zod/mini'][importKind!='type'] > ImportSpecifier",
          message: "Import zod/mini as a namespace (`import * as z from 'zod/mini'`): a named `z` defeats tree-shaking.",
        },
        {
          selector: "JSXAttribute[name.name='dangerouslySetInnerHTML']",
          message: 'Everything a member wrote is rendered as text.',
        },
      ],
    },
  },
  {
    // Imported by the service worker as it is (public/sw-push.js).
    files: ['public/**/*.js'],
    languageOptions: { globals: { ...globals.serviceworker } },
  },
  {
    files: ['src/**/*.{ts,tsx}', 'tests/client/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y, '@tanstack/query': pluginQuery },
    rules: {
      ...reactHooks.configs['recommended-latest'].rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      ...pluginQuery.configs['flat/recommended'][0].rules,
      // Autofocus on the first field of a step or form is what people expect there.
      'jsx-a11y/no-autofocus': 'off',
      // Labels that wrap their control and an icon reach their words a level deeper than the default.
      'jsx-a11y/label-has-associated-control': ['error', { depth: 3 }],
    },
  },
  {
    // Every word a reader sees is a message in the catalogs (docs/decisions/app.md, "Languages"): a
    // literal string in the app's code is one the catalogs miss. What is not prose is let through by
    // where it stands (class names, types, ids, keys, addresses, test ids) or what it looks like.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/**/*.d.ts'],
    plugins: { lingui },
    rules: {
      ...lingui.configs['flat/recommended'].rules,
      'lingui/no-unlocalized-strings': [
        'error',
        {
          ignore: [
            // One word in lower case, kebab or snake case, a path, a query, a CSS or a format string.
            '^[^A-Z\\s]+$',
            '^[A-Za-z]+[-_:./][\\w-_:./]*$',
            // All caps: constants and event names.
            '^[A-Z0-9_]+$',
          ],
          ignoreFunctions: ['cn', 'cva', 'clsx', 'console.*', 'Error', 'TypeError', 'RangeError', 'new Error', 'Symbol', 'Object.*', 'JSON.*', '*.addEventListener', '*.removeEventListener', '*.querySelector', '*.querySelectorAll', '*.getItem', '*.setItem', '*.startsWith', '*.endsWith', '*.includes', '*.split', '*.replace', '*.match', '*.test', 'useSearchParam', 'URLSearchParams', '*.get', '*.set', '*.has', '*.append', '*.delete', 'document.createElement', 'matchMedia', 'useMediaQuery', 'Intl.*', 'performance.*', 'import', 'api.*', 'fetch', 'callExtra', 'useExtraOffered', 'isExtraOffered', 'markExtraMissing', 'invalidateAfter', 'useLimitCheck', '*.register', '*.setFocus', '*.setValue', '*.getValues', '*.watch', '*.trigger', '*.resetField', '*.closest', 'super', 'reportShapeProblem'],
          ignoreNames: [
            { regex: { pattern: 'className|ClassName|class$|Class$|style|variant|size|type|Type|^id$|Id$|key|Key|href|to$|path|Path|src|Src|name$|rel|target|method|mode|role|inputMode|autoComplete|enterKeyHint|accept|capture|data-|testid|as$|side|align|orient|direction|dir$|lang|kind|Kind|status|Status|event|Event|icon|Icon|format|Format|pattern|Pattern|loading|decoding|fetchPriority|sizes|srcSet|crossOrigin|referrerPolicy|draggable|encType|form$|htmlFor|tone|Tone|color|Color|intent|Widths|gridTemplate|Authorization|Accept', flags: '' } },
          ],
        },
      ],
    },
  },
  {
    files: ['server/src/**/*.ts'],
    rules: {
      'no-console': 'off',
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'node:async_hooks',
              message:
                'On Node 20 an AsyncLocalStorage in use puts a hook on every promise of the process: it made every request a third slower (docs/decisions/speed.md "A hook on every promise"). Pass what a call needs explicitly.',
            },
            { name: 'async_hooks', message: 'See node:async_hooks.' },
          ],
        },
      ],
    },
  },
  {
    files: ['scripts/**/*.{js,mjs,ts}', 'e2e/**/*.ts', 'tests/**/*.{ts,tsx}', 'mock-backend/**/*.ts', '*.config.{js,ts}'],
    rules: { 'no-console': 'off' },
  },
);
