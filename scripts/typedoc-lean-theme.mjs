// @ts-check
/**
 * typedoc's default theme with lighter pages (`"theme": "lean"` in typedoc.json): the settings
 * panel (colour theme) only on the front page, since the choice is kept for every page; the
 * permalink beside each heading and member as a plain `#` instead of an inline SVG; and no
 * preview block atop an interface's page (`interface GameFace<…> { … }`), which repeated every
 * member's signature that the page then lists in full. With about 500 pages and thousands of
 * headings these were a fifth of the site's bytes. Then each written page is lightened
 * ({@link lightenPage}): no permalink after each heading and member (the headings keep their ids,
 * so links to them still work), no "On this page" menu beside API pages (the guides and rules
 * documents keep theirs), no kind icon beside each listed member (the lists sit under a heading of
 * their kind), signature punctuation as plain text instead of a grey span each, no
 * line breaks between tags outside code blocks, and no meta tags for Internet Explorer or a
 * description that is the same on every page. Those were another 1.3 MB of the 5.9 MB site (issue 22's budget is
 * 5 MB). scripts/api-site.ts holds the site to its budget.
 */
import { DefaultTheme, DefaultThemeRenderContext, JSX, KindRouter, PageEvent, ReflectionKind } from 'typedoc';

/**
 * A rendered page made lighter without changing what it says (see the file's comment).
 * `documentPage` keeps the page's own menu (a guide or rules document).
 *
 * @example
 * lightenPage('<h2 id="a">A<a href="#a" aria-label="Permalink" class="tsd-anchor-icon">#</a></h2>', false); // '<h2 id="a">A</h2>'
 * @param {string} html
 * @param {boolean} documentPage
 * @returns {string}
 */
export function lightenPage(html, documentPage) {
  // Line breaks count inside code blocks: only those outside <pre> go.
  let out = html
    .split(/(<pre[\s>][\s\S]*?<\/pre>)/)
    .map((part) => (part.startsWith('<pre') ? part : part.replace(/>\n+</g, '><')))
    .join('')
    .replace(/<a href="#[^"]*" aria-label="Permalink" class="tsd-anchor-icon">#<\/a>/g, '')
    .replace(/<span class="tsd-signature-symbol">([^<]*)<\/span>/g, '$1')
    // The page groups its members under headings of their kind (Functions, Interfaces…): the
    // icon of the kind beside each name said it again (the site's menu keeps its icons).
    .replace(/<svg class="tsd-kind-icon"[^>]*>[\s\S]*?<\/svg>/g, '')
    // For Internet Explorer, and the same description on every page.
    .replace('<meta http-equiv="x-ua-compatible" content="IE=edge"/>', '')
    .replace(/<meta name="description" content="Documentation for [^"]*"\/>/, '');
  if (!documentPage) out = out.replace(/<div class="page-menu">[\s\S]*?<\/div>(?=<div class="site-menu">)/, '<div class="page-menu"></div>');
  return out;
}

class LeanContext extends DefaultThemeRenderContext {
  /** @param {ConstructorParameters<typeof DefaultThemeRenderContext>} args */
  constructor(...args) {
    super(...args);
    const settings = this.settings;
    const front = this.page.url === 'index.html';
    this.settings = () => (front ? settings() : JSX.createElement(JSX.Fragment, null));
    this.reflectionPreview = () => JSX.createElement(JSX.Fragment, null);
    // Functions, variables and type aliases have no page of their own (LeanRouter): their
    // module's page lists them, then gives each in full under its heading.
    const moduleReflection = this.moduleReflection;
    this.moduleReflection = (mod) => JSX.createElement(JSX.Fragment, null, moduleReflection(mod), this.members(mod));
    const icons = this.icons;
    Object.assign(icons, { anchor: () => JSX.createElement(JSX.Fragment, null, '#') });
  }
}

class LeanTheme extends DefaultTheme {
  /** @param {import('typedoc').PageEvent<import('typedoc').Reflection>} page */
  getRenderContext(page) {
    return new LeanContext(this.router, this, page, this.application.options);
  }
}

/**
 * typedoc's kind router with fewer pages (`"router": "lean"` in typedoc.json): modules, classes,
 * interfaces and documents keep a page each; a function, variable or type alias is written on its
 * module's page, under its own heading (links to it go to that anchor; `LeanContext` writes them
 * there). About 500 pages were a function, variable or type each, with the same 2 KB page frame
 * around a few lines: the site went from 5.61 MB in 671 files to 4.41 MB in 167.
 *
 * @example
 * new LeanRouter(app).getPageKind(someFunction); // undefined: written on its module's page
 */
export class LeanRouter extends KindRouter {
  /** @param {import('typedoc').RouterTarget} target */
  getPageKind(target) {
    const kind = super.getPageKind(target);
    if (kind === undefined || !('kindOf' in target)) return kind;
    return target.kindOf(ReflectionKind.Function | ReflectionKind.Variable | ReflectionKind.TypeAlias) ? undefined : kind;
  }
}

/** @param {import('typedoc').Application} app */
export function load(app) {
  app.renderer.defineTheme('lean', LeanTheme);
  app.renderer.defineRouter('lean', LeanRouter);
  app.renderer.on(PageEvent.END, (/** @type {PageEvent} */ page) => {
    if (page.contents !== undefined) page.contents = lightenPage(page.contents, page.url.startsWith('documents/') || page.url === 'index.html');
  });
}
