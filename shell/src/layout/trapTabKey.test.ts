import { trapTabKey } from './trapTabKey';

function setUp() {
  document.body.innerHTML = `
    <button id="outside">outside</button>
    <div id="box"><button id="a">a</button><a id="b" href="/x/">b</a><button id="c" disabled>c</button></div>`;
  return document.getElementById('box') as HTMLElement;
}

const tab = (shiftKey = false) =>
  new KeyboardEvent('keydown', { key: 'Tab', shiftKey, cancelable: true });

describe('trapTabKey', () => {
  it('wraps from the last enabled control to the first', () => {
    const box = setUp();
    document.getElementById('b')?.focus();
    const event = tab();
    trapTabKey(event, box);
    expect(event.defaultPrevented).toBe(true);
    expect(document.activeElement?.id).toBe('a');
  });

  it('wraps backwards from the first control to the last', () => {
    const box = setUp();
    document.getElementById('a')?.focus();
    trapTabKey(tab(true), box);
    expect(document.activeElement?.id).toBe('b');
  });

  it('leaves Tab alone between controls', () => {
    const box = setUp();
    document.getElementById('a')?.focus();
    const event = tab();
    trapTabKey(event, box);
    expect(event.defaultPrevented).toBe(false);
  });
});
