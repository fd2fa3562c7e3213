// One lint configuration for the whole repository (npm test runs it: scripts/sw.mjs).
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import globals from 'globals';
import prettier from 'eslint-config-prettier';

/**
 * A raw SQL call names the row it returns (`m.query<Linha[]>(sql, parametros)`; docs/arquitetura.md,
 * "Acesso a dados"): TypeORM's and pg's `query` resolve to `any`, which let a renamed column compile.
 * Not judged: `super.query(...)` (the pg client wrapper passes pg's own calls on) and the structured
 * form `query(sql, parametros, true)`, whose result TypeORM types itself.
 */
/** Gateway files that build data directly rather than run the product: seeds, benchmark data, migrations, tests. */
const FORA_DO_CODIGO_DO_PRODUTO = [
  'gateway/src/**/*.seed.ts',
  'gateway/src/seed/**',
  'gateway/src/bench/**',
  'gateway/src/db/migrations/**',
  'gateway/src/testes/**',
  'gateway/src/testing/**',
  'gateway/src/**/*.test.ts',
];

const consultaTipada = {
  meta: {
    type: 'problem',
    schema: [],
    messages: { semTipo: 'Diga o tipo da linha: query<Linha[]>(sql, parâmetros) (docs/arquitetura.md, "Acesso a dados").' },
  },
  create(context) {
    return {
      CallExpression(no) {
        const { callee, arguments: args, typeArguments } = no;
        if (callee.type !== 'MemberExpression' || callee.property.name !== 'query' || callee.object.type === 'Super') return;
        if (typeArguments || args.length === 0) return;
        if (args.length === 3 && args[2].type === 'Literal' && args[2].value === true) return;
        context.report({ node: no, messageId: 'semTipo' });
      },
    };
  },
};

export default tseslint.config(
  {
    ignores: ['**/node_modules/**', '**/dist/**', '**/.cache/**', '**/.data/**', 'client/src/gql/**', '**/coverage/**'],
  },
  // A disable comment that no longer silences anything is itself an error.
  { linterOptions: { reportUnusedDisableDirectives: 'error' } },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { 'import-x': importX },
    languageOptions: { globals: { ...globals.node } },
    // The import rules judge only imports they can resolve: without TypeScript extensions here every
    // relative import of a .ts file was unresolved, and the core/ boundary below checked nothing.
    settings: { 'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'] })] },
    rules: {
      'import-x/no-duplicates': 'error',
      'import-x/no-self-import': 'error',
      'import-x/first': 'error',
      // core/ and graphql/ are shared infrastructure: modules depend on them, never the other way round.
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: './gateway/src/core',
              from: './gateway/src/modules',
              message: 'core/ não importa de modules/: injete a dependência (ver docs/arquitetura.md).',
            },
            {
              target: './gateway/src/graphql',
              from: './gateway/src/modules',
              message: 'graphql/ não importa de modules/: a peça compartilhada mora em core/ (ver docs/arquitetura.md).',
            },
          ],
        },
      ],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none', ignoreRestSiblings: true }],
      'no-console': ['error', { allow: ['warn', 'error'] }],
      // Global augmentation of Express's Request is declared as a namespace by its types.
      '@typescript-eslint/no-namespace': ['error', { allowDeclarations: true }],
      // Input sanitising matches control characters on purpose (CSV, spreadsheets, product codes).
      'no-control-regex': 'off',
    },
  },
  {
    // The points ledger changes only through modules/pontos/pontos.service.ts (docs/pontos.md): no other
    // code writes movements, lots, lot consumptions or the balance caches. Seeds, benchmark data
    // builders, migrations and tests build their data directly and are left out.
    files: ['gateway/src/**/*.ts'],
    ignores: ['gateway/src/modules/pontos/pontos.service.ts', ...FORA_DO_CODIGO_DO_PRODUTO],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...[
          'TemplateElement[value.raw=/(insert\\s+into|update|delete\\s+from|truncate)\\s+(table\\s+)?(only\\s+)?(movimentos_pontos|consumos_lotes|lotes_pontos)\\b/i]',
          'Literal[value=/(insert\\s+into|update|delete\\s+from|truncate)\\s+(table\\s+)?(only\\s+)?(movimentos_pontos|consumos_lotes|lotes_pontos)\\b/i]',
          'TemplateElement[value.raw=/update\\s+parceiros\\b[^;]*\\b(saldo_pontos|total_pontos)\\s*=/i]',
          'Literal[value=/update\\s+parceiros\\b[^;]*\\b(saldo_pontos|total_pontos)\\s*=/i]',
          // TypeORM writes of the caches through the Parceiro entity.
          'CallExpression[callee.property.name=/^(update|insert|upsert|save|create|merge)$/] ObjectExpression > Property[key.name=/^(saldoPontos|totalPontos)$/]',
        ].map((selector) => ({ selector, message: 'O razão de pontos só muda por modules/pontos/pontos.service.ts (docs/pontos.md).' })),
      ],
    },
  },
  {
    files: ['gateway/src/**/*.ts'],
    ignores: FORA_DO_CODIGO_DO_PRODUTO,
    plugins: { sw: { rules: { 'consulta-tipada': consultaTipada } } },
    rules: { 'sw/consulta-tipada': 'error' },
  },
  {
    files: ['client/**/*.{ts,tsx}', 'panel-web/**/*.{ts,tsx}', 'storefront-web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    // The two classic rules. The React Compiler rules of the plugin's preset (refs,
    // set-state-in-effect, …) judge code for that compiler, which these apps do not use.
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
  {
    // Tests read JSON answers of real HTTP calls; typing every answer would only restate the
    // assertions that follow. Product code keeps the rule.
    files: ['**/testes/**', '**/*.test.{ts,tsx}', '**/testing/**'],
    // Drills print their figures (operations, requests per route) for whoever runs them.
    rules: { '@typescript-eslint/no-explicit-any': 'off', 'no-console': 'off' },
  },
  {
    // The screens' msw handlers answer a typed document (graphql.query(XxxDocument, …)): `data` and
    // `variables` are then checked against the generated types, so a mock cannot drift from the schema.
    // Keyed by an operation name (or a pattern) the mock takes any shape and the test still passes.
    // The client's own tests answer its documents (../gql/graphql) the same way.
    files: ['panel-web/src/**/*.{ts,tsx}', 'storefront-web/src/**/*.{ts,tsx}', 'client/src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.object.name='graphql'][callee.property.name=/^(query|mutation)$/][arguments.0.type=/^(Literal|TemplateLiteral)$/]",
          message:
            'Handler do msw pelo documento tipado (graphql.query(XxxDocument, …) de @sw/client/gql ou, no client, de ./gql/graphql), não pelo nome da operação.',
        },
      ],
    },
  },
  {
    // CommonJS files: jest's configuration, snapshot resolver, transformer and test environment load through require().
    files: ['**/*.cjs', 'gateway/*.js'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    // The pg driver wrappers re-expose pg's overloaded connect/query/end signatures as they are.
    // Demo and benchmark data builders read back the rows they insert without a type per table.
    files: ['gateway/src/db/cliente-pg.ts', 'gateway/src/db/planos-preparados.ts', 'gateway/src/db/pool-pg.ts', 'gateway/src/seed/**', 'gateway/src/bench/**'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    // page.evaluate() callbacks run in the browser.
    files: ['e2e/**'],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    // Command-line scripts and the e2e runner talk to the terminal.
    files: [
      'scripts/**',
      'e2e/**',
      'gateway/src/bench/**',
      '**/*.mjs',
      'gateway/src/**/*.cli.ts',
      'gateway/src/schema/**',
      'gateway/src/seed/**',
      'gateway/src/main.ts',
    ],
    rules: { 'no-console': 'off' },
  },
  // Formatting belongs to Prettier (npm test checks it); the linter judges only the code.
  prettier,
);
