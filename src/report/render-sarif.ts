import type * as Sarif from 'sarif';
import type { Finding, Severity } from '../findings/finding.js';
import { severityRank } from '../findings/finding.js';
import { findingMessage } from './finding-message.js';
import { compareByLocation } from './finding-order.js';
import type { ReviewReport } from './review-report.js';
import { latestAgentResults } from './verdict.js';

const SARIF_SCHEMA_URI = 'https://docs.oasis-open.org/sarif/sarif/v2.1.0/errata01/os/schemas/sarif-schema-2.1.0.json';
/** Key of the fingerprint in `partialFingerprints`; the version changes if the fingerprint recipe does. */
export const SARIF_FINGERPRINT_KEY = 'sextant/v1';

type SarifLevel = Sarif.ReportingConfiguration.level;

const LEVEL: Record<Severity, SarifLevel> = { critical: 'error', high: 'error', medium: 'warning', low: 'note', info: 'note' };

/** GitHub code scanning ranks security alerts by this score (critical > 9.0, high 7.0–8.9, medium 4.0–6.9, low < 4.0). */
const SECURITY_SEVERITY: Record<Severity, string> = { critical: '9.5', high: '8.0', medium: '5.5', low: '2.0', info: '0.5' };

// The SARIF types with the members Sextant always writes made required, so readers need no guards.
type Sure<T, K extends keyof T> = Omit<T, K> & Required<Pick<T, K>>;

type SarifRule = Sure<Sarif.ReportingDescriptor, 'name' | 'shortDescription' | 'defaultConfiguration' | 'properties'>;

type SarifLocation = Omit<Sarif.Location, 'physicalLocation'> & {
  physicalLocation: Sure<Sarif.PhysicalLocation, 'artifactLocation' | 'region'>;
};

type SarifResult = Omit<Sure<Sarif.Result, 'ruleId' | 'ruleIndex' | 'level' | 'partialFingerprints' | 'properties'>, 'locations'> & {
  locations: SarifLocation[];
};

type SarifRun = Omit<Sarif.Run, 'tool' | 'invocations' | 'results'> & {
  tool: { driver: Omit<Sarif.ToolComponent, 'rules'> & { rules: SarifRule[] } };
  invocations: Sarif.Invocation[];
  results: SarifResult[];
};

type SarifLog = Omit<Sarif.Log, 'runs'> & { runs: [SarifRun] };

interface RenderSarifOptions {
  /** Where people learn about the tool (the action's repository); shown by SARIF viewers. */
  informationUri?: string;
}

/** SARIF 2.1.0 for code scanning and other viewers: one run, one rule per rule id (or agent + category). */
export function renderSarif(report: ReviewReport, options: RenderSarifOptions = {}): SarifLog {
  const findings = [...report.findings].sort(compareByLocation);
  const groups = new Map<string, Finding[]>();
  for (const finding of findings) groups.set(ruleIdOf(finding), [...(groups.get(ruleIdOf(finding)) ?? []), finding]);
  const rules = [...groups].map(([id, group]) => ruleOf(id, group));
  const ruleIndex = new Map(rules.map((rule, index) => [rule.id, index]));

  const results = findings.map((finding): SarifResult => {
    const id = ruleIdOf(finding);
    const region: Sarif.Region = {
      startLine: finding.line,
      endLine: Math.max(finding.line, finding.end_line ?? finding.line),
    };
    if (finding.column !== undefined) region.startColumn = finding.column;
    if (finding.code_snippet) region.snippet = { text: finding.code_snippet };
    return {
      ruleId: id,
      ruleIndex: ruleIndex.get(id) ?? 0,
      level: LEVEL[finding.severity],
      message: { text: findingMessage(finding) },
      locations: [{ physicalLocation: { artifactLocation: { uri: toRelativeUri(finding.file), uriBaseId: '%SRCROOT%' }, region } }],
      partialFingerprints: { [SARIF_FINGERPRINT_KEY]: finding.fingerprint },
      properties: {
        finding_id: finding.id,
        severity: finding.severity,
        confidence: finding.confidence,
        agent: finding.agent,
        dimension: finding.dimension,
        category: finding.category,
        source: finding.source,
        auto_fixable: finding.auto_fixable,
        ...(finding.also_reported_by?.length ? { also_reported_by: finding.also_reported_by } : {}),
      },
    };
  });

  const driver: SarifRun['tool']['driver'] = { name: 'Sextant', version: report.version, rules };
  if (/^\d+\.\d+\.\d+(?:-[0-9A-Za-z.-]+)?(?:\+[0-9A-Za-z.-]+)?$/.test(report.version)) driver.semanticVersion = report.version;
  if (options.informationUri) driver.informationUri = options.informationUri;

  const invocation: Sarif.Invocation = {
    // A partial or failed review did not do all it set out to: viewers should not present it as complete.
    executionSuccessful: report.status === 'success' || report.status === 'skipped',
    toolExecutionNotifications: notificationsOf(report),
  };
  if (isDateTime(report.started_at)) invocation.startTimeUtc = report.started_at;
  if (isDateTime(report.completed_at)) invocation.endTimeUtc = report.completed_at;

  return {
    $schema: SARIF_SCHEMA_URI,
    version: '2.1.0',
    runs: [
      {
        tool: { driver },
        invocations: [invocation],
        columnKind: 'utf16CodeUnits',
        results,
        properties: {
          session_id: report.session_id,
          status: report.status,
          termination_reason: report.summary.termination_reason,
          model: report.model,
          base_sha: report.base_sha,
          head_sha: report.head_sha,
        },
      },
    ],
  };
}

/** A static rule keeps its own id; an LLM agent's findings are grouped by agent and category. */
function ruleIdOf(finding: Finding): string {
  return finding.rule_id ?? `${finding.agent}/${finding.category}`;
}

/** A rule's default level (and security score) is that of its most severe finding. */
function ruleOf(id: string, group: readonly Finding[]): SarifRule {
  const top = group.reduce((worst, finding) => (severityRank(finding.severity) < severityRank(worst.severity) ? finding : worst));
  const rule: SarifRule = {
    id,
    name: top.category,
    shortDescription: { text: `${top.dimension}: ${top.category} (${top.agent})` },
    defaultConfiguration: { level: LEVEL[top.severity] },
    properties: { tags: [top.dimension, top.category] },
  };
  if (top.dimension === 'security') rule.properties['security-severity'] = SECURITY_SEVERITY[top.severity];
  return rule;
}

function notificationsOf(report: ReviewReport): Sarif.Notification[] {
  const notifications: Sarif.Notification[] = [];
  if (report.summary.incomplete_reason) {
    notifications.push({ level: 'error', message: { text: `Review incomplete: ${report.summary.incomplete_reason}` } });
  }
  for (const error of report.errors) notifications.push({ level: 'error', message: { text: `${error.step}: ${error.message}` } });
  for (const result of latestAgentResults(report)) {
    if (result.status === 'failed') {
      notifications.push({ level: 'warning', message: { text: `Agent ${result.agent} failed${result.error ? `: ${result.error}` : ''}` } });
    }
  }
  return notifications;
}

/** Repository-relative path as a relative URI reference: each segment percent-encoded, slashes kept. */
function toRelativeUri(path: string): string {
  return path
    .replace(/^\.?\/+/, '')
    .split('/')
    .map((segment) => encodeURIComponent(segment))
    .join('/');
}

function isDateTime(value: string): boolean {
  return /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(?:\.\d+)?(?:Z|[+-]\d\d:\d\d)$/.test(value) && !Number.isNaN(Date.parse(value));
}
