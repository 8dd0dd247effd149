// Two projects: `unit` needs nothing but Node; `integration` talks to a real PostgreSQL
// (embedded unless DATABASE_URL is set), real HTTP and real Socket.IO clients.
const swc = [
  '@swc/jest',
  {
    // .swcrc is for the production build (it skips specs); tests configure SWC here.
    swcrc: false,
    jsc: {
      parser: { syntax: 'typescript', decorators: true, tsx: true },
      transform: { legacyDecorator: true, decoratorMetadata: true, react: { runtime: 'automatic' } },
      target: 'es2022',
      keepClassNames: true,
    },
    module: { type: 'commonjs' },
  },
];
// ES-module-only packages (Node requires them; Jest on Node 20 cannot): compiled to CommonJS for tests.
const ESM_PACKAGES = ['@nestjs/terminus'];
const common = {
  transform: {
    [`/node_modules/(${ESM_PACKAGES.join('|')})/.+\\.js$`]: '<rootDir>/test/support/esm-package-transform.cjs',
    '^.+\\.(t|j)sx?$': swc,
  },
  transformIgnorePatterns: [`/node_modules/(?!(${ESM_PACKAGES.join('|')})/)`],
  testEnvironment: 'node',
  moduleFileExtensions: ['ts', 'tsx', 'js', 'json'],
  // One import style for the shared cores: @machines/… and @contracts/… (tsconfig paths; SWC rewrites them in the build).
  moduleNameMapper: {
    '^@shared/(.*)$': '<rootDir>/console/shared/$1',
    '^@machines/(.*)$': '<rootDir>/machines/$1',
    '^@contracts/(.*)$': '<rootDir>/contracts/$1',
  },
};
module.exports = {
  projects: [
    {
      ...common,
      displayName: 'unit',
      testMatch: [
        '<rootDir>/machines/**/*.spec.ts',
        '<rootDir>/src/**/*.spec.ts',
        '<rootDir>/test/architecture/**/*.spec.ts',
      ],
    },
    {
      ...common,
      displayName: 'integration',
      testMatch: ['<rootDir>/test/**/*.e2e.ts'],
      globalSetup: '<rootDir>/test/support/global-setup.ts',
      globalTeardown: '<rootDir>/test/support/global-teardown.ts',
      setupFilesAfterEnv: [
        '<rootDir>/test/support/integration-timeout.ts',
        '<rootDir>/test/support/openapi-contract.setup.ts',
      ],
      testTimeout: 60000,
    },
    {
      ...common,
      displayName: 'console',
      testMatch: ['<rootDir>/console/**/*.spec.ts'],
    },
    {
      // Real Chromium against the real server (test/browser/README.md); `npm run test:browser`.
      ...common,
      displayName: 'browser',
      testMatch: ['<rootDir>/test/browser/**/*.browser.ts'],
      // The shared PostgreSQL and one web build for every file.
      globalSetup: '<rootDir>/test/browser/support/global-setup.ts',
      globalTeardown: '<rootDir>/test/support/global-teardown.ts',
      testTimeout: 180000,
    },
  ],
};
