// Integration and browser tests wait on real brokers, databases and Chromium; on a busy two-core machine a
// first page load or consumer-group join can take several seconds, more than jest's 5 s default.
// (jest ignores `testTimeout` inside a project's config, so each slow project loads this file instead.)
jest.setTimeout(60_000);
