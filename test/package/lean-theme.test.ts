import { describe, expect, it } from 'vitest';
// @ts-expect-error: a typedoc plugin in plain JavaScript (checked with @ts-check), without a declaration file
import { LeanRouter, lightenPage } from '../../scripts/typedoc-lean-theme.mjs';
import { Application, DeclarationReflection, ReflectionKind } from 'typedoc';

// The API site's pages lightened after typedoc renders them (issue 22's 5 MB budget);
// `npm run docs` measures the written site (scripts/api-site.ts size).
describe('the lean theme lightens each page without changing what it says', () => {
  const lighten = lightenPage as (html: string, documentPage: boolean) => string;
  const page = [
    '<head><meta http-equiv="x-ua-compatible" content="IE=edge"/><meta name="description" content="Documentation for lost-valley-engine"/></head>',
    '<h3 id="setup" class="tsd-anchor-link">setup<a href="#setup" aria-label="Permalink" class="tsd-anchor-icon">#</a></h3>',
    '<div class="tsd-signature"><span class="tsd-kind-call-signature">setup</span><span class="tsd-signature-symbol">(</span>x<span class="tsd-signature-symbol">)</span></div>',
    '<li><svg class="tsd-kind-icon" viewBox="0 0 24 24"><use href="../assets/icons.svg#icon-64"></use></svg>setup</li>',
    '<pre><code><span class="hl-1">a</span>\n<span class="hl-1">b</span></code></pre>',
    '<div class="col-sidebar">\n<div class="page-menu"><details>On This Page: setup</details></div><div class="site-menu"><nav>menu</nav></div></div>',
  ].join('\n');

  it('drops permalinks, kind icons, punctuation spans, line breaks between tags and the two meta tags', () => {
    const light = lighten(page, false);
    expect(light).not.toContain('tsd-anchor-icon');
    expect(light).not.toContain('tsd-kind-icon');
    expect(light).not.toContain('tsd-signature-symbol');
    expect(light).not.toContain('<meta');
    expect(light).toContain('<h3 id="setup" class="tsd-anchor-link">setup</h3>');
    expect(light).toContain('<span class="tsd-kind-call-signature">setup</span>(x)');
    expect(light.length).toBeLessThan(page.length * 0.7);
  });

  it('keeps the line breaks of code blocks, and the page menu of guides only', () => {
    expect(lighten(page, false)).toContain('<span class="hl-1">a</span>\n<span class="hl-1">b</span>');
    expect(lighten(page, false)).toContain('<div class="page-menu"></div><div class="site-menu"><nav>menu</nav>');
    expect(lighten(page, true)).toContain('<details>On This Page: setup</details>');
  });
});

describe('the lean router gives modules, classes and interfaces a page, and writes the rest on their module page', () => {
  it('no page of its own for a function, a variable or a type alias; one for a module, a class, an interface', async () => {
    const app = await Application.bootstrap({ entryPoints: [] });
    const router = new (LeanRouter as new (app: Application) => { getPageKind(target: unknown): unknown })(app);
    const kindOf = (kind: ReflectionKind) => router.getPageKind(new DeclarationReflection('x', kind));
    expect([ReflectionKind.Function, ReflectionKind.Variable, ReflectionKind.TypeAlias].map(kindOf)).toEqual([undefined, undefined, undefined]);
    expect([ReflectionKind.Module, ReflectionKind.Class, ReflectionKind.Interface].map(kindOf).every((kind) => kind !== undefined)).toBe(true);
  });
});
