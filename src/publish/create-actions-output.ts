import * as core from '@actions/core';
import type { Redact } from '../redact/create-redactor.js';

type AnnotationLevel = 'error' | 'warning' | 'notice';

/** Where a workflow-command annotation points. */
export interface AnnotationPlace {
  title?: string;
  file?: string;
  startLine?: number;
  endLine?: number;
}

/**
 * What the action hands the runner: step outputs, log annotations, the failure message and the job
 * summary. The runner masks only the secrets it was told about, and only in the log; these reach
 * files and pages as they are.
 */
export interface ActionsOutput {
  setOutput(name: string, value: string | number): void;
  annotate(level: AnnotationLevel, message: string, place?: AnnotationPlace): void;
  setFailed(message: string): void;
  appendSummary(markdown: string): Promise<void>;
}

/** The part of @actions/core the output uses. */
type ActionsCore = Pick<typeof core, 'setOutput' | 'error' | 'warning' | 'notice' | 'setFailed'> & {
  summary: { addRaw(text: string): { write(): Promise<unknown> } };
};

/** The action's output to the runner, every text through `redact` on its way out. */
export function createActionsOutput(redact: Redact, actions: ActionsCore = core): ActionsOutput {
  return {
    setOutput: (name, value) => actions.setOutput(name, typeof value === 'string' ? redact(value) : value),
    annotate: (level, message, place = {}) => {
      const properties = {
        ...place,
        ...(place.title === undefined ? {} : { title: redact(place.title) }),
        ...(place.file === undefined ? {} : { file: redact(place.file) }),
      };
      actions[level](redact(message), properties);
    },
    setFailed: (message) => actions.setFailed(redact(message)),
    appendSummary: async (markdown) => {
      await actions.summary.addRaw(redact(markdown)).write();
    },
  };
}
