// Lint carries the conventions: no floating promises, exhaustive switches, no `any`,
// and module boundaries (the shell never imports a remote, nor a remote another, nor a service another; pure packages
// import no framework), the boundaries for .js and .mjs files too.
import tseslint from 'typescript-eslint';

const remotes = ['mfe-masterplan', 'mfe-lookahead', 'mfe-weekly', 'mfe-takt', 'mfe-analytics'];
const services = ['gateway', 'projects', 'masterplan', 'lookahead', 'weekly', 'takt', 'analytics'];
// Pure packages: the CPM engine, the contracts, the lean rules and the Gantt's model.
const purePackages = ['scheduling', 'contracts', 'lean', 'gantt'];
const sources = (folder) => [`${folder}/**/*.{ts,tsx,mts,cts,js,jsx,mjs,cjs}`];
const typeScript = ['**/*.{ts,tsx,mts,cts}'];

const remoteImports = (remote) => [`**/${remote}/**`, remote, `@tenon/${remote}`];
// Relative paths of any depth into another service's folder are caught by its `<service>/src/` part.
const serviceImports = (service) => [`**/services/${service}/**`, `../../${service}/**`, `**/${service}/src/**`, `@tenon/${service}`, `@tenon/${service}-service`];

const otherServices = (service) => ({
  group: services.filter((s) => s !== service).flatMap(serviceImports),
  message: 'Services talk over Kafka (contracts), never by importing each other.',
});

/** Each boundary holds for TypeScript and JavaScript files alike; the type-checked rules below stay on TypeScript. */
const boundaryRules = [
  {
    files: sources('shell'),
    rules: {
      'no-restricted-imports': ['error', {
        patterns: [{ group: remotes.flatMap(remoteImports),
          message: 'The shell loads remotes at run time through module federation, never by importing them.' }],
      }],
    },
  },
  ...remotes.map((remote) => ({
    files: sources(remote),
    rules: {
      'no-restricted-imports': ['error', {
        patterns: [
          { group: [...remotes.filter((r) => r !== remote).flatMap(remoteImports), '**/shell/**', '@tenon/shell'],
            message: 'A micro-frontend talks to others only through the shell and @tenon/ui.' },
        ],
      }],
    },
  })),
  ...services.map((service) => ({
    files: sources(`services/${service}`),
    rules: {
      'no-restricted-imports': ['error', { patterns: [otherServices(service)] }],
    },
  })),
  // The last matching rule wins, so the gateway's own boundary repeats the one between services.
  {
    files: sources('services/gateway/src'),
    ignores: ['services/gateway/src/http/**'],
    rules: {
      'no-restricted-imports': ['error', {
        patterns: [
          otherServices('gateway'),
          { group: ['**/http/http-error'],
            message: 'Only http/ speaks HTTP: throw a DomainError (src/domain-error.ts); http/error-mapping.ts gives its status.' },
        ],
      }],
    },
  },
  {
    files: purePackages.flatMap((name) => sources(`packages/${name}/src`)),
    ignores: ['**/cli/**', '**/*.test.ts'],
    rules: {
      'no-restricted-imports': ['error', {
        patterns: [
          { group: ['@nestjs/*', 'mongoose', 'kafkajs', 'ioredis', 'redis', 'express', 'react', 'react-dom', 'react/*', 'antd', '@ant-design/*', 'react-router', 'react-router-dom', 'highcharts', 'highcharts/*', 'socket.io', 'socket.io-client', '@tanstack/*', 'i18next', 'react-i18next', 'node:*', 'fs', 'path'],
            message: 'Pure packages carry no framework or I/O.' },
          { group: ['@tenon/service-kit', '@tenon/ui', '@tenon/shell', ...services.flatMap(serviceImports), '**/services/**', ...remotes.flatMap(remoteImports), '**/shell/**'],
            message: 'Pure packages depend on no service, front end or service kit.' },
        ],
      }],
    },
  },
];

export default tseslint.config(
  {
    ignores: ['**/dist/**', '**/node_modules/**', '.data/**', '.cache/**', 'infra/**', 'scripts/**', '**/@mf-types/**', '**/dev/**'],
  },
  ...tseslint.configs.recommendedTypeChecked.map((config) => ({ ...config, files: typeScript })),
  {
    files: typeScript,
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/switch-exhaustiveness-check': ['error', { considerDefaultExhaustiveForUnions: true }],
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'off',
    },
  },
  {
    files: ['**/*.test.ts', '**/*.test.tsx', '**/*.integration.ts', 'e2e/**/*.ts', 'bench/**/*.ts'],
    rules: {
      '@typescript-eslint/no-floating-promises': ['error', { allowForKnownSafeCalls: [{ from: 'package', name: ['test', 'describe', 'it', 'suite'], package: 'node:test' }] }],
      '@typescript-eslint/no-non-null-assertion': 'off',
    },
  },
  ...boundaryRules,
);
