/**
 * A tiny XML reader for the render tests (not a test file itself, and no dependency): it checks
 * that an SVG document is well-formed (tags balance, attributes are quoted, text and attribute
 * values hold no raw `<` and only known entities) and gives the elements as a tree.
 */

/** One element of the document. */
export interface SvgNode {
  readonly name: string;
  readonly attributes: Readonly<Record<string, string>>;
  readonly children: SvgNode[];
  /** The text directly inside the element, entities decoded. */
  text: string;
}

const ENTITY = /&(?:amp|lt|gt|quot|apos|#[0-9]+|#x[0-9a-fA-F]+);/g;

function decode(text: string): string {
  return text.replace(ENTITY, (e) => ({ '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&apos;': "'" })[e] ?? e);
}

function checkText(text: string, where: string): void {
  if (text.includes('<') || text.includes('>')) throw new Error(`raw < or > in ${where}: ${text.slice(0, 60)}`);
  if (text.replace(ENTITY, '').includes('&')) throw new Error(`bare & in ${where}: ${text.slice(0, 60)}`);
}

/**
 * Parses a document with one root element; throws on anything that is not well-formed.
 *
 * @example
 * const root = parseSvg(svg); root.name; // 'svg'
 */
export function parseSvg(source: string): SvgNode {
  const stack: SvgNode[] = [];
  let root: SvgNode | null = null;
  let i = 0;
  while (i < source.length) {
    const open = source.indexOf('<', i);
    const text = open < 0 ? source.slice(i) : source.slice(i, open);
    checkText(text, 'text');
    if (text.trim() !== '') {
      const parent = stack[stack.length - 1];
      if (!parent) throw new Error(`text outside the root: ${text.slice(0, 40)}`);
      parent.text += decode(text);
    }
    if (open < 0) break;
    const close = source.indexOf('>', open);
    if (close < 0) throw new Error('unterminated tag');
    const tag = source.slice(open + 1, close);
    i = close + 1;
    if (tag.startsWith('/')) {
      const name = tag.slice(1).trim();
      const top = stack.pop();
      if (!top || top.name !== name) throw new Error(`</${name}> closes <${top?.name ?? 'nothing'}>`);
      continue;
    }
    const selfClosing = tag.endsWith('/');
    const body = selfClosing ? tag.slice(0, -1) : tag;
    const match = /^([A-Za-z][\w:-]*)((?:\s+[A-Za-z][\w:-]*="[^"]*")*)\s*$/.exec(body);
    if (!match) throw new Error(`malformed tag <${tag.slice(0, 80)}>`);
    const attributes: Record<string, string> = {};
    for (const [, name, value] of match[2]!.matchAll(/\s+([A-Za-z][\w:-]*)="([^"]*)"/g)) {
      if (name! in attributes) throw new Error(`attribute ${name} twice in <${match[1]}>`);
      checkText(value!, `attribute ${name}`);
      attributes[name!] = decode(value!);
    }
    const node: SvgNode = { name: match[1]!, attributes, children: [], text: '' };
    const parent = stack[stack.length - 1];
    if (parent) parent.children.push(node);
    else if (root) throw new Error('two root elements');
    else root = node;
    if (!selfClosing) stack.push(node);
  }
  if (stack.length > 0) throw new Error(`<${stack[stack.length - 1]!.name}> is never closed`);
  if (!root) throw new Error('no root element');
  return root;
}

/**
 * Every element below (and including) a node, in document order.
 *
 * @example
 * allNodes(root).filter((n) => n.name === 'polygon');
 */
export function allNodes(node: SvgNode): SvgNode[] {
  const out: SvgNode[] = [node];
  for (const child of node.children) out.push(...allNodes(child));
  return out;
}

/**
 * The elements whose `class` attribute holds a class name.
 *
 * @example
 * byClass(root, 'tile').length;
 */
export function byClass(node: SvgNode, name: string): SvgNode[] {
  return allNodes(node).filter((n) => (n.attributes.class ?? '').split(/\s+/).includes(name));
}

/**
 * All text inside a node and its children (titles included).
 *
 * @example
 * allText(root).includes('Oasis');
 */
export function allText(node: SvgNode): string {
  return node.text + node.children.map(allText).join('');
}
