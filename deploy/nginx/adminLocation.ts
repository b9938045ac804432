/**
 * The shell server's `/admin/` location: the shop's origin never serves the editor (decision
 * 307), as every page of the shop, and every script those pages load, could read what the editor
 * keeps there (its Git token). A redirect to the editor's own origin when it is served
 * (`ADMIN_ENABLED=1`), a plain 404 otherwise.
 */
export function adminLocation(editorOrigin: string | null): string {
  return [
    editorOrigin
      ? `    # The editor is served on its own origin (ADMIN_ENABLED=1, docs/editing.md).`
      : '    # The editor (/admin/) is not served: ADMIN_ENABLED=1 serves it on its own origin (docs/editing.md).',
    '    location ^~ /admin/ {',
    '      types { }',
    '      default_type text/plain;',
    editorOrigin ? `      return 301 ${editorOrigin}/admin/;` : '      return 404 "Not found\\n";',
    '    }',
  ].join('\n');
}
