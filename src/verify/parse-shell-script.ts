/** How the command-risk check reads a shell command: words with quoting undone, commands, pipelines and substitutions. */

/** A word with quoting undone; `fetched` when it holds the output of a substitution that downloads or decodes. */
export interface Word {
  text: string;
  fetched: boolean;
}

export interface SimpleCommand {
  words: Word[];
  /** Targets of `<`, `<<<`, `<<`. */
  inputs: Word[];
  /** Targets of `>`, `>>`, `&>`. */
  outputs: Word[];
}

/** One level of nesting: the whole command, or the inside of `$(…)`, `` `…` ``, `<(…)`, `>(…)`. */
interface Frame {
  closer: ')' | '`' | undefined;
  stage: number;
  upstreamFetched: boolean;
  /** Something in here downloads or decodes: the word the substitution stands in is fetched. */
  fetched: boolean;
  command: SimpleCommand;
  word: string;
  wordFetched: boolean;
  wordStarted: boolean;
  redirect: 'in' | 'out' | undefined;
}

export type Analyse = (command: SimpleCommand, stage: number, upstreamFetched: boolean) => boolean;

const emptyCommand = (): SimpleCommand => ({ words: [], inputs: [], outputs: [] });
const newFrame = (closer: Frame['closer'], stage = 0): Frame => ({
  closer,
  stage,
  upstreamFetched: false,
  fetched: false,
  command: emptyCommand(),
  word: '',
  wordFetched: false,
  wordStarted: false,
  redirect: undefined,
});

/** `${IFS}` is a classic way to write a space that a naive check does not see. */
const IFS = /\$\{IFS[^}]{0,8}\}|\$IFS\b/g;

/**
 * A shell-like reading: quotes are dropped (their content is read as commands too), `\x` is `x`,
 * operators split commands and pipelines, substitutions nest. It never fails: odd input only makes it
 * read more as commands. Each character is looked at a bounded number of times.
 */
export function parseScript(source: string, analyse: Analyse): void {
  const text = source.replace(IFS, ' ');
  const stack: Frame[] = [newFrame(undefined)];
  const top = () => stack[stack.length - 1] as Frame;
  const endWord = (frame: Frame) => {
    if (frame.wordStarted) {
      const word = { text: frame.word, fetched: frame.wordFetched };
      if (frame.redirect === 'in') frame.command.inputs.push(word);
      else if (frame.redirect === 'out') frame.command.outputs.push(word);
      else frame.command.words.push(word);
      frame.redirect = undefined;
    }
    frame.word = '';
    frame.wordFetched = false;
    frame.wordStarted = false;
  };
  const endCommand = (frame: Frame, piped: boolean) => {
    endWord(frame);
    const command = frame.command;
    frame.command = emptyCommand();
    frame.redirect = undefined;
    if (command.words.length === 0 && command.inputs.length === 0 && command.outputs.length === 0) return;
    const fetches = analyse(command, frame.stage, frame.upstreamFetched);
    frame.fetched ||= fetches;
    if (piped) {
      frame.stage += 1;
      frame.upstreamFetched ||= fetches;
    } else {
      frame.stage = 0;
      frame.upstreamFetched = false;
    }
  };
  const open = (closer: ')' | '`', stage = 0) => {
    stack.push(newFrame(closer, stage));
  };
  const close = () => {
    const inner = stack.pop() as Frame;
    endCommand(inner, false);
    const outer = top();
    outer.word += '$()';
    outer.wordStarted = true;
    outer.wordFetched ||= inner.fetched;
  };
  const startRedirect = (frame: Frame, kind: 'in' | 'out') => {
    // `2>` and `0<`: the digits name a descriptor, not a word.
    if (/^\d+$/.test(frame.word)) {
      frame.word = '';
      frame.wordStarted = false;
    }
    endWord(frame);
    frame.redirect = kind;
  };

  for (let at = 0; at < text.length;) {
    const frame = top();
    const char = text[at] as string;
    const next = text[at + 1];
    if (char === "'" || char === '"') {
      at += 1;
    } else if (char === '\\') {
      if (next !== undefined && next !== '\n') {
        frame.word += next;
        frame.wordStarted = true;
      }
      at += 2;
    } else if (char === ' ' || char === '\t' || char === '\r') {
      endWord(frame);
      at += 1;
    } else if (char === '\n' || char === ';') {
      endCommand(frame, false);
      at += 1;
    } else if (char === '&') {
      if (next === '>') {
        startRedirect(frame, 'out');
        at += text[at + 2] === '>' ? 3 : 2;
      } else {
        endCommand(frame, false);
        at += next === '&' ? 2 : 1;
      }
    } else if (char === '|') {
      if (next === '|') {
        endCommand(frame, false);
        at += 2;
      } else {
        endCommand(frame, true);
        at += next === '&' ? 2 : 1;
      }
    } else if ((char === '<' || char === '>') && next === '(') {
      // Process substitution: what `>(…)` runs reads the outer command's output, as in a pipe.
      open(')', char === '>' ? 1 : 0);
      at += 2;
    } else if (char === '>') {
      startRedirect(frame, 'out');
      at += 1;
      while (text[at] === '>' || text[at] === '|' || text[at] === '&') at += 1;
    } else if (char === '<') {
      startRedirect(frame, 'in');
      at += 1;
      while (text[at] === '<' || text[at] === '>' || text[at] === '&' || text[at] === '-') at += 1;
    } else if (char === '$' && next === '(') {
      open(')');
      at += 2;
    } else if (char === '`') {
      if (frame.closer === '`') close();
      else open('`');
      at += 1;
    } else if (char === ')') {
      if (frame.closer === ')') close();
      else endCommand(frame, false);
      at += 1;
    } else if (char === '(') {
      endCommand(frame, false);
      at += 1;
    } else {
      frame.word += char;
      frame.wordStarted = true;
      at += 1;
    }
  }
  while (stack.length > 1) close();
  endCommand(top(), false);
}
