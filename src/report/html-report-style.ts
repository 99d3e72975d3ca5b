import { SEVERITIES } from '../findings/finding.js';
import type { Severity } from '../findings/finding.js';

const SEVERITY_COLOR: Record<Severity, string> = { critical: '#b42318', high: '#d9480f', medium: '#b7791f', low: '#0b7285', info: '#667085' };

/** The report's one stylesheet: light and dark, a colour per severity. */
export const HTML_REPORT_STYLE = `
:root{color-scheme:light dark;--bg:#f6f7f9;--card:#fff;--text:#1d2433;--muted:#667085;--line:#e4e7ec;--code:#f2f4f7;--add:#e6f4ea;--del:#fdecea}
@media (prefers-color-scheme:dark){:root{--bg:#0f1115;--card:#171a21;--text:#e6e8ee;--muted:#98a2b3;--line:#2a2f3a;--code:#1f232b;--add:#12341f;--del:#3d1717}}
*{box-sizing:border-box}body{margin:0;background:var(--bg);color:var(--text);font:14px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif}
main{max-width:1100px;margin:0 auto;padding:0 20px 40px}
code,pre{font-family:ui-monospace,SFMono-Regular,Menlo,Consolas,monospace;font-size:12.5px}
h1{font-size:20px;margin:0 0 4px}h2{font-size:16px;margin:28px 0 10px}
.verdict{display:flex;gap:16px;align-items:center;padding:20px max(20px,calc((100% - 1060px)/2));color:#fff}
.verdict p{margin:2px 0}.verdict .meta{opacity:.85;font-size:12.5px}.verdict .symbol{font-size:34px;line-height:1}
.verdict.failed{background:#b42318}.verdict.incomplete{background:#b7791f}.verdict.passed{background:#2b8a3e}.verdict.skipped{background:#475467}
section{margin-top:8px}
.counts{display:grid;grid-template-columns:1fr;gap:14px;margin-top:20px}
.severities{display:flex;gap:10px;list-style:none;padding:0;margin:0;flex-wrap:wrap}
.severities li{background:var(--card);border:1px solid var(--line);border-left:4px solid;border-radius:8px;padding:8px 14px;min-width:110px;color:var(--muted)}
.severities .n{display:block;font-size:22px;font-weight:600;color:var(--text)}
.tables{display:grid;grid-template-columns:1fr 2fr;gap:14px;align-items:start}
table{border-collapse:collapse;width:100%}caption{text-align:left;font-weight:600;padding:0 0 6px}
.tables table,.grid{background:var(--card);border:1px solid var(--line);border-radius:8px;overflow:hidden}
.tables td,.grid td,.grid th{padding:6px 10px;border-top:1px solid var(--line);text-align:left;vertical-align:top}
.grid th{background:var(--code);font-weight:600;border-top:0}.num{text-align:right!important;white-space:nowrap}
a{color:inherit}
.filters{display:flex;flex-direction:column;gap:8px;margin-top:20px;background:var(--card);border:1px solid var(--line);border-radius:8px;padding:10px 14px}
.filters .label{display:inline-block;width:70px;color:var(--muted);font-size:12.5px}
.dot{display:inline-block;width:9px;height:9px;border-radius:50%}
.chip{display:inline-flex;align-items:center;gap:6px;margin:0 8px 0 0;padding:2px 10px;border:1px solid var(--line);border-radius:999px;cursor:pointer;user-select:none}
.count{display:inline-block;min-width:22px;padding:0 7px;border-radius:999px;background:var(--code);color:var(--muted);font-size:12px;text-align:center;font-weight:500}
.file{background:var(--card);border:1px solid var(--line);border-radius:8px;margin:10px 0}
.file>summary{padding:10px 14px;cursor:pointer;font-weight:600;border-bottom:1px solid var(--line)}
.finding{padding:12px 14px;border-top:1px solid var(--line)}.file>summary+.finding{border-top:0}
.finding p{margin:6px 0}.finding p code{background:var(--code);padding:0 4px;border-radius:3px}.rec{color:var(--muted)}.muted{color:var(--muted);font-size:12.5px}
.badge{display:inline-block;color:#fff;border-radius:4px;padding:0 7px;font-size:12px;font-weight:600;text-transform:uppercase;letter-spacing:.02em}
.loc{font-weight:600}.rule{background:var(--code);padding:1px 5px;border-radius:4px}
.code{background:var(--code);border-radius:6px;margin:8px 0;overflow-x:auto;display:block}
.code td{padding:0 10px;white-space:pre}.code .ln{color:var(--muted);text-align:right;user-select:none;width:1%}
.code .hit{background:rgba(217,72,15,.16)}.code .hit .ln{color:var(--text);font-weight:600}
.fix{margin:8px 0}.fix-title{font-size:12.5px;color:#2b8a3e;font-weight:600}.fix.unverified .fix-title{color:#b7791f}
.diff{margin:4px 0;padding:6px 0;background:var(--code);border-radius:6px;overflow-x:auto}
.diff div{padding:0 10px;white-space:pre}.diff .add{background:var(--add)}.diff .del{background:var(--del)}.diff .hunk{color:var(--muted)}
.ignore{font-size:12.5px}
.status{font-weight:600}.status.passed,.status.success{color:#2b8a3e}.status.failed,.status.timeout,.status.refused{color:#b42318}.status.not_configured,.status.skipped{color:var(--muted)}
.usage{display:flex;gap:10px;flex-wrap:wrap;margin:0}.usage div{background:var(--card);border:1px solid var(--line);border-radius:8px;padding:8px 14px}
.usage dt{color:var(--muted);font-size:12px}.usage dd{margin:0;font-size:16px;font-weight:600}
.empty{color:var(--muted)}.errors li{color:#b42318}
pre{white-space:pre-wrap;word-break:break-word}
${SEVERITIES.map((severity) => `.severities .sev-${severity}{border-left-color:${SEVERITY_COLOR[severity]}}.badge.sev-${severity},.dot.sev-${severity}{background:${SEVERITY_COLOR[severity]}}`).join('\n')}
@media (max-width:720px){.tables{grid-template-columns:1fr}}
`;
