import { excerpt } from '../../../excerpt.js';
import type { LanguageImplementation } from '../../../rule-folder.js';
import { dottedName } from '../../../syntax/go/go-syntax.js';

/** Receivers named like a `*url.URL`: `u`, `url`, `req.URL`, `baseURL`, `parsedUrl`. */
const URL_NAME = /^(u|url|\w*URL|\w*Url)$/;

export const implementation: LanguageImplementation = {
  languages: ['go'],
  query: `(expression_statement
  (call_expression
    function: (selector_expression
      operand: (call_expression
        function: (selector_expression operand: (_) @url field: (field_identifier) @query)
        arguments: (argument_list) @queryArguments)
      field: (field_identifier) @method))
  (#eq? @query "Query") (#any-of? @method "Set" "Add" "Del")) @target`,
  textGate: /\.Query\(\)\.(Set|Add|Del)\(/,
  check: ({ target, captures }) => {
    const url = captures.url;
    if (captures.queryArguments?.namedChildren.length) return false;
    if (!url || !URL_NAME.test(dottedName(url).at(-1) ?? '')) return false;
    return { details: { call: excerpt(target.text, 60), url: excerpt(url.text, 30), method: captures.method?.text ?? 'Set' } };
  },
  examples: {
    match: ['func build(u *url.URL) {\n\tu.Query().Set("page", "2")\n}', 'func sign(req *http.Request) {\n\treq.URL.Query().Add("sig", sig)\n}'],
    noMatch: [
      'func build(u *url.URL) {\n\tq := u.Query()\n\tq.Set("page", "2")\n\tu.RawQuery = q.Encode()\n}',
      'func build(b *Builder) {\n\tb.Query().Set("page", "2")\n}',
      'func read(u *url.URL) string {\n\treturn u.Query().Get("page")\n}',
    ],
  },
};
