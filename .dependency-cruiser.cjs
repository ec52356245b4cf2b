// Module boundaries of the server, checked by `npm run lint` (scripts/check-boundaries.ts) with
// dependency-cruiser. docs/architecture.md ("Module rules") explains them. Known violations that
// are still being paid down are listed, each with its reason, in boundaries-allowlist.json; that
// list may only shrink: the check fails on a listed violation that no longer occurs.

/** Test code: never imported by production code. */
const TEST_CODE = [
  "\\.test\\.ts$",
  "^src/server/test/",
  "^tests/",
  "(^|/)test-fixtures\\.ts$",
  "[-.]fixtures\\.ts$",
  "(^|/)test-helpers\\.ts$",
  "-test-helpers\\.ts$",
  "-test-receiver\\.ts$",
  "standin[^/]*\\.ts$",
  "(^|/)stripe-testing\\.ts$",
  "(^|/)renewal-seed\\.ts$",
];
const TEST_CODE_RE = `(${TEST_CODE.join("|")})`;

/** Which module owns the tables declared in each schema file. */
const SCHEMA_OWNERS = {
  "benefit-integrations": ["benefit-grants"],
  benefits: ["benefits", "benefit-grants"],
  checkouts: ["checkouts", "checkout-links"],
  "custom-fields": ["custom-fields"],
  "customer-meters": ["customer-meters"],
  "customer-sessions": ["customer-portal"],
  customers: ["customers"],
  discounts: ["discounts"],
  emails: ["emails"],
  events: ["events"],
  files: ["files"],
  "license-keys": ["license-keys"],
  "meter-credits": ["benefit-grants"],
  meters: ["meters"],
  metrics: ["metrics"],
  orders: ["orders"],
  products: ["products"],
  refunds: ["refunds"],
  subscriptions: ["subscriptions"],
  "tax-rates": ["tax-rates"],
  "test-clocks": ["test-clocks"],
  "webhook-deliveries": ["webhooks"],
  "webhook-events": ["webhooks"],
  webhooks: ["webhooks"],
};

const modulesOwning = {};
for (const [schema, owners] of Object.entries(SCHEMA_OWNERS)) {
  for (const owner of owners) {
    modulesOwning[owner] = [...(modulesOwning[owner] ?? []), schema];
  }
}

const foreignTables = Object.entries(modulesOwning).map(([module, schemas]) => ({
  name: "tables-of-another-domain",
  comment: `modules/${module} may only touch its own tables (${schemas.join(", ")}); use the owner's service`,
  severity: "error",
  from: { path: `^src/server/modules/${module}/`, pathNot: TEST_CODE_RE },
  to: {
    path: "^src/server/db/schema/",
    pathNot: `^src/server/db/schema/(${schemas.join("|")})\\.ts$`,
  },
}));

/** Packages outside src/server/modules that own tables: only their repositories touch them. */
const PACKAGE_SCHEMAS = { payments: ["sandbox-payments"] };
for (const [dir, schemas] of Object.entries(PACKAGE_SCHEMAS)) {
  foreignTables.push({
    name: "tables-of-another-domain",
    comment: `src/server/${dir} may only touch its own tables (${schemas.join(", ")}); use the owner's service`,
    severity: "error",
    from: { path: `^src/server/${dir}/`, pathNot: TEST_CODE_RE },
    to: {
      path: "^src/server/db/schema/",
      pathNot: `^src/server/db/schema/(${schemas.join("|")})\\.ts$`,
    },
  });
}

foreignTables.push({
  name: "tables-of-another-domain",
  comment: "a module that owns no tables reaches data through the owning modules' services",
  severity: "error",
  from: { path: `^src/server/modules/(?!(${Object.keys(modulesOwning).join("|")})/)`, pathNot: TEST_CODE_RE },
  to: { path: "^src/server/db/schema/" },
});

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: "tables-only-in-repositories",
      comment:
        "Only a repository file (repository.ts, *-repository.ts) touches tables; rules live in services.",
      severity: "error",
      from: {
        path: "^src/server/",
        pathNot: [TEST_CODE_RE, "(^|/|-)repository\\.ts$", "^src/server/db/"],
      },
      to: { path: "^src/server/db/schema/" },
    },
    ...foreignTables,
    {
      name: "job-table-only-in-jobs",
      comment: "The job table is the jobs package's: enqueue, claim and cancel through src/server/jobs.",
      severity: "error",
      from: { path: "^src/server/", pathNot: [TEST_CODE_RE, "^src/server/jobs/", "^src/server/db/"] },
      to: { path: "^src/server/db/schema/jobs\\.ts$" },
    },
    {
      name: "modules-through-service",
      comment:
        "Another module is used through its service (service.ts), errors (errors.ts) or wire shapes (schemas.ts).",
      severity: "error",
      from: { path: "^src/server/modules/([^/]+)/", pathNot: TEST_CODE_RE },
      to: {
        path: "^src/server/modules/",
        pathNot: [
          "^src/server/modules/$1/",
          "^src/server/modules/[^/]+/(service|errors|schemas)\\.ts$",
          // The test-clock time resolver: public to subscriptions/timed.ts only (rule one-clock).
          "^src/server/modules/test-clocks/time\\.ts$",
        ],
      },
    },
    {
      name: "one-clock",
      comment:
        "A test clock's time is resolved in one place: subscription code gets a row and its time together from subscriptions/timed.ts.",
      severity: "error",
      from: {
        path: "^src/",
        pathNot: [
          TEST_CODE_RE,
          "^src/server/modules/test-clocks/",
          "^src/server/modules/subscriptions/timed\\.ts$",
        ],
      },
      to: { path: "^src/server/modules/test-clocks/time\\.ts$" },
    },
    {
      name: "no-test-code-in-production",
      comment:
        "Stand-ins, fixtures and seeds for tests live under test folders; production never imports them.",
      severity: "error",
      from: { path: "^src/", pathNot: TEST_CODE_RE },
      to: { path: TEST_CODE_RE },
    },
    {
      name: "front-ends-never-import-server",
      comment: "The dashboard and the checkout page share only src/shared (pure code) with the server.",
      severity: "error",
      from: { path: "^src/(web|checkout-page|portal-page)/", pathNot: TEST_CODE_RE },
      to: { path: "^src/server/" },
    },
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    exclude: { path: "node_modules" },
    tsConfig: { fileName: "tsconfig.json" },
    tsPreCompilationDeps: true,
    enhancedResolveOptions: {
      exportsFields: ["exports"],
      conditionNames: ["import", "require", "node", "default"],
    },
  },
};
