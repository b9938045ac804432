import { classifyLink } from './classifyLink';

describe('classifyLink', () => {
  it('navigates in the app for site paths', () => {
    expect(classifyLink('/stores/')).toEqual({ inApp: true, newTab: false });
    expect(classifyLink('/stores/?category=29')).toEqual({ inApp: true, newTab: false });
  });

  it('opens http links in a new tab', () => {
    expect(classifyLink('https://example.com/map.pdf')).toEqual({ inApp: false, newTab: true });
    expect(classifyLink('http://example.com')).toEqual({ inApp: false, newTab: true });
  });

  it('opens the uploaded files folder in a new tab', () => {
    expect(classifyLink('/sites/default/files/centre-map.pdf')).toEqual({
      inApp: false,
      newTab: true,
    });
  });

  it('keeps hash links and other schemes as plain links in the same tab', () => {
    expect(classifyLink('#main-content')).toEqual({ inApp: false, newTab: false });
    expect(classifyLink('mailto:hello@example.com')).toEqual({ inApp: false, newTab: false });
    expect(classifyLink('tel:0262800000')).toEqual({ inApp: false, newTab: false });
    expect(classifyLink('ftp://files.example.com')).toEqual({ inApp: false, newTab: false });
  });

  it('keeps file-like paths as plain links in the same tab', () => {
    expect(classifyLink('/maps/centre.pdf')).toEqual({ inApp: false, newTab: false });
    expect(classifyLink('/downloads/colouring-page.PNG?v=2')).toEqual({
      inApp: false,
      newTab: false,
    });
    expect(classifyLink('/whats-on/news/v1.2-update/')).toEqual({ inApp: true, newTab: false });
  });

  it('treats protocol-relative addresses as other hosts, opened in a new tab', () => {
    expect(classifyLink('//maps.example.com/centre')).toEqual({ inApp: false, newTab: true });
  });
});
