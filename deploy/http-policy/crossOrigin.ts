/**
 * Who may read an app's files from another origin. The remotes live on origins of their own and
 * the shell's page loads their scripts and stylesheets: a remote answers the shell's origin only,
 * whichever server serves it (the Node server and nginx read this one policy). The shell's own
 * files are read by its own pages only, so it sends none of these.
 */
export function remoteCorsHeaders(shellOrigin: string): Record<string, string> {
  return {
    'Access-Control-Allow-Origin': shellOrigin,
    // The answer depends on the asking origin: shared caches must keep them apart.
    Vary: 'Origin',
  };
}
