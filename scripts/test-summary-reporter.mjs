// A vitest reporter for scripts/run-tests.mjs: writes, per vitest project, the counts the summary
// needs and every file's duration, to the file named by `--outputFile.summary=…`. vitest's json
// reporter cannot tell the projects of one run apart (the server suite runs on both databases in
// one run), so the counts come from here.
import { writeFileSync } from 'node:fs';

export default class SummaryReporter {
  onInit(vitest) {
    this.vitest = vitest;
  }

  onTestRunEnd(testModules, unhandledErrors) {
    const file = this.vitest.config.outputFile?.summary;
    if (!file) throw new Error('test-summary-reporter: pass --outputFile.summary=<file>');
    const projects = {};
    const files = [];
    for (const module of testModules) {
      const name = module.project.name;
      projects[name] ??= { passed: 0, failed: 0, skipped: 0, brokenFiles: [], failedTests: [] };
      const counts = projects[name];
      let failedHere = 0;
      for (const test of module.children.allTests()) {
        const state = test.result().state;
        if (state === 'passed') counts.passed++;
        else if (state === 'failed') {
          counts.failed++;
          failedHere++;
          const reason = String(test.result().errors?.[0]?.message ?? '').split('\n')[0];
          counts.failedTests.push({ file: module.moduleId, name: test.fullName, reason });
        } else counts.skipped++; // skipped, todo, or never finished: none of them proves anything
      }
      // A file that failed outside any test (an import error, a failing beforeAll) is a failure.
      if (module.state() === 'failed' && failedHere === 0) counts.brokenFiles.push(module.moduleId);
      files.push({ project: name, file: module.moduleId, ms: module.diagnostic().duration });
    }
    writeFileSync(
      file,
      JSON.stringify({ projects, files, unhandledErrors: unhandledErrors?.length ?? 0 }),
    );
  }
}
