import { renderModelMarkdown } from '../src/report/render-model-markdown.js';

const render = (text: string) => renderModelMarkdown(text, { repository: 'acme/app' }).join('\n');

describe('a model’s markdown in a comment', () => {
  it('keeps what answers are made of: inline code, emphasis, lists, quotes, headings and code blocks', () => {
    const text = [
      '### Why',
      '',
      'Call `readConfig()` with **care**, _always_:',
      '',
      '- first `a | b`',
      '  1. nested',
      '> quoted *note*',
      '',
      '```ts',
      'const x = a < b;',
      '```',
    ].join('\n');
    expect(render(text)).toBe(
      [
        '### Why',
        '',
        'Call `readConfig()` with **care**, _always_:',
        '',
        '- first `a | b`',
        '  1. nested',
        '> quoted *note*',
        '',
        '```ts',
        'const x = a < b;',
        '```',
      ].join('\n'),
    );
  });

  it('neutralises HTML, images, links out of the repository, mentions, references, tables, maths and diagram fences', () => {
    const text = [
      'See <img src=x onerror=alert(1)> and ![logo](https://evil.test/p.png) or [docs](https://evil.test/x), ask @octocat about #12.',
      '| a | b | costs $5',
      '[ref]: https://evil.test',
      '```mermaid',
      'graph TD; A-->B',
      '```',
    ].join('\n');
    const out = render(text);
    expect(out).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(out).toContain('logo (image not shown)');
    expect(out).not.toMatch(/!\[|\]\(/);
    expect(out).toContain('docs (https:<!-- -->//evil.test/x)');
    expect(out).toContain('@<!-- -->octocat');
    expect(out).toContain('#<!-- -->12');
    expect(out).toContain('\\| a \\| b \\| costs \\$5');
    expect(out).toContain('\\[ref\\]: https:<!-- -->//evil.test');
    expect(out).toContain('```\ngraph TD; A-->B\n```');
    expect(out).not.toContain('```mermaid');
  });

  it('keeps a link into the repository, but not one that climbs out of it', () => {
    const out = render('[the loader](https://github.com/acme/app/blob/main/src/loader.ts#L3) and [other](https://github.com/acme/app/../../evil/repo)');
    expect(out).toContain('[the loader](https://github.com/acme/app/blob/main/src/loader.ts#L3)');
    expect(out).toContain('other (https:<!-- -->//github.com/acme/app/../../evil/repo)');
  });

  it('removes anything shaped like a hidden marker, in prose, in code spans and in code blocks', () => {
    const text = ['Done <!-- sextant:fp=deadbeef --> here `<!-- sextant:rule=x -->`', '<!--', 'sextant:fp=00 -->', '```', '<!-- sextant:fp=11 -->', '```'].join(
      '\n',
    );
    expect(render(text)).not.toContain('<!-- sextant');
  });
});
