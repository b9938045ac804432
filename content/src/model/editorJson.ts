/**
 * A content file as the editor (Decap CMS) writes it: two-space JSON and a final newline. Files
 * written any other way would show unrelated lines in the diff of the editor's next save.
 */
export const editorJson = (value: unknown): string => `${JSON.stringify(value, null, 2)}\n`;
