/**
 * Import rules eslint cannot see across files (run by `npm run lint`):
 * - no cycles between source files;
 * - a web feature reaches into another feature only through that feature's public index.ts;
 * - a server module reaches into another module only through its index.ts (tests: also its test-support).
 * @type {import('dependency-cruiser').IConfiguration}
 */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'A cycle means two files cannot be understood, tested or moved one without the other.',
      from: { path: '^src/' },
      to: { circular: true },
    },
    {
      name: 'feature-public-index',
      severity: 'error',
      comment:
        'A web feature uses another only through src/web/features/<name>/index.ts, so its insides can change freely.',
      from: { path: '^src/web/features/([^/]+)/', pathNot: '\\.test\\.tsx?$' },
      to: {
        path: '^src/web/features/[^/]+/',
        pathNot: ['^src/web/features/$1/', '^src/web/features/[^/]+/index\\.ts$'],
        // lazy(() => import(...)) names the chunk's own file, so that chunk stays out of the index's bundle.
        dependencyTypesNot: ['dynamic-import'],
      },
    },
    {
      name: 'server-module-public-index',
      severity: 'error',
      comment:
        "A server module uses another only through src/server/modules/<name>/index.ts, so its insides (repository, SQL, helpers) can change freely. Tests may also use another module's test-support.ts.",
      from: { path: '^src/server/modules/([^/]+)/' },
      to: {
        path: '^src/server/modules/[^/]+/',
        pathNot: [
          '^src/server/modules/$1/',
          '^src/server/modules/[^/]+/index\\.ts$',
          '^src/server/modules/[^/]+/[^/]*test-(support|smtp)\\.ts$',
        ],
      },
    },
    {
      name: 'server-module-test-support-in-tests',
      severity: 'error',
      comment: "Another module's test-support.ts is for tests only.",
      from: { path: '^src/server/modules/([^/]+)/', pathNot: '(\\.test\\.ts|test-support\\.ts)$' },
      to: {
        path: '^src/server/modules/[^/]+/[^/]*test-(support|smtp)\\.ts$',
        pathNot: '^src/server/modules/$1/',
      },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default'],
    },
  },
};
