import js from '@eslint/js';
import boundaries from 'eslint-plugin-boundaries';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const viewLibraries = [
  { name: 'react', message: 'Machines and the domain stay free of React.' },
  { name: 'react-dom', message: 'Machines and the domain stay free of React.' },
  { name: '@xstate/react', message: 'Machines and the domain stay free of React.' },
  { name: '@chakra-ui/react', message: 'Machines and the domain stay free of Chakra.' },
  { name: 'framer-motion', message: 'Machines and the domain stay free of views.' },
  { name: 'chart.js', message: 'Machines and the domain stay free of views.' },
  { name: 'react-chartjs-2', message: 'Machines and the domain stay free of views.' },
  { name: '@emailjs/browser', message: 'The EmailJS call is an actor provided at the edge.' },
];

/**
 * The layers, by folder. Imports flow one way: domain <- machines <- state <- ui <- site and
 * dashboard (which never import each other) <- app, which only wires. The statecharts view
 * stands beside site and dashboard: it draws the machines and watches the app's actor, which the
 * app hands it when it is opened. build/ and tests/ stand beside the app. Checked by tests/unit/lint-layers.test.ts.
 */
const layers = [
  { type: 'domain', pattern: 'src/domain/**', partialMatch: false },
  { type: 'machines', pattern: 'machines/**', partialMatch: false },
  { type: 'state', pattern: 'src/state/**', partialMatch: false },
  { type: 'ui', pattern: 'src/ui/**', partialMatch: false },
  { type: 'site', pattern: 'src/site/**', partialMatch: false },
  { type: 'dashboard', pattern: 'src/dashboard/**', partialMatch: false },
  { type: 'statecharts', pattern: 'src/statecharts/**', partialMatch: false },
  { type: 'app', pattern: 'src/app/**', partialMatch: false },
  { type: 'build', pattern: 'build/**', partialMatch: false },
  { type: 'tests', pattern: 'tests/**', partialMatch: false },
];

/** Which layers each layer may import; any other import between our files is an error. */
const mayImport = {
  domain: ['domain'],
  machines: ['machines', 'domain'],
  state: ['state', 'domain'],
  ui: ['ui', 'state', 'domain'],
  site: ['site', 'ui', 'state', 'machines', 'domain'],
  dashboard: ['dashboard', 'ui', 'state', 'machines', 'domain'],
  statecharts: ['statecharts', 'ui', 'state', 'machines', 'domain'],
  app: ['app', 'statecharts', 'site', 'dashboard', 'ui', 'state', 'machines', 'domain'],
  build: ['build', 'statecharts', 'domain', 'machines'],
  tests: [
    'tests',
    'build',
    'app',
    'statecharts',
    'site',
    'dashboard',
    'ui',
    'state',
    'machines',
    'domain',
  ],
};

/**
 * Types only, no code: state names the app actor's type (context, selectors) and ui the toast a
 * machine emits, but neither runs a machine, so neither pulls machine code into a chunk.
 */
const mayImportTypes = {
  state: ['machines'],
  ui: ['machines'],
};

const layerRules = {
  files: ['**/*.{js,mjs,ts,tsx,mts}'],
  plugins: { boundaries },
  settings: {
    'boundaries/root-path': import.meta.dirname,
    'boundaries/elements': layers,
    // A re-export or a lazy `import()` crosses a layer as much as an import does.
    'boundaries/dependency-nodes': ['import', 'export', 'dynamic-import'],
    // Resolves the `@/` and `@machines/` aliases through tsconfig.json's paths.
    'import/resolver': { typescript: { project: `${import.meta.dirname}/tsconfig.json` } },
  },
  rules: {
    'boundaries/dependencies': [
      'error',
      {
        default: 'disallow',
        // A file of ours outside every layer is an error too, not a gap in the rules.
        checkUnknownLocals: true,
        message:
          '{{from.type}} may not import {{#if to.type}}{{to.type}}{{else}}a file outside the layers{{/if}} ' +
          '({{dependency.source}}): imports flow one way, see the layers in eslint.config.js.',
        policies: [
          ...Object.entries(mayImport).map(([from, to]) => ({
            from: { element: { type: from } },
            allow: { to: { element: { type: to } } },
          })),
          ...Object.entries(mayImportTypes).map(([from, to]) => ({
            from: { element: { type: from } },
            allow: { to: { element: { type: to } }, dependency: { kind: 'type' } },
          })),
        ],
      },
    ],
  },
};

export default tseslint.config(
  {
    ignores: [
      'dist',
      'dist-static',
      'dist-*',
      'node_modules',
      'test-results',
      'playwright-report',
      'coverage',
      '.tmp',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  layerRules,
  {
    languageOptions: {
      ecmaVersion: 2023,
      sourceType: 'module',
      globals: { ...globals.browser, ...globals.node },
    },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-script-url': 'error',
      'no-eval': 'error',
      'no-implied-eval': 'error',
      'no-new-func': 'error',
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-syntax': [
        'error',
        {
          selector: "JSXAttribute[name.name='dangerouslySetInnerHTML']",
          message: 'Render text as text: dangerouslySetInnerHTML is not allowed.',
        },
        {
          selector: 'Literal[value=/^\\s*javascript:/i]',
          message: 'Script URLs are not allowed.',
        },
        {
          selector:
            "JSXOpeningElement:has(JSXAttribute[name.name='target'][value.value='_blank']):not(:has(JSXAttribute[name.name='rel'][value.value='noopener noreferrer']))",
          message:
            'A new-tab link needs rel="noopener noreferrer" (or use ExternalAnchor from @/ui/links).',
        },
        {
          selector: 'MemberExpression[property.name=/^(innerHTML|outerHTML)$/]',
          message: 'Render text as text: innerHTML and outerHTML are not allowed.',
        },
        {
          selector: "CallExpression[callee.property.name='insertAdjacentHTML']",
          message: 'Writing HTML strings into the page is not allowed.',
        },
        {
          selector:
            "CallExpression[callee.object.name='document'][callee.property.name=/^(write|writeln)$/]",
          message: 'Writing HTML strings into the page is not allowed.',
        },
      ],
    },
  },
  {
    // The public pages and the app around them render no Chakra component, so a page starts
    // without Chakra's code and without building its system: plain elements styled by the
    // static stylesheet in the page's HTML (src/ui/static-styles). The views that render
    // Chakra are loaded on demand and wrap themselves in ChakraScope (src/ui/chakra.tsx).
    files: ['src/site/**/*.{ts,tsx}', 'src/app/**/*.{ts,tsx}', 'src/ui/**/*.{ts,tsx}'],
    ignores: [
      'src/ui/chakra.tsx',
      'src/ui/system.ts',
      'src/ui/theme.ts',
      'src/ui/page-link.tsx',
      'src/ui/toaster.tsx',
      'src/ui/actor-dialog.tsx',
      // Runs in Node, at build time.
      'src/ui/static-styles/stylesheet.tsx',
    ],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@chakra-ui/react',
              allowTypeImports: true,
              message:
                'Public pages render plain elements with static classes (src/ui/static-styles); Chakra views wrap themselves in ChakraScope and load on demand.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['machines/**/*.ts', 'src/domain/**/*.ts'],
    languageOptions: { globals: {} },
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: viewLibraries,
          patterns: [
            {
              group: ['@/app/*', '@/site/*', '@/dashboard/*', '@/ui/*'],
              message: 'Imports flow one way: views import machines, not the reverse.',
            },
          ],
        },
      ],
      'no-restricted-globals': [
        'error',
        { name: 'window', message: 'Machines and the domain do not touch the DOM.' },
        { name: 'document', message: 'Machines and the domain do not touch the DOM.' },
        { name: 'localStorage', message: 'Storage is an effect provided at the edge.' },
        { name: 'sessionStorage', message: 'Storage is an effect provided at the edge.' },
        { name: 'fetch', message: 'Network calls are actors provided at the edge.' },
        { name: 'navigator', message: 'Machines and the domain do not touch the DOM.' },
      ],
    },
  },
  {
    files: ['src/domain/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [...viewLibraries, { name: 'xstate', message: 'The domain is plain TypeScript.' }],
          patterns: [
            {
              group: ['@machines/*', '../../machines/*'],
              message: 'The domain imports nothing above it.',
            },
            {
              group: ['@/app/*', '@/site/*', '@/dashboard/*', '@/ui/*'],
              message: 'The domain imports nothing above it.',
            },
          ],
        },
      ],
    },
  },
);
