/*
 * The few string helpers every layer of the picture uses: escaping, number formatting and element
 * building. Pure string work: no DOM, so the same input gives byte-identical output.
 */

/**
 * Escapes text for an SVG text node or attribute value (`&`, `<`, `>`, `"` and `'`).
 *
 * @example
 * escapeXml('Fish & "chips"'); // 'Fish &amp; &quot;chips&quot;'
 */
export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => (c === '&' ? '&amp;' : c === '<' ? '&lt;' : c === '>' ? '&gt;' : c === '"' ? '&quot;' : '&apos;'));
}

/**
 * A coordinate or length as SVG text: one decimal at most, no `-0`, no exponent.
 *
 * @example
 * num(12.345); // '12.3'
 * num(-0.01); // '0'
 */
export function num(value: number): string {
  const rounded = Math.round(value * 10) / 10;
  return rounded === 0 || !Number.isFinite(rounded) ? '0' : String(rounded);
}

/** Attribute values of an element; `undefined` leaves the attribute out. */
type Attributes = Readonly<Record<string, string | number | undefined>>;

function attributeText(attributes: Attributes): string {
  let text = '';
  for (const name of Object.keys(attributes)) {
    const value = attributes[name];
    if (value === undefined) continue;
    text += ` ${name}="${typeof value === 'number' ? num(value) : escapeXml(value)}"`;
  }
  return text;
}

/**
 * An element with attributes (numbers formatted by {@link num}, strings escaped) and optional
 * children (already SVG text, joined as given); without children it closes itself.
 *
 * @example
 * element('circle', { cx: 1, cy: 2, r: 3 }); // '<circle cx="1" cy="2" r="3"/>'
 */
export function element(name: string, attributes: Attributes, children: readonly string[] = []): string {
  if (children.length === 0) return `<${name}${attributeText(attributes)}/>`;
  return `<${name}${attributeText(attributes)}>${children.join('')}</${name}>`;
}

/**
 * A `<text>` element holding escaped text.
 *
 * @example
 * textElement('A & B', { x: 0, y: 0 }); // '<text x="0" y="0">A &amp; B</text>'
 */
export function textElement(text: string, attributes: Attributes): string {
  return `<text${attributeText(attributes)}>${escapeXml(text)}</text>`;
}

/**
 * A `<title>` child: the tooltip a browser shows on hover, and the name a screen reader reads.
 *
 * @example
 * element('circle', { r: 4 }, [tooltip('river gold, face down')]);
 */
export function tooltip(text: string): string {
  return `<title>${escapeXml(text)}</title>`;
}

/**
 * A point list for `points=""` or a path: `x,y x,y …`.
 *
 * @example
 * pointList([[0, 0], [1, 2]]); // '0,0 1,2'
 */
export function pointList(points: readonly (readonly [number, number])[]): string {
  return points.map(([x, y]) => `${num(x)},${num(y)}`).join(' ');
}

/**
 * Words of an id (`whiskey-still`) as a name (`Whiskey Still`).
 *
 * @example
 * titleCase('trading-outpost'); // 'Trading Outpost'
 */
export function titleCase(id: string): string {
  return id
    .split(/[-_\s]+/)
    .filter((word) => word.length > 0)
    .map((word) => word[0]!.toUpperCase() + word.slice(1))
    .join(' ');
}
