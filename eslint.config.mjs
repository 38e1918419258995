// Lint carries the conventions: no floating promises, exhaustive switches, no `any`,
// and module boundaries (a remote never imports another remote, a service never imports another service).
import tseslint from 'typescript-eslint';

const remotes = ['mfe-masterplan', 'mfe-lookahead', 'mfe-weekly', 'mfe-takt', 'mfe-analytics'];
const services = ['gateway', 'projects', 'masterplan', 'lookahead', 'weekly', 'takt', 'analytics'];

const boundaryRules = [
  ...remotes.map((remote) => ({
    files: [`${remote}/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': ['error', {
        patterns: [
          { group: [...remotes.filter((r) => r !== remote).flatMap((r) => [`**/${r}/**`, r, `@tenon/${r}`]), '**/shell/**', '@tenon/shell'],
            message: 'A micro-frontend talks to others only through the shell and @tenon/ui.' },
        ],
      }],
    },
  })),
  ...services.map((service) => ({
    files: [`services/${service}/**/*.ts`],
    rules: {
      'no-restricted-imports': ['error', {
        patterns: [
          { group: services.filter((s) => s !== service).flatMap((s) => [`**/services/${s}/**`, `../../${s}/**`, `@tenon/${s}`, `@tenon/${s}-service`]),
            message: 'Services talk over Kafka (contracts), never by importing each other.' },
        ],
      }],
    },
  })),
  {
    files: ['packages/scheduling/src/**/*.ts', 'packages/lean/src/**/*.ts', 'packages/contracts/src/**/*.ts'],
    ignores: ['**/cli/**', '**/*.test.ts'],
    rules: {
      'no-restricted-imports': ['error', {
        patterns: [{ group: ['@nestjs/*', 'mongoose', 'kafkajs', 'react', 'react-dom', 'node:*', 'fs', 'path'],
          message: 'Pure packages carry no framework or I/O.' }],
      }],
    },
  },
];

export default tseslint.config(
  {
    ignores: ['**/dist/**', '**/node_modules/**', '.data/**', '.cache/**', 'infra/**', 'scripts/**', '**/*.js', '**/*.mjs', '**/*.cjs', '**/@mf-types/**', '**/dev/**'],
  },
  ...tseslint.configs.recommendedTypeChecked,
  {
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
