/** @type {import('jest').Config} */

/** Unit and component tests: TypeScript through SWC, Docusaurus client modules mapped to small fakes. */
const config = {
  testEnvironment: 'node',
  // One worker per core: Jest's default leaves one core to its main process, which here (2 cores) ran
  // every test file in one worker; 2 December: 171 s with the default, 113 s with both cores.
  maxWorkers: '100%',
  roots: [
    '<rootDir>/src',
    '<rootDir>/config',
    '<rootDir>/plugins',
    '<rootDir>/scripts',
    '<rootDir>/test/unit',
    '<rootDir>/bench',
    '<rootDir>/lint',
  ],
  testMatch: ['**/*.test.ts', '**/*.test.tsx'],
  // Fixtures are inputs of tests, not tests (test/unit/__fixtures__/layers holds deliberately broken files).
  testPathIgnorePatterns: ['/node_modules/', '/__fixtures__/'],
  transform: {
    '^.+\\.((t|j)sx?|mjs)$': [
      '@swc/jest',
      { jsc: { transform: { react: { runtime: 'automatic' } }, parser: { syntax: 'typescript', tsx: true } } },
    ],
  },
  moduleNameMapper: {
    '\\.(css)$': 'identity-obj-proxy',
    '^@site/(.*)$': '<rootDir>/$1',
    '^@docusaurus/Translate$': '<rootDir>/test/mocks/Translate.tsx',
    '^@docusaurus/router$': '<rootDir>/test/mocks/router.ts',
    '^@docusaurus/Link$': '<rootDir>/test/mocks/Link.tsx',
    '^@docusaurus/useBrokenLinks$': '<rootDir>/test/mocks/useBrokenLinks.ts',
    '^@docusaurus/useDocusaurusContext$': '<rootDir>/test/mocks/useDocusaurusContext.ts',
    '^@theme-original/DocSidebarItem/Category$': '<rootDir>/test/mocks/ThemeOriginalCategory.tsx',
    '^@theme/DocSidebarItems$': '<rootDir>/test/mocks/DocSidebarItems.tsx',
    '^@theme/CodeBlock$': '<rootDir>/test/mocks/CodeBlock.tsx',
    '^@theme-original/Heading$': '<rootDir>/test/mocks/ThemeOriginalHeading.tsx',
    '^@docusaurus/useBaseUrl$': '<rootDir>/test/mocks/useBaseUrl.ts',
    '^@docusaurus/core/lib/client/browserContext$': '<rootDir>/test/mocks/browserContext.ts',
    // A file inside a Material UI folder (src/modules/overlaysOnDemand and deferredEvaluation load
    // them): its CommonJS build, as the package entries Jest resolves are.
    '^@mui/material/([A-Za-z]+)/([A-Za-z_]+)$': '<rootDir>/node_modules/@mui/material/node/$1/$2',
  },
  setupFilesAfterEnv: ['<rootDir>/test/mocks/setup.ts'],
};

export default config;
