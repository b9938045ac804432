import { useEffect } from 'react';

/**
 * Marks the document once the shell has hydrated (`<html data-hydrated>`): from then on its links
 * navigate inside the app. Styles and tests can tell a page that only shows its pre-rendered HTML
 * from one that runs.
 */
export function useHydratedMarker(): void {
  useEffect(() => {
    document.documentElement.setAttribute('data-hydrated', '');
  }, []);
}
