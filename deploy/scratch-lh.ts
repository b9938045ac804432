// Scratch: one Lighthouse run (mobile, simulated) per address: performance, accessibility, script bytes.
const importModule = new Function('s', 'return import(s)') as <T>(s: string) => Promise<T>;
(async () => {
  const { default: lighthouse } = await importModule<{ default: any }>('lighthouse');
  const { launch } = await importModule<{ launch: any }>('chrome-launcher');
  const chrome = await launch({ chromePath: '/usr/bin/chromium', chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'] });
  try {
    for (const url of process.argv.slice(2)) {
      const { lhr } = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility'], throttlingMethod: 'simulate' });
      const script = lhr.audits['resource-summary'].details.items.find((i: any) => i.resourceType === 'script');
      console.log(url, 'perf', Math.round(lhr.categories.performance.score * 100), 'a11y', Math.round(lhr.categories.accessibility.score * 100), 'script', (script.transferSize / 1024).toFixed(1), 'KB', 'LCP', Math.round(lhr.audits['largest-contentful-paint'].numericValue), 'CLS', lhr.audits['cumulative-layout-shift'].numericValue.toFixed(3), 'TBT', Math.round(lhr.audits['total-blocking-time'].numericValue));
    }
  } finally {
    await chrome.kill();
  }
})();
