// Starts the site's scripts once the pre-rendered page has loaded (its HTML, styles and first
// images) and has been painted: the scripts then never compete with what the shopper sees first.
// On a fast connection `load` can come before the first frame, so the start waits one frame more
// (a timeout set in a frame callback runs after that frame is painted). Until they run, the page
// reads and its links work as plain links.
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
  function startAfterPaint() {
    requestAnimationFrame(function () {
      setTimeout(start, 0);
    });
  }
  if (document.readyState === 'complete') startAfterPaint();
  else window.addEventListener('load', startAfterPaint, { once: true });
})(document.currentScript);
