import type { AnalyzerRun } from '../review-state/review-state.js';

/** One line for the progress log and the summary: what was imported, and what was left out and why. */
export function describeAnalyzerRun(run: AnalyzerRun): string {
  const left = [
    run.outside_change > 0 ? `${run.outside_change} outside the change` : '',
    run.outside_filter > 0 ? `${run.outside_filter} on lines the ${run.filter} filter leaves out` : '',
    run.excluded > 0 ? `${run.excluded} in files the review leaves out` : '',
    run.rules_off > 0 ? `${run.rules_off} of rules turned off` : '',
    run.past_end > 0 ? `${run.past_end} past the end of their file (a report of another commit?)` : '',
    run.capped > 0 ? `${run.capped} over the caps` : '',
  ].filter(Boolean);
  const command = run.command && run.command.status !== 'passed' && run.command.status !== 'failed' ? `command ${run.command.status}; ` : '';
  return `${command}${run.results} result${run.results === 1 ? '' : 's'} in ${run.reports.length} report${run.reports.length === 1 ? '' : 's'}, ${run.imported} imported${left.length > 0 ? ` (${left.join(', ')})` : ''}`;
}
