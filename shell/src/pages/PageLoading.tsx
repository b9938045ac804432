/** Shown in place of the page while its data or its template's script loads. */
export function PageLoading() {
  return (
    <p aria-busy="true" className="page-loading">
      Loading...
    </p>
  );
}
