// Tests run on the tsc output: type-graphql and TypeORM need the decorator metadata tsc emits.
module.exports = {
  testEnvironment: 'node',
  roots: ['<rootDir>/dist'],
  testMatch: ['**/*.test.js'],
  globalSetup: '<rootDir>/dist/testing/global-setup.js',
  globalTeardown: '<rootDir>/dist/testing/global-teardown.js',
  testTimeout: 30000,
  maxWorkers: 2,
  snapshotResolver: '<rootDir>/snapshot-resolver.js',
};
