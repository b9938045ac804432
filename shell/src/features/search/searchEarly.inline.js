// Written into the search page, after its markup (shell/src/server/renderDocument.ts). A query of
// one word (trimmed, lower case, 3 to 40 letters or digits: shared-lib's searchTermOf) has its
// results rendered ahead with the page's generation (decision 334): fetched with the page and put
// in their place at once, long before the site's scripts have loaded the whole index. The search
// page takes over when they have; a word rendered ahead has the same results either way.
(function () {
  var early = document.querySelector('[data-search-early]');
  var term = (new URLSearchParams(location.search).get('q') || '').trim().toLowerCase();
  if (!early || !/^[a-z0-9]{3,40}$/.test(term)) return;
  fetch(early.getAttribute('data-search-early') + term + '.html')
    .then(function (response) {
      return response.ok ? response.text() : '';
    })
    .then(function (html) {
      // Still on the page, and not yet replaced by the search page's own results.
      if (html && early.isConnected && !early.hasChildNodes()) early.innerHTML = html;
    })
    .catch(function () {});
})();
