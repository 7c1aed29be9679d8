/**
 * Import boundaries, checked by `npm run lint` (dependency-cruiser). Type-only imports count like any other
 * (tsPreCompilationDeps), so a cycle through `import type` is a cycle too.
 */
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'No import cycles, type-only ones included.',
      from: {},
      to: { circular: true },
    },
    {
      name: 'client-not-to-server',
      severity: 'error',
      comment: 'The client never imports server code (shared rules live in src/domain).',
      from: { path: '^src/client/' },
      to: { path: '^src/server/' },
    },
    {
      name: 'server-not-to-client',
      severity: 'error',
      comment: 'The server never imports client code.',
      from: { path: '^src/server/' },
      to: { path: '^src/client/' },
    },
    {
      name: 'domain-imports-nothing-of-ours',
      severity: 'error',
      comment: 'src/domain is shared by client and server: it imports only itself and packages.',
      from: { path: '^src/domain/' },
      to: { path: '^(src|e2e|scripts)/', pathNot: '^src/domain/' },
    },
    {
      name: 'no-reaching-into-another-feature',
      severity: 'error',
      comment:
        'A feature uses another feature only through that feature’s index.ts; what several features share lives in ' +
        'components/ or lib/ (client) or platform/ (server).',
      from: { path: '^src/(client|server)/features/([^/]+)/' },
      to: { path: '^src/$1/features/', pathNot: ['^src/$1/features/$2/', '^src/$1/features/[^/]+/index\\.tsx?$'] },
    },
    {
      name: 'shared-client-parts-not-to-features',
      severity: 'error',
      comment: 'components/ and lib/ are shared by the features, so they import none of them.',
      from: { path: '^src/client/(components|lib)/' },
      to: { path: '^src/client/(features|app)/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(node_modules|dist|data)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['import', 'require', 'node', 'default', 'types'] },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
