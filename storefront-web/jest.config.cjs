/** Screen tests: jsdom with Node's fetch and streams so msw can answer GraphQL. */
const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic' } },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  },
];

module.exports = {
  testEnvironment: '<rootDir>/src/testes/ambienteJsdom.cjs',
  roots: ['<rootDir>/src'],
  testMatch: ['**/*.test.ts', '**/*.test.tsx'],
  transform: { '^.+\\.(t|j)sx?$': swc, '^.+\\.mjs$': swc },
  // msw depends on ESM-only packages (.mjs files, until-async): compile those to CommonJS too.
  transformIgnorePatterns: ['/node_modules/(?!\\.pnpm/|until-async/|.*\\.mjs$)'],
  moduleNameMapper: {
    '\\.css$': 'identity-obj-proxy',
    '^@sw/common$': '<rootDir>/../common/src/index.ts',
    '^@sw/client/gql$': '<rootDir>/../client/src/gql/graphql.ts',
    '^@sw/client/testes$': '<rootDir>/../client/src/testes/envioGraphql.ts',
    '^@sw/client$': '<rootDir>/../client/src/index.ts',
    // import.meta.env exists only under Vite.
    '^(\\.{1,2}/)+ambiente$': '<rootDir>/src/testes/ambiente.ts',
  },
  setupFilesAfterEnv: ['<rootDir>/../client/jest.setup.ts', '<rootDir>/src/testes/setup.ts'],
  // Only a hang detector: above the 30 s bound of a single findBy/waitFor (jest.setup), so a failed wait
  // reports what it waited for; a screen test takes a second or two idle, under 20 s on a busy machine.
  testTimeout: 120_000,
  // Jest's default is one worker fewer than the cores: a single worker on a 2-core machine, where the
  // screens (CPU-bound jsdom renders) finish sooner on both cores. Larger machines keep the default.
  maxWorkers: Math.max(2, require('node:os').availableParallelism() - 1),
};
