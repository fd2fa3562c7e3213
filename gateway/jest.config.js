// Tests run on the tsc output: type-graphql and TypeORM need the decorator metadata tsc emits.
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
};
