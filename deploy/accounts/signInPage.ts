const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (character) =>
      ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[character]!,
  );

/** Where a sign-in may send the person on: an address of the editor's, never another site. */
export function nextAddress(given: unknown): string {
  const next = typeof given === 'string' ? given : '';
  return /^\/admin\/[\w\-./]*$/.test(next) && !next.includes('..') ? next : '/admin/';
}

/** The head both pages share: the site's stylesheets, then the page's own. */
const head = (title: string, stylesheets: string[]) => `<!doctype html>
<html lang="en-AU">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${title} · Content editor</title>
${stylesheets.map((href) => `<link rel="stylesheet" href="${escapeHtml(href)}">`).join('\n')}
<link rel="stylesheet" href="/auth/sign-in.css">
</head>`;

/**
 * The sign-in page of the editor's origin: a plain form (no script), its stylesheets the site's
 * own (tokens and primitives) and the page's layout (`signInPage.css`); an error in an alert the
 * form's fields point at.
 */
export function signInPage({
  stylesheets,
  next,
  email = '',
  error = null,
}: {
  stylesheets: string[];
  next: string;
  email?: string;
  error?: string | null;
}): string {
  const described = error ? ' aria-describedby="sign-in-error" aria-invalid="true"' : '';
  return `${head('Sign in', stylesheets)}
<body class="sign-in">
<main class="sign-in__main">
<h1 class="sign-in__title">Sign in to the content editor</h1>
<p class="sign-in__lead">The Canberra Outlet Centre's editor and release console.</p>
${error ? `<p class="sign-in__error" id="sign-in-error" role="alert">${escapeHtml(error)}</p>` : ''}
<form class="sign-in__form" method="post" action="/auth/sign-in">
<input type="hidden" name="next" value="${escapeHtml(next)}">
<label class="sign-in__label" for="sign-in-email">Email address</label>
<input class="sign-in__input" id="sign-in-email" name="email" type="email" autocomplete="username" required value="${escapeHtml(email)}"${described}${error ? '' : ' autofocus'}>
<label class="sign-in__label" for="sign-in-password">Password</label>
<input class="sign-in__input" id="sign-in-password" name="password" type="password" autocomplete="current-password" required${described}${error ? ' autofocus' : ''}>
<button class="sign-in__button" type="submit">Sign in</button>
</form>
<p class="sign-in__note">No account, or forgotten your password? Ask the centre's site administrator.</p>
</main>
</body>
</html>
`;
}

/** What a signed-in person sees at an address their role does not open (403). */
export function forbiddenPage({
  stylesheets,
  who,
}: {
  stylesheets: string[];
  who: string;
}): string {
  return `${head('Not for your role', stylesheets)}
<body class="sign-in">
<main class="sign-in__main">
<h1 class="sign-in__title">Not for your role</h1>
<p class="sign-in__lead">${escapeHtml(who)} cannot open this page: the release console is for marketing, the teams and admins.</p>
<p><a class="sign-in__link" href="/admin/">Back to the content editor</a></p>
<form method="post" action="/auth/sign-out"><button class="sign-in__button" type="submit">Sign out</button></form>
</main>
</body>
</html>
`;
}
