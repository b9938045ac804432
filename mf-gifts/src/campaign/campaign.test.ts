import christmas from '../../campaigns/christmas.json';
import { campaign, campaignForDay, everydayCampaign, parseCampaign } from './campaign';

describe('gift campaign', () => {
  it("is the everyday campaign, headed 'Gift guide', when the build defines none", () => {
    expect(campaign.name).toBe('default');
    expect(campaign.heading).toBe('Gift guide');
    expect(parseCampaign(undefined)).toBe(everydayCampaign);
  });

  it('reads the JSON text the build defines', () => {
    const parsed = parseCampaign(JSON.stringify(christmas));
    expect(parsed.name).toBe('christmas');
    expect(parsed.heading).toBe('Christmas gift guide');
  });

  it('rejects config without a heading, naming the problem', () => {
    expect(() => parseCampaign('{"name":"winter","intro":"Warm."}')).toThrow(
      'CAMPAIGN_HEADING_MISSING',
    );
    expect(() => parseCampaign('null')).toThrow('CAMPAIGN_NOT_OBJECT');
  });

  it('shows a dated campaign from its start to its end day inclusive, the everyday guide otherwise', () => {
    const dated = parseCampaign(
      JSON.stringify({ ...christmas, start: '2026-11-01', end: '2026-12-26' }),
    );
    expect(campaignForDay(dated, '2026-10-31')).toBe(everydayCampaign);
    expect(campaignForDay(dated, '2026-11-01')).toBe(dated);
    expect(campaignForDay(dated, '2026-12-26')).toBe(dated);
    expect(campaignForDay(dated, '2026-12-27')).toBe(everydayCampaign);
    const undated = parseCampaign(JSON.stringify(christmas));
    expect(campaignForDay(undated, '1999-01-01')).toBe(undated);
  });
});
