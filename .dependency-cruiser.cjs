/**
 * The feature-to-feature imports still allowed, each with why: a screen that shows another
 * feature's own panel or field (composition), not a shared part. Shared parts (the session, an
 * order's badge, reads and receipt, the map, the medical badges, formatting) live in web/lib and
 * web/components, predicates in @domain; a new edge needs a line here.
 */
const FEATURE_EDGES = {
  // The address book's place form types its address in the places feature's autocomplete.
  'address-book': ['places'],
  // The dispatch console shows other features' panels: access alerts, escalations, conversations,
  // order filters, discrepancies, lateness.
  admin: ['audit', 'auto-dispatch', 'messages', 'orders', 'receiving', 'tracking'],
  // The booking form uses the address book's templates and places, the organisation's cost
  // centres, the receiving-site directory and places' autocomplete; it hands the new order to
  // checkout; the dashboard lists the client's own orders with the orders feature's cancel.
  'client-dashboard': ['address-book', 'checkout', 'orders', 'organization', 'places', 'receiving'],
  // The driver's screens re-read the session after approval, and show the job's chat, the piece
  // label scanner, the rating dialog and the live ETA.
  driver: ['auth', 'messages', 'pieces', 'ratings', 'tracking'],
  // An invoice is paid through checkout's payment configuration.
  invoices: ['checkout'],
  // A client's order row offers sharing the recipient's page and rating the delivery.
  orders: ['public-tracking', 'ratings'],
  // Joining an organisation signs in through the auth feature's own frame.
  organization: ['auth'],
  // The receiving desk checks pieces in with the pieces feature's label input.
  receiving: ['pieces'],
  // The security page shows the password hints of sign-up and links the notification settings.
  security: ['auth', 'notifications'],
  // A standing order books the booking form's own fields, check and price panel.
  'standing-orders': ['client-dashboard'],
  // The tracking page rates a delivered order.
  tracking: ['ratings'],
};
const featureEdgeRules = [
  {
    name: 'no-feature-to-feature',
    severity: 'error',
    comment:
      'A web feature does not import another: shared parts go to web/lib, web/components or @domain. The allowed edges are listed in FEATURE_EDGES with why.',
    from: {
      path: '^src/web/features/([^/]+)/',
      pathNot: ['\\.test\\.tsx?$', ...Object.keys(FEATURE_EDGES).map((f) => `^src/web/features/${f}/`)],
    },
    to: { path: '^src/web/features/[^/]+/', pathNot: '^src/web/features/$1/' },
  },
  ...Object.entries(FEATURE_EDGES).map(([from, to]) => ({
    name: 'no-feature-to-feature',
    severity: 'error',
    comment: `${from} may import only ${to.join(', ')} (FEATURE_EDGES).`,
    from: { path: `^src/web/features/${from}/`, pathNot: '\\.test\\.tsx?$' },
    to: {
      path: '^src/web/features/[^/]+/',
      pathNot: [`^src/web/features/${from}/`, ...to.map((t) => `^src/web/features/${t}/`)],
    },
  })),
];

/**
 * Import rules eslint cannot see across files (run by `npm run lint`):
 * - no cycles between source files;
 * - a web feature reaches into another feature only through that feature's public index.ts;
 * - a server module reaches into another module only through its index.ts (tests: also its test-support);
 * - the schema modules of a screen's first reads do not reach the booking, chat or account schemas.
 * @type {import('dependency-cruiser').IConfiguration}
 */
module.exports = {
  forbidden: [
    ...featureEdgeRules,
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
      name: 'first-read-schemas-stay-lean',
      severity: 'error',
      comment:
        "The schema modules a screen's first reads load (the session user, the unread badge, an order answer, the client's figures, the address book and the order fields it reuses) build only their own schemas in the browser: reaching the booking (orders.ts), chat (messages.ts) or account (auth.ts) schemas would build those too, on every first load.",
      from: {
        path: '^src/domain/(session-user|unread-count|order-response|client-stats|address-book|order-fields)\\.ts$',
      },
      to: { path: '^src/domain/(orders|messages|auth)\\.ts$', reachable: true },
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
