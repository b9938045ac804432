/** A page whose data could not be used; the header and footer stay, the reason is shown. */
export function PageLoadError({ message }: { message: string }) {
  return (
    <section className="page-error" role="alert">
      <h1>Sorry, this page could not be loaded</h1>
      <p>{message}</p>
    </section>
  );
}
