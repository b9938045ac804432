/**
 * The routers other than the browser's (which the shell builds on `Router` and its own history):
 * `StaticRouter` for the pre-render, `MemoryRouter` for tests and the editor's previews,
 * `BrowserRouter` for a remote started on its own. Kept out of `shared-lib/router`, so a page in
 * the browser does not load them. They are React Router's own: the same router context as
 * `shared-lib/router`'s hooks.
 */
export { BrowserRouter, MemoryRouter, StaticRouter } from 'react-router';
