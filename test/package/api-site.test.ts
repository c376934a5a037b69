import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Application, Logger, LogLevel, PackageJsonReader, TSConfigReader, TypeDocReader, type JSONOutput } from 'typedoc';
import { beforeAll, describe, expect, it } from 'vitest';
import { siteFrontPage, writeSiteFrontPage } from '../../scripts/api-site.js';

// The API site documents the public API only (issue 22). This converts the same model as
// `npm run docs` (typedoc.json, its plugins, excludeInternal, the validation) without writing
// HTML, which takes seconds; `npm run docs` itself checks the written site's size
// (scripts/api-site.ts size: see SITE_BUDGET_BYTES), since writing the HTML takes as long again.

const root = fileURLToPath(new URL('../..', import.meta.url));

/** Machinery that the package's own layers and the tests use through a game's public.ts. */
const knownInternals = [
  'pushTasks', 'popTask', 'taskHandler', 'turnMenu', 'partsLeft', 'costOf', 'areaOf', 'TurnArea', 'TaskHandler', 'Actor',
  'RuleContext', 'EditionRules', 'contextOf', 'ruleContextOf', 'indexOf', 'editionRules', 'firstEditionRules', 'secondEditionRules',
  'withProspector', 'replaceMarker', 'liftMarker', 'dropMarker', 'addItem', 'removeItem', 'packGoods', 'useOneTimeGear',
  'lostValleyView', 'lostValleyDeterminize', 'lostValleyOutcome', 'seatScores', 'markerValue', 'destinations', 'riverPlacements',
  'coreActionSchemas', 'gatherActionSchemas', 'buildTaskSchemas', 'goldActionSchemas', 'firstEditionBuyArea', 'announceArea',
  'actionTableOf', 'countWindows', 'tokenDrawOutcomes', 'finalScores', 'numberFaces', 'simplePaths',
];

/** Types that only rule code can hold: a documented signature that names one is an internal helper. */
const internalTypes = new Set(['RuleContext', 'EditionRules', 'TurnArea', 'TaskHandler', 'Actor', 'PartsLeft', 'ActionCost', 'WaterContext']);

let model: JSONOutput.ProjectReflection;
let problems: string[] = [];

/** Every reflection of the model with the module it sits in. */
function reflections(): { module: string; node: JSONOutput.DeclarationReflection }[] {
  const out: { module: string; node: JSONOutput.DeclarationReflection }[] = [];
  const walk = (module: string, node: JSONOutput.DeclarationReflection): void => {
    out.push({ module, node });
    for (const child of node.children ?? []) walk(module, child);
  };
  for (const module of model.children ?? []) for (const child of module.children ?? []) walk(module.name, child);
  return out;
}

/** The names of every type that `value` (a type, a signature, a reflection) refers to. */
function referencedNames(value: unknown, into: Set<string> = new Set()): Set<string> {
  if (Array.isArray(value)) value.forEach((item) => referencedNames(item, into));
  else if (value && typeof value === 'object') {
    const node = value as Record<string, unknown>;
    if (node['type'] === 'reference' && typeof node['name'] === 'string') into.add(node['name']);
    for (const [key, child] of Object.entries(node)) if (key !== 'comment') referencedNames(child, into);
  }
  return into;
}

beforeAll(async () => {
  writeSiteFrontPage();
  // Options from typedoc.json, package.json and tsconfig.json only (not vitest's own arguments).
  const app = await Application.bootstrapWithPlugins({}, [new TypeDocReader(), new PackageJsonReader(), new TSConfigReader()]);
  app.logger = new (class extends Logger {
    override log(message: string, level: LogLevel): void {
      if (level >= LogLevel.Warn) problems.push(message);
    }
  })();
  problems = [];
  const project = await app.convert();
  if (!project) throw new Error(`typedoc could not convert the project: ${problems.join('\n')}`);
  app.validate(project);
  model = app.serializer.projectToObject(project, root as Parameters<typeof app.serializer.projectToObject>[1]);
  // Converting the whole API takes ~30 s of CPU alone; on a loaded 2-core machine it took over 180 s.
}, 600_000);

describe('the API site: the public API only', () => {
  it('typedoc converts and validates the model without a warning (npm run docs treats them as errors)', () => {
    expect(problems).toEqual([]);
  });

  it('no known internal helper is documented, in any module', () => {
    const documented = reflections().filter(({ node }) => knownInternals.includes(node.name));
    expect(documented.map(({ module, node }) => `${module}.${node.name}`)).toEqual([]);
  });

  it("no documented signature takes or returns a rule context or another rule-code type (tag such a helper @internal)", () => {
    const offenders = reflections()
      .filter(({ node }) => node.signatures || node.type)
      .filter(({ node }) => [...referencedNames([node.signatures, node.type])].some((name) => internalTypes.has(name)))
      .map(({ module, node }) => `${module}.${node.name}`);
    expect(offenders).toEqual([]);
  });

  it("Lost Valley's module is its game, data and geometry: at most 150 exports (it listed 270 with its internals)", () => {
    const lostValley = model.children?.find((module) => module.name === 'lost-valley');
    expect(lostValley?.children?.length).toBeGreaterThan(40);
    expect(lostValley?.children?.length).toBeLessThanOrEqual(150);
  });

  it('a function that takes a state names its type instead of spelling it out (scripts/typedoc-schema-types.mjs)', () => {
    const spelledOut: string[] = [];
    for (const { module, node } of reflections()) {
      for (const signature of node.signatures ?? []) {
        for (const type of [...(signature.parameters ?? []).map((parameter) => parameter.type), signature.type]) {
          if (type?.type === 'reflection' && (type.declaration.children?.length ?? 0) > 12) spelledOut.push(`${module}.${node.name}`);
        }
      }
    }
    expect(spelledOut).toEqual([]);
  });
});

describe('the API site: every guide and rules document is a page, and the README links to them', () => {
  const guides = [
    ...readdirSync(join(root, 'docs')).filter((name) => name.endsWith('.md')).map((name) => name.replace(/\.md$/, '')),
    ...readdirSync(join(root, 'docs/rules')).filter((name) => name.endsWith('.md')).map((name) => `rules/${name.replace(/\.md$/, '')}`),
  ];

  it('each docs/*.md and docs/rules/*.md is a document of the site', () => {
    const documents = (model.documents ?? []).map((document) => document.name);
    expect(guides.length).toBeGreaterThan(20);
    expect(guides.filter((guide) => !documents.includes(guide))).toEqual([]);
  });

  it("the README's links to docs/ lead to those pages, not to copies of the markdown files", () => {
    const documentIds = new Set<number>((model.documents ?? []).map((document) => document.id as number));
    const files = model.files as unknown as { entries: Record<string, string>; reflections: Record<string, number> };
    const links = (model.readme ?? []).filter((part): part is JSONOutput.RelativeLinkDisplayPart => part.kind === 'relative-link');
    const toGuides = links.filter((link) => /^docs\/.*\.md(#.*)?$/.test(link.text));
    expect(toGuides.length).toBeGreaterThan(10);
    const unrendered = toGuides.filter((link) => link.target === undefined || !documentIds.has(files.reflections[String(link.target)] ?? -1));
    expect(unrendered.map((link) => link.text)).toEqual([]);
  });
});

describe("the site's front page is the README without its screenshots", () => {
  const readme = readFileSync(join(root, 'README.md'), 'utf8');
  const front = siteFrontPage(readme);
  const links = (text: string): string[] => [...text.matchAll(/\]\(([^)]+)\)/g)].map((match) => match[1]!);

  it('every link of the README but the PNG screenshots, and a sentence that says where they are', () => {
    expect(links(front)).toEqual(links(readme).filter((link) => !/^docs\/images\/.*\.png$/.test(link)));
    expect(links(readme).some((link) => link.endsWith('.png'))).toBe(true);
    expect(front).toContain("The screenshots of the browser table are in the repository's README");
  });
});

