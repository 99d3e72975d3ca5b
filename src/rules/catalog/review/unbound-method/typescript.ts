import { JS_FAMILY } from '../../../../diff/language.js';
import type { LanguageImplementation } from '../../../rule-folder.js';
import { isFunction } from '../../../syntax/javascript/javascript-syntax.js';
import type { Node } from 'web-tree-sitter';

/** Whole-class ways of binding every method: `autoBind(this)`, `bindAll(this, …)`, `this[key] = this[key].bind(this)`. */
const BINDS_IN_BULK = /\b(?:auto-?bind|bindAll)\s*\(\s*this\b|this\[[^\]]+\]\.bind\(\s*this\b/i;

/** The function `this` refers to inside `node`: the nearest one around it that is not an arrow function. */
function thisOwner(node: Node): Node | undefined {
  for (let current = node.parent; current; current = current.parent) if (isFunction(current) && current.type !== 'arrow_function') return current;
  return undefined;
}

/** Whether the class member `name` is a plain method that uses `this` and is not decorated (a decorator may bind it). */
function isMethodUsingThis(body: Node, name: string): boolean {
  const members = body.namedChildren.filter((member) => member.childForFieldName('name')?.text === name);
  const [method] = members;
  if (members.length !== 1 || method?.type !== 'method_definition') return false;
  // `get name()` and `set name(v)`: reading `this.name` calls the getter; the value handed on is its result.
  if (method.children.some((child) => child.type === 'get' || child.type === 'set')) return false;
  if (method.namedChildren.some((child) => child.type === 'decorator') || method.previousNamedSibling?.type === 'decorator') return false;
  return (method.childForFieldName('body')?.descendantsOfType('this') ?? []).some((self) => thisOwner(self)?.id === method.id);
}

/**
 * Functions and methods that call the function they are given later, as a plain function: timers, listeners,
 * promise reactions and array callbacks. A function of the project's own may bind what it is given, or only read
 * its name or stack, so only these are trusted to call it unbound.
 */
const CALLS_BACK = new Set(['setTimeout', 'setInterval', 'setImmediate', 'queueMicrotask', 'requestAnimationFrame', 'requestIdleCallback', 'nextTick']);
const CALLS_BACK_METHODS = new Set([
  'addEventListener',
  'on',
  'once',
  'addListener',
  'prependListener',
  'subscribe',
  'then',
  'catch',
  'finally',
  'forEach',
  'map',
  'filter',
  'reduce',
  'some',
  'every',
  'find',
  'findIndex',
  'flatMap',
]);

/**
 * Where `reference` is handed over to be called unbound: to a timer, a listener, a promise or an array method, or as a
 * JSX attribute's value (an event handler).
 */
function handedOver(reference: Node): boolean {
  const parent = reference.parent;
  if (parent?.type === 'jsx_expression') return parent.parent?.type === 'jsx_attribute';
  if (parent?.type !== 'arguments') return false;
  const callee = parent.parent?.childForFieldName('function');
  if (!callee) return false;
  if (
    callee.type === 'identifier' ||
    (callee.type === 'member_expression' && ['window', 'globalThis', 'process'].includes(callee.childForFieldName('object')?.text ?? ''))
  )
    return CALLS_BACK.has(callee.childForFieldName('property')?.text ?? callee.text);
  if (callee.type !== 'member_expression' || !CALLS_BACK_METHODS.has(callee.childForFieldName('property')?.text ?? '')) return false;
  // `this.on('error', this.onerror)`, `this.setState(state, this.done)`: the object calls its own listener with itself as `this`;
  // `items.forEach(this.visit, this)` passes its object along.
  return callee.childForFieldName('object')?.type !== 'this' && !parent.namedChildren.some((argument) => argument.type === 'this');
}

export const implementation: LanguageImplementation = {
  languages: JS_FAMILY,
  query: '(member_expression object: (this) property: (property_identifier) @name) @target',
  textGate: /this\.\w+\s*[,)}]/,
  check: ({ target, captures }) => {
    const name = captures.name?.text;
    // `this.constructor` is the class itself.
    if (!name || name === 'constructor' || !handedOver(target)) return false;
    let body = target.parent;
    while (body && body.type !== 'class_body') body = body.parent;
    if (!body || BINDS_IN_BULK.test(body.text) || new RegExp(`this\\.${name.replace(/\$/g, '\\$')}\\s*\\.\\s*bind\\s*\\(`).test(body.text)) return false;
    return isMethodUsingThis(body, name) ? { details: { reference: `this.${name}`, method: name } } : false;
  },
  examples: {
    match: [
      'class Poller {\n  start() {\n    setInterval(this.tick, 1000);\n  }\n  tick() {\n    this.count += 1;\n  }\n}',
      'class Loader {\n  load(url) {\n    return fetch(url).then(this.parse);\n  }\n  parse(response) {\n    return this.decoder.decode(response);\n  }\n}',
      'class Menu {\n  open() {\n    document.addEventListener("click", this.onClick);\n  }\n  onClick(event) {\n    if (!this.root.contains(event.target)) this.close();\n  }\n}',
    ],
    noMatch: [
      'class Poller {\n  start() {\n    setInterval(() => this.tick(), 1000);\n  }\n  tick() {\n    this.count += 1;\n  }\n}',
      'class Poller {\n  constructor() {\n    this.tick = this.tick.bind(this);\n  }\n  start() {\n    setInterval(this.tick, 1000);\n  }\n  tick() {\n    this.count += 1;\n  }\n}',
      'class Poller {\n  start() {\n    setInterval(this.tick, 1000);\n  }\n  tick = () => {\n    this.count += 1;\n  };\n}',
      'class Reporter {\n  constructor(writer) {\n    this.write = writer.wrap(this.write);\n  }\n  write(line) {\n    this.lines.push(line);\n  }\n}',
      'class App extends Emitter {\n  listen() {\n    this.on("error", this.onerror);\n  }\n  onerror(error) {\n    this.log(error);\n  }\n}',
      'class Loader {\n  load(items) {\n    return items.map(this.parse);\n  }\n  parse(item) {\n    return JSON.parse(item);\n  }\n}',
      'class Walker {\n  walk(nodes) {\n    nodes.forEach(this.visit, this);\n  }\n  visit(node) {\n    this.seen.add(node);\n  }\n}',
      'class Model {\n  save() {\n    store.write(this.name);\n  }\n  get name() {\n    return this.first + this.last;\n  }\n}',
      'class View {\n  constructor() {\n    this.$update = this.$update.bind(this);\n  }\n  start() {\n    emitter.on("x", this.$update);\n  }\n  $update() {\n    this.render();\n  }\n}',
      'class View {\n  constructor() {\n    autoBind(this);\n  }\n  start() {\n    emitter.on("x", this.update);\n  }\n  update() {\n    this.render();\n  }\n}',
      'class Poller {\n  start() {\n    setInterval(this.tick, 1000);\n  }\n  tick() {\n    return function () {\n      this.count += 1;\n    };\n  }\n}',
    ],
  },
};
