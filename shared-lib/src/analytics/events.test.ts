import { reportFailure, reportInteraction, reportPageView } from './events';

describe('analytics events', () => {
  beforeEach(() => {
    delete window.dataLayer;
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });

  it('pushes page views with the route name, creating the data layer', () => {
    reportPageView('store-detail', '/stores/nike/');
    expect(window.dataLayer).toEqual([
      { event: 'pageview', routeName: 'store-detail', path: '/stores/nike/' },
    ]);
  });

  it('pushes interactions with target, action, properties, value and type', () => {
    reportInteraction({
      target: 'gift-guide',
      action: 'filter',
      value: 3,
      interactionType: 'click',
    });
    expect(window.dataLayer?.[0]).toMatchObject({
      event: 'interaction',
      target: 'gift-guide',
      value: 3,
    });
  });

  it('logs failures and reports them as events', () => {
    reportFailure('remote stores/StoreDetailPage', new Error('timed out'));
    expect(console.error).toHaveBeenCalled();
    expect(window.dataLayer?.[0]).toEqual({
      event: 'site_error',
      source: 'remote stores/StoreDetailPage',
      message: 'timed out',
    });
  });
});
