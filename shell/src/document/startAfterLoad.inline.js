// Written at the end of every pre-rendered page (shell/src/server/startAfterLoadScript.ts). Starts
// the site's scripts, named in its data-scripts, once the page has loaded (its HTML, styles and
// first images) and has been painted: the scripts then never compete with what the shopper sees
// first.
// On a fast connection `load` can come before the first paint, so the start also waits for the
// first contentful paint (or, where the browser does not report paints, one frame), and then for
// that frame to be done. A page that is never painted (a hidden tab) starts them after 3 s.
// Until they run, the page reads and its links work as plain links.
(function (script) {
  var sources = script.getAttribute('data-scripts').split(' ');
  var started = false;
  function start() {
    if (started) return;
    started = true;
    sources.forEach(function (source) {
      var element = document.createElement('script');
      element.src = source;
      element.async = false;
      document.head.appendChild(element);
    });
  }
  function afterFrame() {
    requestAnimationFrame(function () {
      setTimeout(start, 0);
    });
  }
  function painted() {
    return performance.getEntriesByName('first-contentful-paint').length > 0;
  }
  function afterFirstPaint() {
    var types = (window.PerformanceObserver && PerformanceObserver.supportedEntryTypes) || [];
    if (types.indexOf('paint') < 0 || painted()) return afterFrame();
    var observer = new PerformanceObserver(function () {
      if (!painted()) return;
      observer.disconnect();
      afterFrame();
    });
    observer.observe({ type: 'paint' });
    setTimeout(start, 3000);
  }
  if (document.readyState === 'complete') afterFirstPaint();
  else window.addEventListener('load', afterFirstPaint, { once: true });
})(document.currentScript);
