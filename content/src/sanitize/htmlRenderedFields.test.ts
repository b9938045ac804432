import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

import { SITE_APPS } from 'shared-lib/apps';
import ts from 'typescript';
import { ArraySchema, ObjectSchema, type ISchema, type Lazy } from 'yup';

import { CONTENT_SCHEMAS } from '../schema/contentSchemas';
import { isHtmlField } from './sanitizeHtmlFields';

// Every place the site's code renders a string as markup (`dangerouslySetInnerHTML`, RichText's
// `html`, an `innerHTML` assignment) is traced, with TypeScript's own checker, to the content
// field it reads; that field must be declared HTML in the content schema (`html()`), which is
// what the loader sanitizes. Markup the site makes itself is listed below with its reason.

const REPO = join(__dirname, '..', '..', '..');
const SOURCE_FOLDERS = [
  ...SITE_APPS.map((app) => `${app.workspace}/src`),
  'shared-lib/src',
  'content/admin/src',
];
const CONTENT_MODEL = join(REPO, 'content/src/model/content.ts');

/** Markup that does not come from a content field, by file and expression. */
const SITE_MADE: Record<string, { expression: string; why: string }[]> = {
  'shared-lib/src/ui/RichText.tsx': [
    {
      expression: 'markup',
      why: 'the HTML prop of RichText with the link rules applied: its callers are traced here',
    },
  ],
  'shared-lib/src/slider/Slider.tsx': [
    { expression: 'layoutCss', why: "the slider's layout rules, made from its options in code" },
  ],
  'shared-lib/src/remote/regions.tsx': [
    { expression: 'html', why: "a remote region's markup as the server rendered it, adopted" },
  ],
  'shell/src/pages/SearchPage.tsx': [
    {
      expression: 'EARLY_RESULTS',
      why: 'empty: a place React leaves alone for the results React rendered ahead at build time',
    },
  ],
};

const SINK = /dangerouslySetInnerHTML|<RichText\b|\.(?:inner|outer)HTML\s*=|insertAdjacentHTML/;

function sourceFiles(): string[] {
  return SOURCE_FOLDERS.flatMap((folder) =>
    (readdirSync(join(REPO, folder), { recursive: true }) as string[])
      .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
      .map((file) => join(REPO, folder, file)),
  ).filter((file) => SINK.test(readFileSync(file, 'utf8')));
}

type AnySchema = ISchema<unknown> | Lazy<unknown>;

interface FieldUse {
  path: string;
  html: boolean;
}

const declarationKey = (declaration: ts.Declaration) =>
  `${declaration.getSourceFile().fileName}:${declaration.pos}`;

/**
 * The content fields by the TypeScript declaration of their property: the schema and the
 * content's types walked side by side, so a property is known by where the components read it.
 */
function fieldsByDeclaration(checker: ts.TypeChecker, content: ts.Type): Map<string, FieldUse[]> {
  const fields = new Map<string, FieldUse[]>();
  const walk = (schema: AnySchema, type: ts.Type, path: string): void => {
    const shape = checker.getNonNullableType(type);
    if ((schema as { type?: string }).type === 'lazy') {
      // A block: its schema is picked by `type`, as is its member of the union.
      for (const member of shape.isUnion() ? shape.types : [shape]) {
        const kind = member.getProperty('type');
        const literal = kind && checker.getTypeOfSymbol(kind);
        if (literal?.isStringLiteral())
          walk(schema.resolve({ value: { type: literal.value } }), member, path);
      }
    } else if (schema instanceof ArraySchema && schema.innerType) {
      const item = checker.getIndexTypeOfType(shape, ts.IndexKind.Number);
      if (item) walk(schema.innerType as AnySchema, item, `${path}[]`);
    } else if (schema instanceof ObjectSchema) {
      for (const [key, child] of Object.entries(schema.fields as Record<string, AnySchema>)) {
        const property = checker.getPropertyOfType(shape, key);
        if (!property) continue;
        const field = { path: path ? `${path}.${key}` : key, html: isHtmlField(child) };
        for (const declaration of property.declarations ?? [])
          fields.set(declarationKey(declaration), [
            ...(fields.get(declarationKey(declaration)) ?? []),
            field,
          ]);
        walk(child, checker.getTypeOfSymbol(property), field.path);
      }
    }
  };
  for (const [part, schema] of Object.entries(CONTENT_SCHEMAS)) {
    // A list's schema is its item's.
    const type = checker.getTypeOfSymbol(content.getProperty(part)!);
    const item = checker.isArrayType(type)
      ? checker.getIndexTypeOfType(type, ts.IndexKind.Number)!
      : type;
    walk(schema as AnySchema, item, part);
  }
  return fields;
}

interface Sink {
  file: string;
  line: number;
  expression: ts.Expression;
}

/** The expressions a file renders as markup. */
function sinksOf(source: ts.SourceFile, file: string): Sink[] {
  const sinks: Sink[] = [];
  const add = (expression: ts.Expression) =>
    sinks.push({
      file,
      line: source.getLineAndCharacterOfPosition(expression.getStart()).line + 1,
      expression,
    });
  const visit = (node: ts.Node): void => {
    if (ts.isJsxAttribute(node) && node.initializer && ts.isJsxExpression(node.initializer)) {
      const name = node.name.getText();
      const value = node.initializer.expression;
      const element = node.parent.parent;
      const tag = ts.isJsxOpeningLikeElement(element) ? element.tagName.getText() : '';
      if (value && name === 'dangerouslySetInnerHTML') {
        const inner = ts.isObjectLiteralExpression(value)
          ? value.properties.find(
              (property): property is ts.PropertyAssignment =>
                ts.isPropertyAssignment(property) && property.name.getText() === '__html',
            )?.initializer
          : value;
        add(inner ?? value);
      } else if (value && name === 'html' && tag === 'RichText') add(value);
    } else if (
      ts.isBinaryExpression(node) &&
      node.operatorToken.kind === ts.SyntaxKind.EqualsToken &&
      ts.isPropertyAccessExpression(node.left) &&
      /^(inner|outer)HTML$/.test(node.left.name.text)
    ) {
      add(node.right);
    } else if (
      ts.isCallExpression(node) &&
      ts.isPropertyAccessExpression(node.expression) &&
      node.expression.name.text === 'insertAdjacentHTML' &&
      node.arguments[1]
    ) {
      add(node.arguments[1]);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return sinks;
}

/** The parts of an expression a string can come from; text written in the code is none. */
function leaves(expression: ts.Expression): ts.Expression[] {
  if (
    ts.isParenthesizedExpression(expression) ||
    ts.isNonNullExpression(expression) ||
    ts.isAsExpression(expression)
  )
    return leaves(expression.expression);
  if (ts.isConditionalExpression(expression))
    return [...leaves(expression.whenTrue), ...leaves(expression.whenFalse)];
  if (
    ts.isBinaryExpression(expression) &&
    [ts.SyntaxKind.QuestionQuestionToken, ts.SyntaxKind.BarBarToken].includes(
      expression.operatorToken.kind,
    )
  )
    return [...leaves(expression.left), ...leaves(expression.right)];
  if (ts.isStringLiteral(expression) || ts.isNoSubstitutionTemplateLiteral(expression)) return [];
  return [expression];
}

describe('markup the site renders', () => {
  const files = sourceFiles();
  const program = ts.createProgram([...files, CONTENT_MODEL], {
    // The repository's compiler options, with what the base extends (site-tooling's).
    ...ts.parseJsonConfigFileContent(
      ts.readConfigFile(join(REPO, 'tsconfig.base.json'), ts.sys.readFile).config,
      ts.sys,
      REPO,
    ).options,
    types: [],
    noEmit: true,
  });
  const checker = program.getTypeChecker();
  const model = program.getSourceFile(CONTENT_MODEL)!;
  const contentType = model.statements.find(
    (statement): statement is ts.InterfaceDeclaration =>
      ts.isInterfaceDeclaration(statement) && statement.name.text === 'Content',
  )!;
  const fields = fieldsByDeclaration(checker, checker.getTypeAtLocation(contentType));
  const sinks = files.flatMap((file) => sinksOf(program.getSourceFile(file)!, file));

  /** What is wrong with one rendered expression: nothing when it is a declared HTML field. */
  function problemOf(sink: Sink, leaf: ts.Expression): string | null {
    const file = relative(REPO, sink.file);
    const where = `${file}:${sink.line} renders ${leaf.getText()} as HTML`;
    const name =
      ts.isPropertyAccessExpression(leaf) || ts.isPropertyAccessChain(leaf) ? leaf.name : leaf;
    const symbol = checker.getSymbolAtLocation(name);
    const uses = (symbol?.declarations ?? []).flatMap(
      (declaration) => fields.get(declarationKey(declaration)) ?? [],
    );
    if (uses.length === 0)
      return SITE_MADE[file]?.some((made) => made.expression === leaf.getText())
        ? null
        : `${where}, which is no content field (trace it to one, or list it as made by the site)`;
    const plain = uses.filter((use) => !use.html).map((use) => use.path);
    return plain.length === 0
      ? null
      : `${where}, but the content schema does not declare ${plain.join(', ')} HTML`;
  }

  it('finds the places that render markup, the listed ones of the site among them', () => {
    expect(fields.size).toBeGreaterThan(100);
    const rendered = sinks.map(
      (sink) => `${relative(REPO, sink.file)} ${sink.expression.getText()}`,
    );
    for (const [file, made] of Object.entries(SITE_MADE))
      for (const { expression } of made) expect(rendered).toContain(`${file} ${expression}`);
    expect(rendered.length).toBeGreaterThan(Object.values(SITE_MADE).flat().length);
  });

  it('reads only fields the content schema declares HTML, or markup the site makes itself', () => {
    const problems = sinks.flatMap((sink) =>
      leaves(sink.expression).flatMap((leaf) => problemOf(sink, leaf) ?? []),
    );
    expect(problems).toEqual([]);
  });
});
