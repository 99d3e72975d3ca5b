import { cappedReport, isRecord, parseJson, ReportFormatError, resultPlace } from './analyzer-report.js';
import type { ParsedReport, ReportResult, ToolLevel } from './analyzer-report.js';

/** How deep `uriBaseId`s may refer to one another (`%SRCROOT%` → `REPOROOT` → …) before the chain is taken as a loop. */
const MAX_BASE_DEPTH = 8;
/** Result kinds that are not problems: a check that passed, or did not apply. */
const NOT_PROBLEMS = new Set(['pass', 'notApplicable', 'informational']);

type Json = Record<string, unknown>;

/**
 * SARIF 2.1.0, as CodeQL, Semgrep, ESLint's SARIF formatter, Ruff, golangci-lint, gosec, Trivy and Bandit
 * write it: every run's results with their rule (from the driver or, as CodeQL puts them, an extension),
 * level (the result's, else the rule's default, else `warning`), `security-severity`, tags and CWE
 * relationships, location (through `artifacts` and `originalUriBaseIds`) and `partialFingerprints`.
 * Passing checks and results suppressed in the source are not problems; a run without `results` (its
 * tool did not run) or one that reports a failed execution is a warning.
 */
export function parseSarifReport(text: string): ParsedReport {
  const log = parseJson(text, 'SARIF');
  if (!isRecord(log) || !Array.isArray(log.runs)) throw new ReportFormatError('not SARIF: no "runs" list');
  const warnings: string[] = [];
  if (log.version !== undefined && log.version !== '2.1.0') warnings.push(`SARIF version ${JSON.stringify(log.version).slice(0, 20)} read as 2.1.0`);
  const results: ReportResult[] = [];
  for (const [index, run] of log.runs.entries()) {
    if (!isRecord(run)) {
      warnings.push(`run ${index + 1} is not an object: skipped`);
      continue;
    }
    results.push(...runResults(run, index, warnings));
  }
  return cappedReport(results, warnings);
}

function runResults(run: Json, index: number, warnings: string[]): ReportResult[] {
  const tool = isRecord(run.tool) ? run.tool : {};
  const driver = isRecord(tool.driver) ? tool.driver : {};
  const toolName = typeof driver.name === 'string' && driver.name.trim() ? driver.name.trim() : undefined;
  const label = `run ${index + 1}${toolName ? ` (${toolName})` : ''}`;
  for (const invocation of Array.isArray(run.invocations) ? run.invocations.filter(isRecord) : []) {
    if (invocation.executionSuccessful !== false) continue;
    const notice = (Array.isArray(invocation.toolExecutionNotifications) ? invocation.toolExecutionNotifications : []).find(isRecord);
    const said = notice && isRecord(notice.message) && typeof notice.message.text === 'string' ? `: ${notice.message.text.slice(0, 200)}` : '';
    warnings.push(`${label} says its tool did not run successfully${said}; its results may be incomplete`);
  }
  if (!Array.isArray(run.results)) {
    warnings.push(`${label} has no results: the tool did not run or wrote no results list, so nothing was imported from it`);
    return [];
  }
  const extensions = Array.isArray(tool.extensions) ? tool.extensions.map((extension) => (isRecord(extension) ? extension : {})) : [];
  const artifacts = Array.isArray(run.artifacts) ? run.artifacts : [];
  const bases = isRecord(run.originalUriBaseIds) ? run.originalUriBaseIds : {};
  const results: ReportResult[] = [];
  let unlocated = 0;
  let suppressed = 0;
  for (const result of run.results) {
    if (!isRecord(result) || NOT_PROBLEMS.has(String(result.kind)) || result.baselineState === 'absent') continue;
    if (isSuppressed(result)) {
      suppressed++;
      continue;
    }
    const rule = ruleOf(result, driver, extensions);
    const location = locationOf(result, artifacts, bases);
    if (!location) {
      unlocated++;
      continue;
    }
    const ruleId = stringOf(result.ruleId) ?? (isRecord(result.rule) ? stringOf(result.rule.id) : undefined) ?? stringOf(rule?.id);
    const securitySeverity = scoreOf(propertiesOf(result)['security-severity']) ?? scoreOf(propertiesOf(rule)['security-severity']);
    const tags = [...(stringOf(rule?.name) ? [String(rule?.name)] : []), ...tagsOf(rule), ...tagsOf(result), ...cweRelationships(rule)];
    const fingerprint = fingerprintOf(result);
    const helpUri = stringOf(rule?.helpUri);
    results.push({
      ...(toolName ? { tool: toolName } : {}),
      ...(ruleId ? { ruleId } : {}),
      level: levelOf(result.level) ?? levelOf(isRecord(rule?.defaultConfiguration) ? rule.defaultConfiguration.level : undefined) ?? 'warning',
      ...(securitySeverity !== undefined ? { securitySeverity } : {}),
      ...(tags.length > 0 ? { tags } : {}),
      ...location,
      message:
        withRelatedLocations(messageOf(result, rule), result, artifacts, bases) ??
        stringOf(isRecord(rule?.shortDescription) ? rule.shortDescription.text : undefined) ??
        ruleId ??
        'finding',
      ...(helpUri ? { helpUri } : {}),
      ...(fingerprint ? { fingerprint } : {}),
    });
  }
  if (unlocated > 0) warnings.push(`${label}: ${unlocated} result(s) name no file and line (only a logical location, or none): not imported`);
  if (suppressed > 0) warnings.push(`${label}: ${suppressed} result(s) suppressed in the source (SARIF suppressions) left out`);
  return results;
}

function stringOf(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}

function propertiesOf(value: Json | undefined): Json {
  return value && isRecord(value.properties) ? value.properties : {};
}

function levelOf(value: unknown): ToolLevel | undefined {
  return value === 'error' || value === 'warning' || value === 'note' || value === 'none' ? value : undefined;
}

/** `security-severity` is a string in SARIF ("8.8"); a number is taken too. Only 0–10 is a score. */
function scoreOf(value: unknown): number | undefined {
  const score = typeof value === 'string' ? Number(value) : value;
  return typeof score === 'number' && Number.isFinite(score) && score >= 0 && score <= 10 ? score : undefined;
}

/** Suppressed unless every suppression was rejected or is still under review. */
function isSuppressed(result: Json): boolean {
  if (!Array.isArray(result.suppressions) || result.suppressions.length === 0) return false;
  return result.suppressions.some((suppression) => !isRecord(suppression) || (suppression.status !== 'rejected' && suppression.status !== 'underReview'));
}

/**
 * The result's rule: in the driver, or in the extension `rule.toolComponent.index` names (CodeQL's query
 * packs are extensions); by index, then by id.
 */
function ruleOf(result: Json, driver: Json, extensions: readonly Json[]): Json | undefined {
  const reference = isRecord(result.rule) ? result.rule : {};
  const component = isRecord(reference.toolComponent) && typeof reference.toolComponent.index === 'number' ? extensions[reference.toolComponent.index] : driver;
  const rules = component?.rules;
  if (!Array.isArray(rules)) return undefined;
  const index = typeof reference.index === 'number' ? reference.index : typeof result.ruleIndex === 'number' ? result.ruleIndex : undefined;
  const byIndex = index !== undefined ? rules[index] : undefined;
  if (isRecord(byIndex)) return byIndex;
  const id = stringOf(result.ruleId) ?? stringOf(reference.id);
  return id === undefined ? undefined : rules.find((rule): rule is Json => isRecord(rule) && rule.id === id);
}

function tagsOf(value: Json | undefined): string[] {
  const tags = propertiesOf(value).tags;
  return Array.isArray(tags) ? tags.filter((tag): tag is string => typeof tag === 'string').slice(0, 50) : [];
}

/** gosec and others relate a rule to a CWE taxonomy entry instead of tagging it. */
function cweRelationships(rule: Json | undefined): string[] {
  if (!rule || !Array.isArray(rule.relationships)) return [];
  return rule.relationships.flatMap((relationship) => {
    if (!isRecord(relationship) || !isRecord(relationship.target)) return [];
    const { id, toolComponent } = relationship.target;
    const taxonomy = isRecord(toolComponent) ? String(toolComponent.name ?? '') : '';
    return typeof id === 'string' && /^cwe$/i.test(taxonomy) && /^\d+$/.test(id) ? [`CWE-${id}`] : [];
  });
}

/** The message text with its `{0}` placeholders filled, or the rule's message string it names. */
function messageOf(result: Json, rule: Json | undefined): string | undefined {
  const message = isRecord(result.message) ? result.message : {};
  const strings = isRecord(rule?.messageStrings) ? rule.messageStrings : {};
  const named = typeof message.id === 'string' && isRecord(strings[message.id]) ? (strings[message.id] as Json).text : undefined;
  const text = stringOf(message.text) ?? stringOf(named);
  if (text === undefined) return undefined;
  const args = Array.isArray(message.arguments) ? message.arguments.map(String) : [];
  return text.replace(/\{(\d+)\}/g, (whole, position: string) => args[Number(position)] ?? whole);
}

/**
 * CodeQL's messages link to related locations with `[text](id)`: each becomes `text (path:line)` from
 * the result's `relatedLocations`, or plain `text` when that id names none.
 */
function withRelatedLocations(message: string | undefined, result: Json, artifacts: readonly unknown[], bases: Json): string | undefined {
  if (message === undefined || !message.includes('](')) return message;
  const related = Array.isArray(result.relatedLocations) ? result.relatedLocations.filter(isRecord) : [];
  return message.replace(/\[([^[\]]*)\]\((\d+)\)/g, (_whole, text: string, id: string) => {
    const location = related.find((candidate) => candidate.id === Number(id));
    const place = location ? locationOf({ locations: [location] }, artifacts, bases) : undefined;
    return place ? `${text} (${place.path}${place.line ? `:${place.line}` : ''})` : text;
  });
}

/** A stable digest input: every fingerprint the tool gave, in key order (`primaryLocationLineHash`, `matchBasedId/v1` …). */
function fingerprintOf(result: Json): string | undefined {
  const prints =
    isRecord(result.partialFingerprints) && Object.keys(result.partialFingerprints).length > 0
      ? result.partialFingerprints
      : isRecord(result.fingerprints)
        ? result.fingerprints
        : undefined;
  if (!prints) return undefined;
  const entries = Object.entries(prints)
    .filter(([, value]) => typeof value === 'string' && value !== '')
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return entries.length > 0 ? entries.map(([key, value]) => `${key}=${String(value)}`).join('\n') : undefined;
}

/** The first physical location, with its URI resolved against `artifacts` and `originalUriBaseIds`. */
function locationOf(result: Json, artifacts: readonly unknown[], bases: Json): Pick<ReportResult, 'path' | 'line' | 'column' | 'endLine'> | undefined {
  const locations = Array.isArray(result.locations) ? result.locations : [];
  for (const location of locations) {
    const physical = isRecord(location) && isRecord(location.physicalLocation) ? location.physicalLocation : undefined;
    if (!physical || !isRecord(physical.artifactLocation)) continue;
    const path = resolveArtifact(physical.artifactLocation, artifacts, bases);
    if (path === undefined) continue;
    const region = isRecord(physical.region) ? physical.region : {};
    return { path, ...resultPlace(region.startLine, region.startColumn, region.endLine) };
  }
  return undefined;
}

function resolveArtifact(artifactLocation: Json, artifacts: readonly unknown[], bases: Json): string | undefined {
  let location = artifactLocation;
  if (stringOf(location.uri) === undefined && typeof location.index === 'number') {
    const artifact = artifacts[location.index];
    if (isRecord(artifact) && isRecord(artifact.location)) location = artifact.location;
  }
  const uri = stringOf(location.uri);
  if (uri === undefined) return undefined;
  const resolved = withBase(uri, stringOf(location.uriBaseId), bases, 0);
  // A `file:` URI is decoded when it is made a path; a relative reference is decoded here (`a%20b.ts`).
  return /^[a-z][a-z0-9+.-]*:/i.test(resolved) ? resolved : decodeUri(resolved);
}

function decodeUri(uri: string): string {
  try {
    return decodeURIComponent(uri);
  } catch {
    return uri;
  }
}

/**
 * The URI against its base: `originalUriBaseIds` gives a base an absolute URI (or another base); a base it
 * does not define (`%SRCROOT%` in most reports) is the repository root, so the URI stays relative.
 */
function withBase(uri: string, baseId: string | undefined, bases: Json, depth: number): string {
  if (/^[a-z][a-z0-9+.-]*:/i.test(uri) || baseId === undefined || depth >= MAX_BASE_DEPTH) return uri;
  const base = bases[baseId];
  const baseUri = isRecord(base) ? stringOf(base.uri) : undefined;
  if (!isRecord(base) || baseUri === undefined) return uri;
  const parent = withBase(baseUri, stringOf(base.uriBaseId), bases, depth + 1);
  return `${parent.endsWith('/') ? parent : `${parent}/`}${uri.replace(/^\.?\//, '')}`;
}
