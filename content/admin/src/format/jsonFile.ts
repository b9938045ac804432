/**
 * The single-object files (site settings, hours, menus, the centre plan) and the gift campaigns:
 * no references to map, but written as the seed keeps its files, `JSON.stringify` and a newline
 * (Decap's own JSON format leaves the last line without one).
 */
export const jsonFile = {
  fromFile: (content: string) => JSON.parse(content) as Record<string, unknown>,
  toFile: (data: Record<string, unknown>) => `${JSON.stringify(data, null, 2)}\n`,
};
