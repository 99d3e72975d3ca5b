import * as core from '@actions/core';
import type { LogSink } from './log-record.js';

/** The part of @actions/core the sink uses. */
export interface ActionsLog {
  info(message: string): void;
  startGroup(name: string): void;
  endGroup(): void;
}

/**
 * The action's progress in the Actions log: each step is a collapsible group. Only the human lines
 * arrive here (the logger never forwards debug events), so payloads stay in the session files.
 */
export function createActionsSink(actions: ActionsLog = core): LogSink {
  let groupOpen = false;
  return {
    write(record, line) {
      if (record.event === 'STEP_START') {
        // The Actions log cannot nest groups: a step that never reported its end closes here.
        if (groupOpen) actions.endGroup();
        actions.startGroup(line);
        groupOpen = true;
        return;
      }
      // A step's end line goes after its group, so it stays visible while the group is collapsed.
      if (record.event === 'STEP_END' && groupOpen) {
        actions.endGroup();
        groupOpen = false;
      }
      actions.info(line);
    },
  };
}
