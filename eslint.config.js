import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import { listParts } from '@pinboard/parts';

/** What runs in the browser: the shell, the remotes and the web libraries they bundle (by role). */
const browserCode = listParts()
  .filter((part) => ['host', 'remote', 'web-library'].includes(part.role))
  .map((part) => `${part.dir}/src/**/*.{ts,tsx}`);

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-test/**',
      '**/generated/**',
      '.data/**',
      'bench/results/**',
      '**/*.d.ts',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: browserCode,
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // The node entry of the contracts pulls zod into the bundle; types alone cost nothing.
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@pinboard/contracts',
              message:
                'Browser code imports @pinboard/contracts/web (texts, limits, rules, types), never zod.',
              allowTypeImports: true,
            },
            {
              name: 'zod',
              message: 'zod stays on the server: use @pinboard/contracts/web.',
              allowTypeImports: true,
            },
          ],
        },
      ],
    },
  },
);
