/**
 * Import rules eslint cannot see across files (run by `npm run lint`):
 * - no cycles between source files;
 * - a web feature reaches into another feature only through that feature's public index.ts.
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
