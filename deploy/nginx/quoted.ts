/** A value inside double quotes in nginx's configuration language. */
export const quoted = (value: string) => `"${value.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;
