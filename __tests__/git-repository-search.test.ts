import { createGitRepositorySearch } from '../src/git/create-git-repository-search.js';
import { createTempGitRepo } from './support/temp-git-repo.js';
import type { TempGitRepo } from './support/temp-git-repo.js';

describe('createGitRepositorySearch (git grep in a real repository)', () => {
  let repo: TempGitRepo;
  let commit: string;
  beforeAll(() => {
    repo = createTempGitRepo();
    repo.write('src/prices.ts', 'export function priceOf(item: Item): number {\n  return item.price;\n}\n');
    repo.write('src/cart.ts', "import { priceOf } from './prices';\n\nexport const total = (items: Item[]) => items.map(priceOf);\n");
    repo.write('README.md', 'priceOf is documented here\n');
    commit = repo.commit('base');
    repo.write('src/draft.ts', 'export const draft = priceOf;\n');
  });
  afterAll(() => repo.cleanup());

  it('finds whole words at a commit, in indexable files only', async () => {
    const search = createGitRepositorySearch({ cwd: repo.root, commit, env: repo.env });
    const found = await search.findWords(['priceOf', 'price'], () => true);
    expect(Object.fromEntries(found)).toEqual({ 'src/cart.ts': [1, 3], 'src/prices.ts': [1, 2] });
  });

  it('searches the working tree, untracked files included, when no commit is given', async () => {
    const search = createGitRepositorySearch({ cwd: repo.root, env: repo.env });
    const found = await search.findWords(['priceOf'], (path) => path !== 'src/cart.ts');
    expect(Object.fromEntries(found)).toEqual({ 'src/draft.ts': [1], 'src/prices.ts': [1] });
  });

  it('takes any number of long words (on stdin, never the command line): no spawn E2BIG', async () => {
    // 2,500 words of 1,000 characters: more than one command line may carry on Linux (2 MiB).
    const words = [...Array.from({ length: 2_500 }, (_, index) => `${'w'.repeat(995)}${String(index).padStart(5, '0')}`), 'priceOf'];
    const found = await createGitRepositorySearch({ cwd: repo.root, commit, env: repo.env }).findWords(words, () => true);
    expect([...found.keys()].sort()).toEqual(['src/cart.ts', 'src/prices.ts']);
  });
});
