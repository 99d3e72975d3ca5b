// A loopback GitHub REST + GraphQL server for tests and the benchmark. Pull requests are commits of a
// real git repository, so file lists, patches, compare results and contents are computed with git and
// stay consistent with each other. Every request is recorded. Behaviour follows GitHub where a review
// bot depends on it: pagination with Link headers and the 3,000-file cap, whole-batch 422s for review
// comments outside the diff, read-only tokens, the 50-annotation cap of the Checks API, secondary rate
// limits with retry-after, and injected failures.
import { execFileSync } from 'node:child_process';
import { createServer } from 'node:http';

const BOT = { login: 'github-actions[bot]', type: 'Bot', id: 41898282 };
/** GitHub lists at most this many files of a pull request, 100 per page at most. */
const MAX_LISTED_FILES = 3000;
const MAX_PER_PAGE = 100;
/** The compare API returns at most this many files. */
const MAX_COMPARE_FILES = 300;
const MAX_BODY = 65536;
const MAX_ANNOTATIONS = 50;
const NOT_ACCESSIBLE = 'Resource not accessible by integration';
const SECONDARY_LIMIT =
  'You have exceeded a secondary rate limit. Please wait a few minutes before you try again. If you reach out to GitHub Support for help, please include the request ID.';

class HttpError extends Error {
  constructor(status, body, headers = {}) {
    super(body.message);
    this.status = status;
    this.body = body;
    this.headers = headers;
  }
}

const unprocessable = (errors, documentation = 'https://docs.github.com/rest') =>
  new HttpError(422, { message: 'Unprocessable Entity', errors, documentation_url: documentation, status: '422' });
const notFound = () => new HttpError(404, { message: 'Not Found', documentation_url: 'https://docs.github.com/rest', status: '404' });

function gitRunner(repoDir) {
  const env = { PATH: process.env.PATH, HOME: process.env.HOME, GIT_CONFIG_NOSYSTEM: '1', GIT_CONFIG_GLOBAL: '/dev/null' };
  const run = (args, encoding = 'utf8') =>
    execFileSync('git', ['-c', 'core.quotePath=false', ...args], { cwd: repoDir, env, encoding, maxBuffer: 1 << 30, stdio: ['ignore', 'pipe', 'pipe'] });
  const tryRun = (args, encoding) => {
    try {
      return run(args, encoding);
    } catch {
      return undefined;
    }
  };
  /** The bytes of the blob `spec` (`ref:path`) names, in one git process; undefined when it names no blob. */
  const readBlob = (spec) => {
    // --batch reads names a line at a time: a path with a line break takes two processes instead.
    if (spec.includes('\n')) return tryRun(['cat-file', '-t', spec])?.trim() === 'blob' ? run(['cat-file', 'blob', spec], 'buffer') : undefined;
    const output = execFileSync('git', ['cat-file', '--batch'], { cwd: repoDir, env, input: `${spec}\n`, maxBuffer: 1 << 30, stdio: ['pipe', 'pipe', 'pipe'] });
    const headerEnd = output.indexOf(0x0a);
    const header = /^[0-9a-f]{40,64} blob (\d+)$/.exec(output.subarray(0, headerEnd).toString('utf8'));
    return header ? output.subarray(headerEnd + 1, headerEnd + 1 + Number(header[1])) : undefined;
  };
  /** Every blob of commit `sha` by path, read with two git processes; undefined when `sha` is no commit. */
  const readCommitBlobs = (sha) => {
    const listing = tryRun(['ls-tree', '-r', '-z', '--full-tree', `${sha}^{commit}`]);
    if (listing === undefined) return undefined;
    const entries = listing
      .split('\0')
      .filter(Boolean)
      .map((line) => {
        const tab = line.indexOf('\t');
        const [, type, objectSha] = line.slice(0, tab).split(' ');
        return { type, objectSha, path: line.slice(tab + 1) };
      })
      .filter((entry) => entry.type === 'blob');
    const blobs = new Map();
    if (entries.length === 0) return blobs;
    const output = execFileSync('git', ['cat-file', '--batch'], {
      cwd: repoDir,
      env,
      input: `${entries.map((entry) => entry.objectSha).join('\n')}\n`,
      maxBuffer: 1 << 30,
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    let at = 0;
    for (const entry of entries) {
      const headerEnd = output.indexOf(0x0a, at);
      const size = Number(output.subarray(at, headerEnd).toString('utf8').split(' ')[2]);
      blobs.set(entry.path, output.subarray(headerEnd + 1, headerEnd + 1 + size));
      at = headerEnd + 1 + size + 1;
    }
    return blobs;
  };
  return { run, tryRun, readBlob, readCommitBlobs };
}

const STATUS = { A: 'added', D: 'removed', M: 'modified', R: 'renamed', C: 'copied', T: 'changed' };

/** The files GitHub would list for `from...to`: three-dot (merge-base) diff, renames found, one patch per file. */
function diffFiles(git, from, to) {
  const mergeBase = git.run(['merge-base', from, to]).trim();
  const raw = git.run(['diff-tree', '-r', '-z', '--find-renames', '--raw', '--numstat', '--no-abbrev', mergeBase, to]);
  const fields = raw.split('\0');
  const entries = [];
  let at = 0;
  while (fields[at]?.startsWith(':')) {
    const [, , , newSha, statusField] = fields[at++].slice(1).split(' ');
    const status = statusField[0];
    const oldPath = fields[at++];
    const newPath = status === 'R' || status === 'C' ? fields[at++] : oldPath;
    entries.push({ status, oldPath, newPath, sha: newSha });
  }
  for (const entry of entries) {
    const [added, deleted] = fields[at++].split('\t');
    if (entry.status === 'R' || entry.status === 'C') at += 2;
    entry.binary = added === '-';
    entry.additions = entry.binary ? 0 : Number(added);
    entry.deletions = entry.binary ? 0 : Number(deleted);
  }
  const patch = git.run(['diff-tree', '-r', '--find-renames', '--patch', '--unified=3', '--no-color', mergeBase, to]);
  const chunks = patch.split(/^(?=diff --git )/m).filter((chunk) => chunk.startsWith('diff --git '));
  let chunk = 0;
  return entries.map((entry) => {
    const pieces = chunks.slice(chunk, chunk + (entry.status === 'T' ? 2 : 1));
    chunk += pieces.length;
    const hunks = pieces
      .map((piece) => {
        const start = piece.search(/^@@ /m);
        return start === -1 ? '' : piece.slice(start).replace(/\n$/, '');
      })
      .filter((text) => text !== '')
      .join('\n');
    return {
      sha: entry.sha,
      filename: entry.newPath,
      status: STATUS[entry.status],
      additions: entry.additions,
      deletions: entry.deletions,
      changes: entry.additions + entry.deletions,
      ...(entry.status === 'R' || entry.status === 'C' ? { previous_filename: entry.oldPath } : {}),
      ...(entry.binary || hunks === '' ? {} : { patch: hunks }),
    };
  });
}

/** Commentable lines of one file's patch: RIGHT = added and context lines, LEFT = deleted and context lines, by hunk. */
function commentableLines(patch) {
  const hunks = [];
  let oldLine = 0;
  let newLine = 0;
  for (const line of (patch ?? '').split('\n')) {
    const header = /^@@ -(\d+)(?:,\d+)? \+(\d+)(?:,\d+)? @@/.exec(line);
    if (header) {
      oldLine = Number(header[1]);
      newLine = Number(header[2]);
      hunks.push({ LEFT: new Set(), RIGHT: new Set() });
      continue;
    }
    const hunk = hunks.at(-1);
    if (!hunk || line.startsWith('\\')) continue;
    if (line.startsWith('+')) hunk.RIGHT.add(newLine++);
    else if (line.startsWith('-')) hunk.LEFT.add(oldLine++);
    else {
      hunk.LEFT.add(oldLine++);
      hunk.RIGHT.add(newLine++);
    }
  }
  return hunks;
}

function parseJson(text) {
  try {
    return text ? JSON.parse(text) : {};
  } catch {
    return { unparsed: text };
  }
}

function linkHeader(base, page, lastPage, perPage) {
  const url = (target) => {
    const next = new URL(base);
    next.searchParams.set('per_page', String(perPage));
    next.searchParams.set('page', String(target));
    return next.toString();
  };
  const links = [];
  if (page < lastPage) links.push(`<${url(page + 1)}>; rel="next"`, `<${url(lastPage)}>; rel="last"`);
  if (page > 1) links.push(`<${url(1)}>; rel="first"`, `<${url(page - 1)}>; rel="prev"`);
  return links.join(', ');
}

/**
 * Starts the server. `repoDir` is the git repository whose commits the pull requests point at.
 * Tokens: `tokens[token] = { pullRequests: 'write' | 'read', checks: 'write' | 'none' }`; unknown tokens get 401.
 */
export async function startFakeGitHub({ repoDir, owner = 'octo', repo = 'app', tokens = {} }) {
  const git = gitRunner(repoDir);
  const fullName = `${owner}/${repo}`;
  const pulls = new Map();
  const issues = new Map();
  const reviews = [];
  const reviewComments = [];
  const issueComments = [];
  const checkRuns = [];
  const resolvedThreads = new Set();
  const permissions = new Map();
  const failures = [];
  const rejectedLines = new Set();
  const requests = [];
  let nextId = 1000;
  const id = () => nextId++;
  const now = () => new Date().toISOString();
  let baseUrl = '';

  const personOf = (login) => ({ login, type: 'User', id: 7000 + [...login].reduce((sum, character) => sum + character.charCodeAt(0), 0) });
  const userJson = (user) => ({
    login: user.login,
    id: user.id ?? 7000,
    node_id: `U_${user.login}`,
    avatar_url: `https://avatars.github.test/u/${user.id ?? 7000}`,
    html_url: `https://github.test/${user.login}`,
    type: user.type,
    site_admin: false,
  });
  // GitHub's author_association: the owner, people given a role on the repository, and everyone else.
  const associationOf = (login) => (login === owner ? 'OWNER' : permissions.has(login) ? 'COLLABORATOR' : 'NONE');
  const repositoryJson = () => ({
    id: 4242,
    node_id: 'R_4242',
    name: repo,
    full_name: fullName,
    private: false,
    owner: { login: owner, type: 'Organization' },
    default_branch: 'main',
  });

  const pullOf = (number) => {
    const pull = pulls.get(Number(number));
    if (!pull) throw notFound();
    return pull;
  };
  const filesCache = new Map();
  /** The blobs of each commit whose file contents were asked for by full SHA: a commit never changes. */
  const blobsCache = new Map();
  const contentAt = (ref, path) => {
    if (!/^[0-9a-f]{40}$/i.test(ref)) return git.readBlob(`${ref}:${path}`);
    const key = ref.toLowerCase();
    if (!blobsCache.has(key)) {
      const blobs = git.readCommitBlobs(key);
      if (!blobs) return undefined;
      blobsCache.set(key, blobs);
    }
    return blobsCache.get(key).get(path);
  };
  const filesOf = (from, to) => {
    const key = `${from}...${to}`;
    if (!filesCache.has(key)) filesCache.set(key, diffFiles(git, from, to));
    return filesCache.get(key);
  };
  const commitExists = (sha) => /^[0-9a-f]{4,40}$/i.test(sha) && git.tryRun(['cat-file', '-e', `${sha}^{commit}`]) !== undefined;
  const resolveCommit = (ref) => git.tryRun(['rev-parse', '--verify', '--quiet', `${ref}^{commit}`])?.trim();

  function authorize(request, write, grant = 'pullRequests') {
    const header = request.headers.authorization ?? '';
    const token = header.replace(/^(token|bearer)\s+/i, '');
    const access = tokens[token];
    if (!access) throw new HttpError(401, { message: 'Bad credentials', documentation_url: 'https://docs.github.com/rest', status: '401' });
    if (write && access[grant] !== 'write') {
      throw new HttpError(403, { message: NOT_ACCESSIBLE, documentation_url: 'https://docs.github.com/rest', status: '403' });
    }
    return access;
  }

  function paginate(request, url, items, { maxItems = Infinity, defaultPerPage = 30 } = {}) {
    const perPage = Math.min(MAX_PER_PAGE, Number(url.searchParams.get('per_page') ?? defaultPerPage) || defaultPerPage);
    const page = Math.max(1, Number(url.searchParams.get('page') ?? 1) || 1);
    const listed = items.slice(0, maxItems);
    const lastPage = Math.max(1, Math.ceil(listed.length / perPage));
    const link = linkHeader(`${baseUrl}${url.pathname}${url.search}`, page, lastPage, perPage);
    return { body: listed.slice((page - 1) * perPage, page * perPage), headers: link ? { link } : {} };
  }

  const pullJson = (pull) => ({
    number: pull.number,
    state: pull.state,
    draft: pull.draft,
    title: pull.title,
    body: pull.body,
    user: pull.user,
    html_url: `https://github.test/${fullName}/pull/${pull.number}`,
    head: { sha: pull.head.sha, ref: pull.head.ref, repo: { full_name: pull.head.repo } },
    base: { sha: pull.base.sha, ref: pull.base.ref, repo: { full_name: fullName } },
    changed_files: filesOf(pull.base.sha, pull.head.sha).length,
  });

  const reviewJson = (review) => ({
    id: review.id,
    node_id: `PRR_${review.id}`,
    user: review.user,
    body: review.body,
    state: review.state,
    commit_id: review.commit_id,
    submitted_at: review.state === 'PENDING' ? undefined : review.submitted_at,
    html_url: `https://github.test/${fullName}/pull/${review.pull}#pullrequestreview-${review.id}`,
  });

  const REACTIONS = ['+1', '-1', 'laugh', 'confused', 'heart', 'hooray', 'rocket', 'eyes'];
  const reactionsOf = (comment) => {
    const counts = Object.fromEntries(
      REACTIONS.map((content) => [content, (comment.reactions ?? []).filter((reaction) => reaction.content === content).length]),
    );
    return { url: `${baseUrl}/repos/${fullName}/pulls/comments/${comment.id}/reactions`, total_count: (comment.reactions ?? []).length, ...counts };
  };
  // GitHub rolls a comment's reactions up into counts by content.
  const commentJson = (comment) => ({ ...comment, pull: undefined, node_id: `PRRC_${comment.id}`, reactions: reactionsOf(comment) });
  const reactionJson = (reaction) => ({
    id: reaction.id,
    node_id: `REA_${reaction.id}`,
    user: userJson(reaction.user),
    content: reaction.content,
    created_at: reaction.created_at,
  });
  const reviewCommentOf = (commentId) => {
    const comment = reviewComments.find((candidate) => candidate.id === Number(commentId));
    if (!comment) throw notFound();
    return comment;
  };
  // Only the author may edit or delete a comment (an app's token acts as the app).
  const ownComment = (comment, access) => {
    if (comment.user.login !== (access.user ?? BOT).login)
      throw new HttpError(403, { message: NOT_ACCESSIBLE, documentation_url: 'https://docs.github.com/rest', status: '403' });
    return comment;
  };

  function validateComments(pull, commitId, comments) {
    const files = new Map(filesOf(pull.base.sha, commitId).map((file) => [file.filename, commentableLines(file.patch)]));
    const problems = [];
    for (const comment of comments) {
      const hunks = files.get(comment.path);
      if (!hunks) {
        problems.push('Path could not be resolved');
        continue;
      }
      if (typeof comment.body !== 'string' || comment.body.length > MAX_BODY) problems.push('Body is too long (maximum is 65536 characters)');
      if (comment.position !== undefined) continue;
      const side = comment.side ?? 'RIGHT';
      const hunk = hunks.find((candidate) => candidate[side]?.has(comment.line));
      if (!hunk || rejectedLines.has(`${comment.path}:${comment.line}`)) {
        problems.push('Pull request review thread line must be part of the diff');
        continue;
      }
      if (comment.start_line !== undefined) {
        const startSide = comment.start_side ?? side;
        if (comment.start_line >= comment.line || !hunk[startSide]?.has(comment.start_line)) {
          problems.push('Pull request review thread start line must be part of the same hunk as the line.');
        }
      }
    }
    return problems;
  }

  function createReview(pull, user, body) {
    const commitId = body.commit_id ?? pull.head.sha;
    const prCommits =
      git
        .tryRun(['rev-list', `${pull.base.sha}..${pull.head.sha}`])
        ?.split('\n')
        .filter(Boolean) ?? [];
    if (!prCommits.includes(commitId))
      throw unprocessable(['Commit could not be resolved'], 'https://docs.github.com/rest/pulls/reviews#create-a-review-for-a-pull-request');
    const comments = body.comments ?? [];
    const event = body.event;
    if (event && !['APPROVE', 'REQUEST_CHANGES', 'COMMENT'].includes(event)) throw unprocessable([`Unknown event ${event}`]);
    if ((event === 'COMMENT' || event === 'REQUEST_CHANGES') && !body.body && comments.length === 0) throw unprocessable(["Body can't be blank"]);
    if ((body.body ?? '').length > MAX_BODY) throw unprocessable(['Body is too long (maximum is 65536 characters)']);
    if (!event && reviews.some((review) => review.pull === pull.number && review.state === 'PENDING' && review.user.login === user.login)) {
      throw unprocessable(['User can only have one pending review per pull request']);
    }
    // One bad comment fails the whole batch, and the error does not say which.
    const problems = validateComments(pull, commitId, comments);
    if (problems.length > 0) throw unprocessable([...new Set(problems)], 'https://docs.github.com/rest/pulls/reviews#create-a-review-for-a-pull-request');
    const state = { APPROVE: 'APPROVED', REQUEST_CHANGES: 'CHANGES_REQUESTED', COMMENT: 'COMMENTED' }[event] ?? 'PENDING';
    const review = { id: id(), pull: pull.number, user, body: body.body ?? '', state, commit_id: commitId, submitted_at: now(), comments: [] };
    reviews.push(review);
    for (const comment of comments) {
      const created = {
        id: id(),
        pull: pull.number,
        pull_request_review_id: review.id,
        path: comment.path,
        line: comment.line,
        original_line: comment.line,
        side: comment.side ?? 'RIGHT',
        ...(comment.start_line !== undefined ? { start_line: comment.start_line, start_side: comment.start_side ?? comment.side ?? 'RIGHT' } : {}),
        commit_id: commitId,
        original_commit_id: commitId,
        body: comment.body,
        user,
        created_at: now(),
        updated_at: now(),
      };
      review.comments.push(created);
    }
    if (state !== 'PENDING') reviewComments.push(...review.comments);
    return review;
  }

  function threadsOf(pull) {
    const roots = reviewComments.filter((comment) => comment.pull === pull.number && comment.in_reply_to_id === undefined);
    return roots.map((root) => ({
      id: `PRRT_${root.id}`,
      isResolved: resolvedThreads.has(root.id),
      comments: {
        nodes: [root, ...reviewComments.filter((comment) => comment.in_reply_to_id === root.id)].map((comment) => ({
          databaseId: comment.id,
          body: comment.body,
          author: { __typename: comment.user.type === 'Bot' ? 'Bot' : 'User', login: comment.user.login.replace(/\[bot\]$/, '') },
        })),
      },
    }));
  }

  function graphql(request, body) {
    const query = String(body.query ?? '');
    const variables = body.variables ?? {};
    if (/\bmutation\b/.test(query) && query.includes('resolveReviewThread')) {
      const access = authorize(request, false);
      if (access.pullRequests !== 'write')
        return { data: { resolveReviewThread: null }, errors: [{ type: 'FORBIDDEN', message: NOT_ACCESSIBLE, path: ['resolveReviewThread'] }] };
      const rootId = Number(String(variables.threadId ?? '').replace(/^PRRT_/, ''));
      if (!reviewComments.some((comment) => comment.id === rootId)) {
        return {
          data: { resolveReviewThread: null },
          errors: [{ type: 'NOT_FOUND', message: `Could not resolve to a node with the global id of '${variables.threadId}'` }],
        };
      }
      resolvedThreads.add(rootId);
      return { data: { resolveReviewThread: { thread: { id: variables.threadId, isResolved: true } } } };
    }
    if (query.includes('reviewThreads')) {
      authorize(request, false);
      const pull = pulls.get(Number(variables.number));
      if (!pull || variables.owner !== owner || variables.name !== repo) {
        return { data: { repository: null }, errors: [{ type: 'NOT_FOUND', message: 'Could not resolve to a PullRequest' }] };
      }
      const all = threadsOf(pull);
      const start = variables.cursor ? Number(variables.cursor) : 0;
      const pageSize = Math.min(100, Number(variables.pageSize ?? 100));
      const nodes = all.slice(start, start + pageSize);
      const end = start + nodes.length;
      return {
        data: {
          repository: { pullRequest: { reviewThreads: { nodes, pageInfo: { hasNextPage: end < all.length, endCursor: String(end) } } } },
        },
      };
    }
    return { errors: [{ message: 'Unsupported query' }] };
  }

  const routes = [
    [
      'GET',
      /^\/repos\/([^/]+)\/([^/]+)\/issues\/(\d+)$/,
      (request, [number]) => {
        const issue = issues.get(Number(number));
        if (issue) return { body: { number: Number(number), title: issue.title, body: issue.body, state: 'open' } };
        // Every pull request is an issue too, as GitHub answers.
        const pull = pullOf(number);
        return {
          body: {
            number: pull.number,
            title: pull.title,
            body: pull.body,
            state: pull.state,
            pull_request: { url: `${baseUrl}/repos/${fullName}/pulls/${pull.number}` },
          },
        };
      },
    ],
    ['GET', /^\/repos\/([^/]+)\/([^/]+)\/pulls\/(\d+)$/, (request, [number]) => ({ body: pullJson(pullOf(number)) })],
    [
      'GET',
      /^\/repos\/([^/]+)\/([^/]+)\/pulls\/(\d+)\/files$/,
      (request, [number], url) => {
        const pull = pullOf(number);
        return paginate(request, url, filesOf(pull.base.sha, pull.head.sha), { maxItems: MAX_LISTED_FILES });
      },
    ],
    [
      'GET',
      /^\/repos\/([^/]+)\/([^/]+)\/compare\/(.+)$/,
      (request, [basehead]) => {
        const [from, to] = decodeURIComponent(basehead).split('...');
        if (!from || !to || !commitExists(from) || !commitExists(to)) throw notFound();
        const mergeBase = git.run(['merge-base', from, to]).trim();
        const ahead = git
          .run(['rev-list', `${from}..${to}`])
          .split('\n')
          .filter(Boolean);
        const behind = git
          .run(['rev-list', `${to}..${from}`])
          .split('\n')
          .filter(Boolean);
        const status = ahead.length === 0 && behind.length === 0 ? 'identical' : behind.length === 0 ? 'ahead' : ahead.length === 0 ? 'behind' : 'diverged';
        return {
          body: {
            status,
            ahead_by: ahead.length,
            behind_by: behind.length,
            total_commits: ahead.length,
            base_commit: { sha: resolveCommit(from) },
            merge_base_commit: { sha: mergeBase },
            commits: ahead.reverse().map((sha) => ({ sha })),
            files: filesOf(from, to).slice(0, MAX_COMPARE_FILES),
          },
        };
      },
    ],
    [
      'GET',
      /^\/repos\/([^/]+)\/([^/]+)\/git\/trees\/([^/]+)$/,
      (request, [sha], url) => {
        if (!commitExists(sha)) throw notFound();
        const recursive = url.searchParams.has('recursive');
        const listing = git
          .run(['ls-tree', '-z', '--full-tree', ...(recursive ? ['-r', '-t'] : []), sha])
          .split('\0')
          .filter(Boolean);
        const tree = listing.map((line) => {
          const [meta, path] = line.split('\t');
          const [mode, type, entrySha] = meta.split(' ');
          return { path, mode, type, sha: entrySha };
        });
        return { body: { sha: resolveCommit(sha), tree, truncated: false } };
      },
    ],
    [
      'GET',
      /^\/repos\/([^/]+)\/([^/]+)\/contents\/(.+)$/,
      (request, [path], url) => {
        const ref = url.searchParams.get('ref') ?? 'HEAD';
        const bytes = contentAt(ref, decodeURIComponent(path));
        if (!bytes) throw notFound();
        if (/application\/vnd\.github(\.v3)?\.raw/.test(request.headers.accept ?? '')) return { raw: bytes };
        return {
          body: {
            type: 'file',
            encoding: 'base64',
            size: bytes.length,
            name: path.split('/').pop(),
            path: decodeURIComponent(path),
            content: bytes.toString('base64').replace(/.{60}/g, '$&\n'),
          },
        };
      },
    ],
    [
      'GET',
      /^\/repos\/([^/]+)\/([^/]+)\/pulls\/(\d+)\/reviews$/,
      (request, [number], url) => {
        pullOf(number);
        const access = authorize(request, false);
        const visible = reviews.filter(
          (review) => review.pull === Number(number) && (review.state !== 'PENDING' || (access.user ?? BOT).login === review.user.login),
        );
        return paginate(request, url, visible.map(reviewJson));
      },
    ],
    [
      'POST',
      /^\/repos\/([^/]+)\/([^/]+)\/pulls\/(\d+)\/reviews$/,
      (request, [number], url, body) => {
        const access = authorize(request, true);
        return { status: 200, body: reviewJson(createReview(pullOf(number), access.user ?? BOT, body)) };
      },
    ],
    [
      'DELETE',
      /^\/repos\/([^/]+)\/([^/]+)\/pulls\/(\d+)\/reviews\/(\d+)$/,
      (request, [number, reviewId]) => {
        authorize(request, true);
        const index = reviews.findIndex((review) => review.pull === Number(number) && review.id === Number(reviewId));
        if (index === -1) throw notFound();
        if (reviews[index].state !== 'PENDING') throw unprocessable(['Can not delete a non-pending pull request review']);
        const [removed] = reviews.splice(index, 1);
        return { body: reviewJson(removed) };
      },
    ],
    [
      'GET',
      /^\/repos\/([^/]+)\/([^/]+)\/pulls\/(\d+)\/comments$/,
      (request, [number], url) => {
        pullOf(number);
        return paginate(request, url, reviewComments.filter((comment) => comment.pull === Number(number)).map(commentJson));
      },
    ],
    [
      'GET',
      /^\/repos\/([^/]+)\/([^/]+)\/pulls\/comments$/,
      (request, _match, url) => {
        authorize(request, false);
        const since = url.searchParams.get('since');
        const direction = url.searchParams.get('direction') ?? 'asc';
        const listed = reviewComments.filter((comment) => !since || comment.updated_at >= since).sort((a, b) => a.id - b.id);
        if (direction === 'desc') listed.reverse();
        return paginate(request, url, listed.map(commentJson));
      },
    ],
    [
      'GET',
      /^\/repos\/([^/]+)\/([^/]+)\/pulls\/comments\/(\d+)\/reactions$/,
      (request, [commentId], url) => {
        const content = url.searchParams.get('content');
        const listed = (reviewCommentOf(commentId).reactions ?? []).filter((reaction) => !content || reaction.content === content);
        return paginate(request, url, listed.map(reactionJson));
      },
    ],
    [
      'PATCH',
      /^\/repos\/([^/]+)\/([^/]+)\/pulls\/comments\/(\d+)$/,
      (request, [commentId], url, body) => {
        const comment = ownComment(reviewCommentOf(commentId), authorize(request, true));
        if (typeof body.body !== 'string' || body.body.length === 0) throw unprocessable(["Body can't be blank"]);
        if (body.body.length > MAX_BODY) throw unprocessable(['Body is too long (maximum is 65536 characters)']);
        comment.body = body.body;
        comment.updated_at = now();
        return { body: commentJson(comment) };
      },
    ],
    [
      'DELETE',
      /^\/repos\/([^/]+)\/([^/]+)\/pulls\/comments\/(\d+)$/,
      (request, [commentId]) => {
        const comment = ownComment(reviewCommentOf(commentId), authorize(request, true));
        reviewComments.splice(reviewComments.indexOf(comment), 1);
        return { status: 204 };
      },
    ],
    [
      'DELETE',
      /^\/repos\/([^/]+)\/([^/]+)\/issues\/comments\/(\d+)$/,
      (request, [commentId]) => {
        const access = authorize(request, true);
        const comment = issueComments.find((candidate) => candidate.id === Number(commentId));
        if (!comment) throw notFound();
        issueComments.splice(issueComments.indexOf(ownComment(comment, access)), 1);
        return { status: 204 };
      },
    ],
    [
      'POST',
      /^\/repos\/([^/]+)\/([^/]+)\/pulls\/(\d+)\/comments\/(\d+)\/replies$/,
      (request, [number, commentId], url, body) => {
        const access = authorize(request, true);
        const root = reviewComments.find((comment) => comment.pull === Number(number) && comment.id === Number(commentId));
        if (!root) throw notFound();
        if (typeof body.body !== 'string' || body.body.length === 0) throw unprocessable(["Body can't be blank"]);
        if (body.body.length > MAX_BODY) throw unprocessable(['Body is too long (maximum is 65536 characters)']);
        const reply = {
          ...root,
          id: id(),
          in_reply_to_id: root.in_reply_to_id ?? root.id,
          body: body.body,
          user: access.user ?? BOT,
          reactions: [],
          created_at: now(),
          updated_at: now(),
        };
        reviewComments.push(reply);
        return { status: 201, body: commentJson(reply) };
      },
    ],
    [
      'GET',
      /^\/repos\/([^/]+)\/([^/]+)\/issues\/(\d+)\/comments$/,
      (request, [number], url) => {
        pullOf(number);
        return paginate(
          request,
          url,
          issueComments.filter((comment) => comment.issue === Number(number)).map((comment) => ({ ...comment, issue: undefined })),
        );
      },
    ],
    [
      'POST',
      /^\/repos\/([^/]+)\/([^/]+)\/issues\/(\d+)\/comments$/,
      (request, [number], url, body) => {
        const access = authorize(request, true);
        pullOf(number);
        if (typeof body.body !== 'string' || body.body.length > MAX_BODY) throw unprocessable(['Body is too long (maximum is 65536 characters)']);
        const comment = { id: id(), issue: Number(number), body: body.body, user: access.user ?? BOT, created_at: now(), updated_at: now() };
        issueComments.push(comment);
        return { status: 201, body: { ...comment, issue: undefined } };
      },
    ],
    [
      'PATCH',
      /^\/repos\/([^/]+)\/([^/]+)\/issues\/comments\/(\d+)$/,
      (request, [commentId], url, body) => {
        authorize(request, true);
        const comment = issueComments.find((candidate) => candidate.id === Number(commentId));
        if (!comment) throw notFound();
        if (typeof body.body !== 'string' || body.body.length > MAX_BODY) throw unprocessable(['Body is too long (maximum is 65536 characters)']);
        comment.body = body.body;
        comment.updated_at = now();
        return { body: { ...comment, issue: undefined } };
      },
    ],
    [
      'POST',
      /^\/repos\/([^/]+)\/([^/]+)\/check-runs$/,
      (request, match, url, body) => {
        authorize(request, true, 'checks');
        const annotations = body.output?.annotations ?? [];
        if (annotations.length > MAX_ANNOTATIONS) throw unprocessable(['Only 50 annotations are allowed per request']);
        const run = {
          id: id(),
          name: body.name,
          head_sha: body.head_sha,
          status: body.status ?? 'queued',
          conclusion: body.conclusion ?? null,
          external_id: body.external_id ?? '',
          output: { ...body.output, annotations },
        };
        checkRuns.push(run);
        return { status: 201, body: run };
      },
    ],
    [
      'PATCH',
      /^\/repos\/([^/]+)\/([^/]+)\/check-runs\/(\d+)$/,
      (request, [runId], url, body) => {
        authorize(request, true, 'checks');
        const run = checkRuns.find((candidate) => candidate.id === Number(runId));
        if (!run) throw notFound();
        const annotations = body.output?.annotations ?? [];
        if (annotations.length > MAX_ANNOTATIONS) throw unprocessable(['Only 50 annotations are allowed per request']);
        Object.assign(run, { ...body, output: { ...run.output, ...body.output, annotations: [...run.output.annotations, ...annotations] } });
        return { body: run };
      },
    ],
    [
      'GET',
      /^\/repos\/([^/]+)\/([^/]+)\/commits\/([^/]+)\/check-runs$/,
      (request, [ref], url) => {
        const sha = resolveCommit(decodeURIComponent(ref)) ?? ref;
        const name = url.searchParams.get('check_name');
        const runs = checkRuns.filter((run) => run.head_sha === sha && (!name || run.name === name));
        return { body: { total_count: runs.length, check_runs: runs } };
      },
    ],
    [
      'GET',
      /^\/repos\/([^/]+)\/([^/]+)\/collaborators\/([^/]+)\/permission$/,
      (request, [login]) => {
        authorize(request, false);
        const role = permissions.get(decodeURIComponent(login)) ?? 'read';
        // The permission field folds the finer roles: maintain is write, triage is read.
        const permission = { maintain: 'write', triage: 'read' }[role] ?? role;
        return { body: { permission, role_name: role, user: { login: decodeURIComponent(login) } } };
      },
    ],
    ['POST', /^\/graphql$/, (request, match, url, body) => ({ body: graphql(request, body) })],
  ];

  function takeFailure(method, path) {
    const index = failures.findIndex((failure) => (failure.method ?? method) === method && failure.path.test(path));
    if (index === -1) return undefined;
    const failure = failures[index];
    failure.times -= 1;
    if (failure.times <= 0) failures.splice(index, 1);
    return failure;
  }

  async function handle(request, response) {
    const url = new URL(request.url, baseUrl);
    const chunks = [];
    for await (const chunk of request) chunks.push(chunk);
    const text = Buffer.concat(chunks).toString('utf8');
    const body = parseJson(text);
    const record = {
      method: request.method,
      path: url.pathname,
      query: Object.fromEntries(url.searchParams),
      token: request.headers.authorization ?? '',
      body,
      status: 0,
    };
    requests.push(record);
    const send = (status, payload, headers = {}) => {
      record.status = status;
      const isRaw = Buffer.isBuffer(payload);
      response.writeHead(status, {
        'content-type': isRaw ? 'application/vnd.github.raw' : 'application/json; charset=utf-8',
        'x-github-request-id': `FAKE:${requests.length}`,
        'x-ratelimit-limit': '5000',
        'x-ratelimit-remaining': '4999',
        'x-ratelimit-reset': String(Math.floor(Date.now() / 1000) + 3600),
        ...headers,
      });
      response.end(isRaw ? payload : payload === undefined ? '' : JSON.stringify(payload));
    };
    try {
      const failure = takeFailure(request.method, url.pathname);
      if (failure && !failure.afterProcessing) {
        const headers = { ...(failure.headers ?? {}) };
        if (failure.kind === 'primary-rate-limit') {
          headers['x-ratelimit-remaining'] = '0';
          headers['x-ratelimit-reset'] = String(Math.floor(Date.now() / 1000) + 1);
        }
        return send(failure.status, failure.body ?? { message: failure.message ?? 'Server Error' }, headers);
      }
      for (const [method, pattern, handler] of routes) {
        if (method !== request.method) continue;
        const match = pattern.exec(url.pathname);
        if (!match) continue;
        const captures = match.slice(1);
        if (pattern.source.startsWith('^\\/repos')) {
          const [matchOwner, matchRepo, ...rest] = captures;
          if (`${matchOwner}/${matchRepo}` !== fullName) throw notFound();
          if (request.method === 'GET') authorize(request, false);
          const result = handler(request, rest, url, body);
          // The request took effect, but the answer is lost on the way back.
          if (failure?.afterProcessing) return send(failure.status, failure.body, failure.headers);
          return result.raw ? send(200, result.raw) : send(result.status ?? 200, result.body, result.headers);
        }
        const result = handler(request, captures, url, body);
        return send(result.status ?? 200, result.body, result.headers);
      }
      throw notFound();
    } catch (error) {
      if (error instanceof HttpError) return send(error.status, error.body, error.headers);
      return send(500, { message: String(error?.message ?? error) });
    }
  }

  const server = createServer((request, response) => {
    handle(request, response).catch((error) => {
      response.writeHead(500);
      response.end(String(error));
    });
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${server.address().port}`;

  const isWrite = (record) => {
    if (record.method === 'GET' || record.method === 'HEAD') return false;
    if (record.path === '/graphql') return /\bmutation\b/.test(String(record.body.query ?? ''));
    return true;
  };

  return {
    url: baseUrl,
    owner,
    repo,
    requests,
    reviews,
    reviewComments,
    issueComments,
    checkRuns,
    resolvedThreads,
    /** Requests that change something on GitHub (REST writes and GraphQL mutations), successful or not. */
    writes: () => requests.filter(isWrite),
    /** Forget the recorded requests (the repository state stays). */
    clearRequests: () => requests.splice(0, requests.length),
    addPullRequest({ number, base, head, draft = false, title = 'A change', body = null, user = { login: 'contributor', type: 'User' } }) {
      pulls.set(number, {
        number,
        state: 'open',
        draft,
        title,
        body,
        user,
        base: { ref: base.ref ?? 'main', sha: base.sha },
        head: { ref: head.ref ?? 'feature', sha: head.sha, repo: head.repo ?? fullName },
      });
    },
    /** An issue of this repository (a pull request's description may say it closes it). */
    addIssue({ number, title, body = null }) {
      issues.set(number, { title, body });
    },
    setHead(number, sha) {
      pullOf(number).head.sha = sha;
    },
    setPermission(login, permission) {
      permissions.set(login, permission);
    },
    /** GitHub will refuse review comments on this line, as if it were not part of the diff (the whole batch fails). */
    rejectCommentsOn(path, line) {
      rejectedLines.add(`${path}:${line}`);
    },
    /** A comment by a person, as a reply in the thread that `rootId` starts. */
    addHumanReply(rootId, login, body) {
      const root = reviewComments.find((comment) => comment.id === rootId);
      if (!root) throw new Error(`no review comment ${rootId}`);
      const reply = { ...root, id: id(), in_reply_to_id: rootId, body, user: personOf(login), reactions: [], created_at: now(), updated_at: now() };
      reviewComments.push(reply);
      return reply;
    },
    /** A person's own review comment on a line of the pull request's diff, starting a thread (as a single-comment review). */
    addReviewComment({ pull: number, path, line, login, body }) {
      const pull = pullOf(number);
      const user = personOf(login);
      const review = createReview(pull, user, { event: 'COMMENT', commit_id: pull.head.sha, comments: [{ path, line, side: 'RIGHT', body }] });
      return review.comments[0];
    },
    /**
     * The webhook event GitHub sends for a stored comment: `pull_request_review_comment` for a review comment,
     * `issue_comment` for a comment on the pull request's conversation, with the payload's real shape.
     * `association` overrides the author_association GitHub derives (OWNER for the owner, COLLABORATOR for
     * anyone given a permission, NONE otherwise).
     */
    commentEvent(comment, { action = 'created', association, previousBody } = {}) {
      const user = userJson(comment.user);
      const author_association = association ?? associationOf(comment.user.login);
      const changes = action === 'edited' ? { changes: { body: { from: previousBody ?? '' } } } : {};
      if (comment.issue !== undefined) {
        const pull = pullOf(comment.issue);
        return {
          name: 'issue_comment',
          payload: {
            action,
            ...changes,
            issue: {
              url: `${baseUrl}/repos/${fullName}/issues/${pull.number}`,
              repository_url: `${baseUrl}/repos/${fullName}`,
              html_url: `https://github.test/${fullName}/pull/${pull.number}`,
              id: 500000 + pull.number,
              node_id: `I_${pull.number}`,
              number: pull.number,
              title: pull.title,
              user: userJson(pull.user),
              labels: [],
              state: pull.state,
              locked: false,
              comments: issueComments.filter((candidate) => candidate.issue === pull.number).length,
              created_at: comment.created_at,
              updated_at: comment.updated_at,
              author_association: associationOf(pull.user.login),
              draft: pull.draft,
              pull_request: {
                url: `${baseUrl}/repos/${fullName}/pulls/${pull.number}`,
                html_url: `https://github.test/${fullName}/pull/${pull.number}`,
                diff_url: `https://github.test/${fullName}/pull/${pull.number}.diff`,
                patch_url: `https://github.test/${fullName}/pull/${pull.number}.patch`,
                merged_at: null,
              },
              body: pull.body,
            },
            comment: {
              url: `${baseUrl}/repos/${fullName}/issues/comments/${comment.id}`,
              html_url: `https://github.test/${fullName}/pull/${pull.number}#issuecomment-${comment.id}`,
              issue_url: `${baseUrl}/repos/${fullName}/issues/${pull.number}`,
              id: comment.id,
              node_id: `IC_${comment.id}`,
              user,
              created_at: comment.created_at,
              updated_at: comment.updated_at,
              author_association,
              body: comment.body,
              reactions: reactionsOf({ id: comment.id }),
              performed_via_github_app: null,
            },
            repository: repositoryJson(),
            sender: user,
          },
        };
      }
      const pull = pullOf(comment.pull);
      const file = filesOf(pull.base.sha, comment.commit_id).find((candidate) => candidate.filename === comment.path);
      return {
        name: 'pull_request_review_comment',
        payload: {
          action,
          ...changes,
          comment: {
            url: `${baseUrl}/repos/${fullName}/pulls/comments/${comment.id}`,
            pull_request_review_id: comment.pull_request_review_id,
            id: comment.id,
            node_id: `PRRC_${comment.id}`,
            diff_hunk: file?.patch?.split('\n').slice(0, 6).join('\n') ?? '',
            path: comment.path,
            commit_id: comment.commit_id,
            original_commit_id: comment.original_commit_id ?? comment.commit_id,
            user,
            body: comment.body,
            created_at: comment.created_at,
            updated_at: comment.updated_at,
            html_url: `https://github.test/${fullName}/pull/${pull.number}#discussion_r${comment.id}`,
            pull_request_url: `${baseUrl}/repos/${fullName}/pulls/${pull.number}`,
            author_association,
            _links: { self: { href: `${baseUrl}/repos/${fullName}/pulls/comments/${comment.id}` } },
            reactions: reactionsOf(comment),
            start_line: comment.start_line ?? null,
            original_start_line: comment.start_line ?? null,
            start_side: comment.start_line === undefined ? null : (comment.start_side ?? 'RIGHT'),
            line: comment.line,
            original_line: comment.original_line ?? comment.line,
            side: comment.side ?? 'RIGHT',
            ...(comment.in_reply_to_id !== undefined ? { in_reply_to_id: comment.in_reply_to_id } : {}),
            subject_type: 'line',
          },
          pull_request: {
            ...pullJson(pull),
            id: 600000 + pull.number,
            node_id: `PR_${pull.number}`,
            url: `${baseUrl}/repos/${fullName}/pulls/${pull.number}`,
            author_association: associationOf(pull.user.login),
          },
          repository: repositoryJson(),
          sender: user,
        },
      };
    },
    /**
     * People react to a review comment (`content` as GitHub names it: '+1', '-1', 'heart', …), one reaction
     * each: GitHub keeps one reaction of a kind per person and comment, so reacting again changes nothing.
     */
    react(commentId, content, ...logins) {
      const comment = reviewComments.find((candidate) => candidate.id === commentId);
      if (!comment) throw new Error(`no review comment ${commentId}`);
      comment.reactions ??= [];
      for (const login of logins) {
        if (comment.reactions.some((reaction) => reaction.content === content && reaction.user.login === login)) continue;
        comment.reactions.push({ id: id(), content, user: personOf(login), created_at: now() });
      }
    },
    addIssueComment(number, login, body, type = 'User') {
      const comment = { id: id(), issue: number, body, user: type === 'User' ? personOf(login) : { login, type }, created_at: now(), updated_at: now() };
      issueComments.push(comment);
      return comment;
    },
    /**
     * The next `times` requests matching `method` and `path` fail. `kind: 'secondary-rate-limit'` answers
     * like GitHub's abuse limit (status 403 or 429, retry-after); `primary-rate-limit` with x-ratelimit-remaining 0.
     */
    failNext({ method, path, status = 502, times = 1, kind, retryAfter = 1, message, afterProcessing = false }) {
      const headers = kind === 'secondary-rate-limit' ? { 'retry-after': String(retryAfter) } : {};
      const body =
        kind === 'secondary-rate-limit'
          ? { message: SECONDARY_LIMIT, documentation_url: 'https://docs.github.com/rest/overview/rate-limits-for-the-rest-api' }
          : kind === 'primary-rate-limit'
            ? { message: 'API rate limit exceeded for installation.', documentation_url: 'https://docs.github.com/rest/overview/rate-limits-for-the-rest-api' }
            : { message: message ?? 'Server Error' };
      failures.push({ method, path, status, times, kind, headers, body, afterProcessing });
    },
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
