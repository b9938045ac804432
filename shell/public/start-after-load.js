// Starts the site's scripts once the pre-rendered page has loaded (its HTML, styles and first
// images): the scripts then never compete with what the shopper sees first. Until they run, the
// page reads and its links work as plain links.
(function (script) {
  var sources = script.getAttribute('data-scripts').split(' ');
  function start() {
    sources.forEach(function (source) {
      var element = document.createElement('script');
      element.src = source;
      element.async = false;
      document.head.appendChild(element);
    });
  }
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
})(document.currentScript);
