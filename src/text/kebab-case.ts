/** `text` in lower kebab case: each run of other characters a single hyphen, none at either end (`SQL Injection!` → `sql-injection`). */
export function kebabCase(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}
