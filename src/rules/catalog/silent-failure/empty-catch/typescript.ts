import { JS_FAMILY } from '../../../../diff/language.js';
import type { LanguageImplementation } from '../../../rule-folder.js';
import { severityInSensitiveArea } from '../../../sensitive-area.js';
import { statementsOf } from '../../../syntax/javascript/javascript-syntax.js';
import { CATCH_BODY_QUERY, guardedBy } from '../../../syntax/javascript/silent-failure-hunter-helpers.js';
import type { Node } from 'web-tree-sitter';

/**
 * `let code = ""; try { code = build(); } catch {}`: the try only assigns variables that were given a
 * fallback value just before it, so the empty catch keeps that fallback on purpose.
 */
function keepsDeclaredFallback(catchClause: Node): boolean {
  const tryStatement = catchClause.parent;
  const tryBody = tryStatement?.childForFieldName('body');
  if (!tryStatement || !tryBody) return false;
  const assigned = statementsOf(tryBody).map((statement) => {
    const expression = statement.type === 'expression_statement' ? statement.namedChildren[0] : undefined;
    const left = expression?.type === 'assignment_expression' ? expression.childForFieldName('left') : undefined;
    return left?.type === 'identifier' ? left.text : undefined;
  });
  if (assigned.length === 0 || assigned.includes(undefined)) return false;
  const initialised = new Set<string>();
  for (
    let previous = tryStatement.previousNamedSibling;
    previous && ['lexical_declaration', 'variable_declaration'].includes(previous.type);
    previous = previous.previousNamedSibling
  ) {
    for (const declarator of previous.namedChildren) {
      const name = declarator.childForFieldName('name');
      if (name && declarator.childForFieldName('value')) initialised.add(name.text);
    }
  }
  return assigned.every((name) => name !== undefined && initialised.has(name));
}

export const implementation: LanguageImplementation = {
  languages: JS_FAMILY,
  query: CATCH_BODY_QUERY,
  textGate: /catch/,
  check: ({ target, captures, context }) => {
    const body = captures.body;
    if (!body || statementsOf(body).length > 0 || keepsDeclaredFallback(target)) return false;
    const details = { guarded: guardedBy(target) };
    // A comment usually explains a deliberate choice; still worth a look, but far less often wrong.
    if (body.namedChildCount > 0) return { details, severity: 'low', confidence: 50 };
    // `catch {}` and `catch (_error) {}` say in the code that the error is ignored on purpose, and a test provokes
    // errors it does not check: worth a look, rarely a defect.
    const parameter = target.childForFieldName('parameter');
    if (!parameter || /^_/.test(parameter.text) || context.isTestFile) return { details, severity: 'info' };
    return { details, ...severityInSensitiveArea(context.path) };
  },
  examples: {
    match: [
      'try {\n  JSON.parse(raw);\n} catch (error) {}',
      'try {\n  await save(user);\n} catch (error) {\n}',
      'try {\n  fs.unlinkSync(path);\n} catch (e) {\n  // ignore\n}',
    ],
    noMatch: [
      'try {\n  JSON.parse(raw);\n} catch (error) {\n  throw new Error(`bad config: ${error}`);\n}',
      'try {\n  return load();\n} catch {\n  return undefined;\n}',
      // The fallback is declared right before the try: keeping it on failure is the point.
      'let recursive = true;\ntry {\n  recursive = isRecursive(schema);\n} catch {}',
    ],
  },
};
