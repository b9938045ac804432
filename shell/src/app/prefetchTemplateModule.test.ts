import { prefetchTemplateModule } from './prefetchTemplateModule';

jest.mock('../routing/pageTemplates', () => ({
  remotePages: { 'store-detail': 'stores/StoreDetailPage' },
}));

describe('prefetchTemplateModule', () => {
  it("loads the remote page module of the prefetched page's template", () => {
    const load = jest.fn(async () => ({}));
    prefetchTemplateModule(load)({ hash: 'h', template: 'store-detail' });
    expect(load).toHaveBeenCalledWith('stores/StoreDetailPage');
  });

  it('loads nothing for a template the shell renders itself or for unreadable data', () => {
    const load = jest.fn(async () => ({}));
    prefetchTemplateModule(load)({ hash: 'h', template: 'home' });
    prefetchTemplateModule(load)(null);
    expect(load).not.toHaveBeenCalled();
  });
});
