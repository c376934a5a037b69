// @ts-check
/**
 * typedoc's default theme with lighter pages (`"theme": "lean"` in typedoc.json): the settings
 * panel (colour theme) only on the front page, since the choice is kept for every page; the
 * permalink beside each heading and member as a plain `#` instead of an inline SVG; and no
 * preview block atop an interface's page (`interface GameFace<…> { … }`), which repeated every
 * member's signature that the page then lists in full. With about 500 pages and thousands of
 * headings these were a fifth of the site's bytes; nothing else of the default theme changes.
 * scripts/api-site.ts holds the site to its budget.
 */
import { DefaultTheme, DefaultThemeRenderContext, JSX } from 'typedoc';

class LeanContext extends DefaultThemeRenderContext {
  /** @param {ConstructorParameters<typeof DefaultThemeRenderContext>} args */
  constructor(...args) {
    super(...args);
    const settings = this.settings;
    const front = this.page.url === 'index.html';
    this.settings = () => (front ? settings() : JSX.createElement(JSX.Fragment, null));
    this.reflectionPreview = () => JSX.createElement(JSX.Fragment, null);
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

/** @param {import('typedoc').Application} app */
export function load(app) {
  app.renderer.defineTheme('lean', LeanTheme);
}
