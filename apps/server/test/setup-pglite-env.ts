// The PGlite projects run in the same vitest run as the PostgreSQL ones, whose TEST_DATABASE_URL
// the workers inherit: without it every helper and test here takes the PGlite path (and child
// processes started by tests do not get it either). Runs before each test file.
delete process.env.TEST_DATABASE_URL;
