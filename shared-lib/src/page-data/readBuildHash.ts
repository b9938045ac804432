/** The build hash the HTML was served with (`<meta name="build-hash">`), or '' when absent. */
export function readBuildHash(doc: Document = document): string {
  return doc.querySelector('meta[name="build-hash"]')?.getAttribute('content') ?? '';
}
