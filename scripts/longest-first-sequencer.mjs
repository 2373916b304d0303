// A vitest sequencer that starts the longest test files first, by the durations a whole run
// recorded (`<phase>/test-durations.json`, written by scripts/save-test-durations.mjs).
//
// Vitest orders files by the durations of its own last run (node_modules/.vite), and by file size
// when it has none, as on a fresh clone in CI. There a long file of middling size could start near
// the end and run alone while the other workers sat idle. Longest first leaves only short files
// for the end (docs/decisions/069-longest-test-files-first.md).
import { readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { BaseSequencer } from 'vitest/node';

/** The key a duration is kept under: the project's name and the file's path from its root. */
export function durationKey(projectName, projectRoot, moduleId) {
  return `${projectName}:${relative(projectRoot, moduleId).split('\\').join('/')}`;
}

/**
 * The files longest first within each project, the projects in vitest's order: a worker serves
 * one project at a time, so files that alternate between projects would each start a new worker
 * and import every module again. A file the record does not know (a new one) counts as the median
 * of those it knows; ties keep vitest's own order.
 */
export function longestFirst(specs, durations) {
  const known = Object.values(durations).sort((a, b) => a - b);
  const median = known.length > 0 ? known[Math.floor(known.length / 2)] : 0;
  const seconds = (spec) =>
    durations[durationKey(spec.project.name, spec.project.config.root, spec.moduleId)] ?? median;
  const projectPlace = new Map();
  for (const spec of specs) {
    if (!projectPlace.has(spec.project.name))
      projectPlace.set(spec.project.name, projectPlace.size);
  }
  return specs
    .map((spec, index) => ({
      spec,
      index,
      project: projectPlace.get(spec.project.name),
      seconds: seconds(spec),
    }))
    .sort((a, b) => a.project - b.project || b.seconds - a.seconds || a.index - b.index)
    .map(({ spec }) => spec);
}

/** A sequencer class for `test.sequence.sequencer`, reading its durations from that file. */
export function longestFirstSequencer(durationsFile) {
  const durations = JSON.parse(readFileSync(durationsFile, 'utf8'));
  return class LongestFirstSequencer extends BaseSequencer {
    async sort(files) {
      return longestFirst(await super.sort(files), durations);
    }
  };
}
