/** Screens run in jsdom with Node's fetch, so msw answers the GraphQL requests. */
module.exports = {
  testEnvironment: 'jest-fixed-jsdom',
  roots: ['<rootDir>/src'],
  setupFilesAfterEnv: ['<rootDir>/../client/jest.setup.ts', '<rootDir>/jest.setup.ts'],
  transform: {
    '^.+\\.(t|j)sx?$|^.+\\.mjs$': [
      '@swc/jest',
      { jsc: { parser: { syntax: 'typescript', tsx: true }, transform: { react: { runtime: 'automatic' } }, target: 'es2022' } },
    ],
  },
  // msw 2 pulls in packages published as ES modules only (.mjs files, until-async): compile those.
  transformIgnorePatterns: ['/node_modules/(?!.*\\.mjs$)(?!\\.pnpm/)(?!until-async/)'],
  moduleNameMapper: {
    '^@sw/common$': '<rootDir>/../common/src/index.ts',
    '^@sw/client/gql$': '<rootDir>/../client/src/gql/graphql.ts',
    '^@sw/client/testes$': '<rootDir>/../client/src/testes/envioGraphql.ts',
    '^@sw/client$': '<rootDir>/../client/src/index.ts',
    '\\.css$': 'identity-obj-proxy',
  },
  // Only a hang detector: above the 30 s bound of a single findBy/waitFor (jest.setup), so a failed wait
  // reports what it waited for; a screen test takes a second or two idle, under 20 s on a busy machine.
  testTimeout: 120_000,
  // Jest's default is one worker fewer than the cores: a single worker on a 2-core machine, where the
  // screens (CPU-bound jsdom renders) finish sooner on both cores. Larger machines keep the default.
  maxWorkers: Math.max(2, require('node:os').availableParallelism() - 1),
};
