import type { Schema } from 'yup';

import { centrePlanSchema } from '../../../src/schema/centrePlan';
import { menusSchema, openingHoursSchema, siteSchema } from '../../../src/schema/site';
import { COLLECTION_SCHEMAS } from '../config/collectionSchemas';
import { collections } from '../config/collections';
import { FOLDER_COLLECTIONS } from '../config/folders';
import { isMarkdownText, type EditorField } from './editorFields';

/**
 * The editor and the build cannot drift: every field the content build's schema requires is a
 * required field of the collection, and every field the collection requires is one the schema
 * requires, level by level (objects, list items, each block kind), read from yup's describe().
 */

interface Described {
  type: string;
  optional: boolean;
  nullable: boolean;
  default?: unknown;
  tests: { name?: string; params?: Record<string, unknown> }[];
  meta?: { html?: boolean };
  fields?: Record<string, Described>;
  innerType?: Described;
}

/**
 * What the build refuses when it is missing or empty. A string must be non-empty only with
 * required() ('' passes defined()); a list only with min(1) (yup takes [] as present). An object
 * that yup fills in (its default is {}) is one every record has: the types say so.
 */
function schemaRequires(field: Described): boolean {
  if (field.nullable) return false;
  if (field.type === 'object') return !field.optional || field.default !== undefined;
  // An optional string may still refuse '' (dateOnly().optional()): the format leaves it out.
  if (field.optional) return false;
  if (field.type === 'string') return field.tests.some((test) => test.name === 'required');
  if (field.type === 'array')
    return field.tests.some((test) => test.name === 'min' && Number(test.params?.min) >= 1);
  return true;
}

/** Decap requires a field unless `required: false`; an empty list counts as missing. */
const editorRequires = (field: EditorField) => field.required !== false;

/** name → required, of one level; a child of an optional object is optional in the editor. */
function requiredMap(entries: [string, boolean][], parentRequired: boolean) {
  return Object.fromEntries(entries.map(([name, required]) => [name, required && parentRequired]));
}

function compareLevel(
  editor: readonly EditorField[],
  schema: Record<string, Described>,
  where: string,
  parentRequired: boolean,
  mismatches: string[],
): void {
  const expected = requiredMap(
    Object.entries(schema).map(([name, field]) => [name, schemaRequires(field)]),
    parentRequired,
  );
  const actual = Object.fromEntries(editor.map((field) => [field.name, editorRequires(field)]));
  // A picture's size is never asked for: read from an upload, or the collection's (hidden).
  if (editor.some((field) => field.name === 'url' && field.widget === 'image'))
    for (const name of ['width', 'height']) {
      if (editor.find((field) => field.name === name)?.widget !== 'hidden')
        mismatches.push(`${where}${name}: a picture's size is asked for in the editor`);
      delete expected[name];
      delete actual[name];
    }
  for (const name of new Set([...Object.keys(expected), ...Object.keys(actual)])) {
    if (expected[name] !== actual[name])
      mismatches.push(
        `${where}${name}: the build ${name in expected ? (expected[name] ? 'requires it' : 'takes it as optional') : 'has no such field'}, ` +
          `the editor ${name in actual ? (actual[name] ? 'requires it' : 'takes it as optional') : 'has no such field'}`,
      );
    const field = editor.find((candidate) => candidate.name === name);
    const described = schema[name];
    if (!field || !described) continue;
    const path = `${where}${name}.`;
    // A relation is a reference chosen by id: the format writes the record the build reads.
    if (field.widget === 'relation') continue;
    // Markdown text is read by the build as the HTML its schema describes: a record's
    // `{ processed }`, or the HTML text itself (a block's).
    if (isMarkdownText(field)) {
      if (described.fields?.processed?.meta?.html !== true && described.meta?.html !== true)
        mismatches.push(
          `${where}${name}: the editor writes Markdown, the build reads no rich text`,
        );
      continue;
    }
    if (field.fields && described.fields)
      compareLevel(
        field.fields,
        described.fields,
        path,
        parentRequired && actual[name]!,
        mismatches,
      );
    else if (field.fields && described.innerType?.fields)
      compareLevel(field.fields, described.innerType.fields, path, true, mismatches);
  }
}

function mismatchesOf(editor: readonly EditorField[], schema: Schema<unknown>): string[] {
  const mismatches: string[] = [];
  compareLevel(editor, (schema.describe() as Described).fields!, '', true, mismatches);
  return mismatches;
}

const configured = collections({ content: '', campaigns: 'campaigns' });
const collection = (name: string) =>
  configured.find((candidate) => candidate.name === name) as { fields: EditorField[] };
const settingsFile = (name: string) =>
  (
    collection('settings') as unknown as { files: { name: string; fields: EditorField[] }[] }
  ).files.find((file) => file.name === name)!.fields;

describe('the editor requires what the content build requires, and only that', () => {
  it.each(FOLDER_COLLECTIONS.filter((name) => name !== 'pages'))('%s', (name) => {
    expect(mismatchesOf(collection(name).fields, COLLECTION_SCHEMAS[name])).toEqual([]);
  });

  it('pages, and each block kind the build knows', () => {
    const fields = collection('pages').fields;
    expect(mismatchesOf(fields, COLLECTION_SCHEMAS.pages)).toEqual([]);
    const kinds = fields.find((field) => field.name === 'blocks')!.types!;
    const pageSchema = COLLECTION_SCHEMAS.pages;
    const mismatches: string[] = [];
    let compared = 0;
    for (const kind of kinds) {
      // A block is described by its kind (the schema is picked by `type`).
      const described = pageSchema.describe({
        value: { blocks: [{ type: kind.name }] },
      } as never) as Described;
      const block = described.fields!.blocks!.innerType!;
      if (!block.fields?.id) continue;
      compared += 1;
      // The kind is `type`, which Decap writes for a typed list (typeKey).
      const fieldsOfKind = Object.fromEntries(
        Object.entries(block.fields).filter(([name]) => name !== 'type'),
      );
      compareLevel(kind.fields!, fieldsOfKind, `blocks.${kind.name}.`, true, mismatches);
    }
    expect(mismatches).toEqual([]);
    // Every kind of the editor has a schema in the build: none is left uncompared.
    expect(compared).toBe(kinds.length);
  });

  it.each([
    ['site', siteSchema],
    ['hours', openingHoursSchema],
    ['centre-plan', centrePlanSchema],
  ] as const)('the %s file', (name, schema) => {
    expect(mismatchesOf(settingsFile(name), schema as Schema<unknown>)).toEqual([]);
  });

  it('the menus file (its links are recursive, which yup cannot describe: the menus only)', () => {
    const described = (menusSchema.describe() as Described).fields!;
    const menus = settingsFile('menus');
    expect(Object.fromEntries(menus.map((menu) => [menu.name, editorRequires(menu)]))).toEqual(
      Object.fromEntries(
        Object.entries(described).map(([name, menu]) => [name, schemaRequires(menu)]),
      ),
    );
  });
});
