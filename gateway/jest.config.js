// Tests run on the tsc output: type-graphql and TypeORM need the decorator metadata tsc emits.
const ESM = ['pg-boss', 'rrule-temporal', 'serialize-error', 'non-error', 'openid-client', 'oauth4webapi', 'jose'].map((p) => `${p}/`).join('|');

module.exports = {
  testEnvironment: 'node',
  roots: ['<rootDir>/dist'],
  testMatch: ['**/*.test.js'],
  globalSetup: '<rootDir>/dist/testing/global-setup.js',
  globalTeardown: '<rootDir>/dist/testing/global-teardown.js',
  // A hang detector, not a speed target. Each file's setup (a database copied from the template, the
  // app started, six argon2 sign-ins) takes about 2 s idle but passed 30 s with other work keeping
  // the machine's 2 cores busy (load 30); tests are sized to take seconds, and waits inside them poll
  // with their own 20 s bound (testing/esperar.ts). Tests whose work is large say so with their own.
  testTimeout: 120_000,
  maxWorkers: 2,
  snapshotResolver: '<rootDir>/snapshot-resolver.js',
  // The job queue (pg-boss) and the OIDC client (openid-client) are ES modules only: jest-esm.js
  // turns them and their ES-only dependencies into CommonJS. Everything else (tsc's output and the
  // CommonJS packages) loads as it is: no test uses jest.mock, the one thing Babel's pass was for.
  transform: {
    [`/node_modules/(\\.pnpm/[^/]+/node_modules/)?(${ESM}).+\\.m?js$`]: '<rootDir>/jest-esm.js',
  },
  transformIgnorePatterns: [`/node_modules/(?!(\\.pnpm/[^/]+/node_modules/)?(${ESM}))`],
};
