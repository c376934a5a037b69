// @ts-check
/**
 * A typedoc plugin for types inferred from zod schemas (`type Prospector = z.infer<typeof
 * ProspectorSchema>`). TypeScript gives such a type no name of its own, so typedoc wrote out
 * its whole shape wherever it was used: every function that takes a Lost Valley state spelled
 * the state out again (pages of 200 to 480 KB). This plugin names each such type after the alias
 * that an entry point exports, so a signature links to `Prospector`, and the alias's own page
 * shows the shape once (with the other named types inside it as links).
 *
 * Only aliases that an entry point exports and that are not `@internal` are named, and only
 * object types and unions of objects or literals (never `boolean`, `number` or `string`).
 * typedoc.json loads it (`plugin`); test/package/api-site.test.ts checks the result.
 */
import { resolve } from 'node:path';
import ts from 'typescript';
import { Converter, ReferenceType, ReflectionKind } from 'typedoc';

/** @param {ts.Type} type */
function nameable(type) {
  if (type.aliasSymbol) return false;
  if (type.flags & ts.TypeFlags.Object || type.flags & ts.TypeFlags.Intersection) return true;
  if (type.flags & ts.TypeFlags.Union && !(type.flags & ts.TypeFlags.Boolean)) {
    const parts = /** @type {ts.UnionType} */ (type).types;
    return parts.every((part) => part.flags & (ts.TypeFlags.Object | ts.TypeFlags.Intersection | ts.TypeFlags.StringLiteral | ts.TypeFlags.NumberLiteral));
  }
  return false;
}

/** @param {ts.Declaration} declaration */
function isInternal(declaration) {
  return ts.getJSDocTags(declaration).some((tag) => tag.tagName.text === 'internal');
}

/** @param {import('typedoc').Application} app */
export function load(app) {
  /** @type {Map<ts.Symbol, { type: ts.Type, program: ts.Program }>} the aliases this plugin named */
  const named = new Map();
  /** @type {Map<ts.Symbol, { alias: ts.Symbol, base: string, program: ts.Program }>} schemas whose output is a named alias */
  const schemas = new Map();

  app.converter.on(Converter.EVENT_BEGIN, (context) => {
    named.clear();
    schemas.clear();
    /** @type {{ symbol: ts.Symbol, checker: ts.TypeChecker, program: ts.Program }[]} */
    const variables = [];
    const entries = /** @type {string[]} */ (app.options.getValue('entryPoints')).map((path) => resolve(path));
    for (const program of context.programs) {
      const checker = program.getTypeChecker();
      for (const entry of entries) {
        const file = program.getSourceFile(entry);
        const module = file && checker.getSymbolAtLocation(file);
        if (!module) continue;
        for (const exported of checker.getExportsOfModule(module)) {
          const symbol = exported.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(exported) : exported;
          if (symbol.flags & ts.SymbolFlags.Variable) variables.push({ symbol, checker, program });
          const declaration = symbol.declarations?.find(ts.isTypeAliasDeclaration);
          if (!declaration || declaration.typeParameters || isInternal(declaration) || named.has(symbol)) continue;
          const type = checker.getDeclaredTypeOfSymbol(symbol);
          if (!nameable(type)) continue;
          // What a plain `type X = { … }` gets from TypeScript itself: the alias as the type's name.
          Object.assign(type, { aliasSymbol: symbol, aliasTypeArguments: undefined });
          named.set(symbol, { type, program });
        }
      }
    }
    // A zod schema whose output type is one of those aliases is shown as `ZodMiniType<Alias>` (or
    // `ZodType<Alias>`), the zod type it is an instance of, instead of its nested schema types.
    const aliasOf = new Map([...named].map(([symbol, { type }]) => [type, symbol]));
    for (const { symbol, checker, program } of variables) {
      const declaration = symbol.valueDeclaration;
      if (!declaration || isInternal(declaration)) continue;
      const type = checker.getTypeOfSymbol(symbol);
      const zod = checker.getPropertyOfType(type, '_zod');
      const output = zod && checker.getPropertyOfType(checker.getTypeOfSymbol(zod), 'output');
      const alias = output && aliasOf.get(checker.getTypeOfSymbol(output));
      if (!alias) continue;
      const base = (type.getSymbol() ?? type.aliasSymbol)?.name.startsWith('ZodMini') ? 'ZodMiniType' : 'ZodType';
      schemas.set(symbol, { alias, base, program });
    }
  });

  // The alias's own page: its shape, written out once (typedoc wrote `infer<typeof Schema>`).
  app.converter.on(Converter.EVENT_END, (context) => {
    for (const [symbol, { type, program }] of named) {
      for (const reflection of context.project.getReflectionsFromSymbolId(context.createSymbolId(symbol))) {
        if (!reflection.kindOf(ReflectionKind.TypeAlias) || !reflection.parent) continue;
        Object.assign(type, { aliasSymbol: undefined });
        const scoped = context.withScope(reflection.parent).withScope(reflection);
        scoped.setActiveProgram(program);
        const shape = scoped.converter.convertType(scoped, type);
        Object.assign(type, { aliasSymbol: symbol });
        Object.assign(reflection, { type: shape });
      }
    }
    for (const [symbol, { alias, base, program }] of schemas) {
      for (const reflection of context.project.getReflectionsFromSymbolId(context.createSymbolId(symbol))) {
        if (!reflection.kindOf(ReflectionKind.Variable) || !reflection.parent) continue;
        const scoped = context.withScope(reflection.parent).withScope(reflection);
        scoped.setActiveProgram(program);
        const type = ReferenceType.createBrokenReference(base, context.project, 'zod');
        type.typeArguments = [scoped.createSymbolReference(alias, scoped, alias.name)];
        Object.assign(reflection, { type });
      }
    }
  });
}
