// Synthetic single files of about 20,000 lines per language, dense with what the rules look at
// (functions, docstrings, catches, switches, exports, queries): a rule that is quadratic in the file shows here.
import { createStaticEngine } from '../src/rules/static-engine.js';

const UNITS = 2_000;

function repeat(unit: (index: number) => string): string {
  return Array.from({ length: UNITS }, (_, index) => unit(index)).join('\n');
}

const FILES: ReadonlyArray<{ path: string; content: string }> = [
  {
    path: 'src/large.ts',
    content: repeat(
      (index) =>
        `/** @param value the input */\nexport function step${index}(input: any, kind: Kind): number {\n  try { return run(input); } catch {}\n  // const skipped = run(${index});\n  switch (kind) { case 'a': break; }\n  return input == null ? 1 : 2;\n}\nexport const table${index} = new Map();\nexport function register${index}(key: string) { table${index}.set(key, 1); }\n`,
    ),
  },
  {
    path: 'app/large.py',
    content: repeat(
      (index) =>
        `QUERY_${index} = "SELECT a FROM b WHERE c = %s"\n\ndef step_${index}(cursor, value, items=[]):\n    """Run a step.\n\n    Args:\n        other: a value.\n    """\n    try:\n        cursor.execute(QUERY_${index} % value)  # run(value)\n    except:\n        pass\n`,
    ),
  },
  {
    path: 'pkg/large.go',
    content: `package large\n\n${repeat(
      (index) =>
        `func Step${index}(db *sql.DB, id string) error {\n\tf, err := os.Open(id)\n\tdata, err := io.ReadAll(f)\n\t_ = os.Remove(id)\n\tif err != nil {\n\t}\n\t// x := run(${index})\n\t_, err = db.Exec("DELETE FROM t WHERE id = " + id)\n\treturn use(data)\n}\n`,
    )}`,
  },
];

/** Milliseconds to scan each file with every line changed, and what it found. */
export async function scanLargeFiles(): Promise<Array<{ path: string; lines: number; milliseconds: number; findings: number }>> {
  const engine = await createStaticEngine();
  return FILES.map(({ path, content }) => {
    const lines = content.split('\n').length;
    const changedLines = new Set(Array.from({ length: lines }, (_, index) => index + 1));
    const started = performance.now();
    const findings = engine.scanFile({ path, content, changedLines }).length;
    return { path, lines, milliseconds: performance.now() - started, findings };
  });
}
