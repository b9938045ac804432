import { prefetchTemplateModule } from './prefetchTemplateModule';

jest.mock('../routing/pageTemplates', () => ({
  remotePages: { 'store-detail': 'stores/StoreDetailPage' },
}));

describe('prefetchTemplateModule', () => {
  it("prefetches the remote page module of the prefetched page's template", () => {
    const prefetch = jest.fn(async () => undefined);
    prefetchTemplateModule(prefetch)({ hash: 'h', template: 'store-detail' });
    expect(prefetch).toHaveBeenCalledWith('stores/StoreDetailPage');
  });

  it('prefetches nothing for a template the shell renders itself or for unreadable data', () => {
    const prefetch = jest.fn(async () => undefined);
    prefetchTemplateModule(prefetch)({ hash: 'h', template: 'home' });
    prefetchTemplateModule(prefetch)(null);
    expect(prefetch).not.toHaveBeenCalled();
  });
});
