import christmas from '../../campaigns/christmas.json';
import { campaign, parseCampaign } from './campaign';

describe('gift campaign', () => {
  it("is the default campaign, headed 'Gift guide', when the build defines none", () => {
    expect(campaign.name).toBe('default');
    expect(campaign.heading).toBe('Gift guide');
    expect(parseCampaign(undefined)).toEqual(campaign);
  });

  it('reads the JSON text the build defines', () => {
    expect(parseCampaign(JSON.stringify(christmas))).toEqual({
      name: 'christmas',
      heading: 'Christmas gift guide',
      intro: christmas.intro,
    });
  });

  it('rejects config without a heading', () => {
    expect(() => parseCampaign('{"name":"winter"}')).toThrow('needs a name and a heading');
    expect(() => parseCampaign('null')).toThrow('must be an object');
  });
});
