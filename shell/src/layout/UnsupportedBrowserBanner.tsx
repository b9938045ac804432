import './UnsupportedBrowserBanner.css';

export const UNSUPPORTED_BROWSER_TEXT =
  'Your browser is not supported. Please upgrade to the latest version of Firefox or Microsoft Edge.';

/**
 * Always in the server HTML; its stylesheet hides it in every browser that understands
 * `@supports selector(:focus-visible)` and `display: grid`, which is the same generation of
 * browsers that runs the site's scripts (decision 100). Older browsers, which cannot run the
 * site, show it without any script.
 */
export function UnsupportedBrowserBanner() {
  return (
    <div className="unsupported-browser" role="alert">
      {UNSUPPORTED_BROWSER_TEXT}
    </div>
  );
}
