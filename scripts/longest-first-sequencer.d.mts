import type { TestSequencerConstructor } from 'vitest/node';

/** The key a duration is kept under: the project's name and the file's path from its root. */
export function durationKey(projectName: string, projectRoot: string, moduleId: string): string;

/** A sequencer class for `test.sequence.sequencer`, reading its durations from that file. */
export function longestFirstSequencer(durationsFile: URL | string): TestSequencerConstructor;
