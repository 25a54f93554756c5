/** @jest-environment jsdom */
import { AD_SCRIPT_ID, hasScriptAd, injectAdScript, SCRIPT_AD_ID } from './adScript';

describe('injectAdScript', () => {
  it('appends one async script with the contract id and address, and removes it again', () => {
    const container = document.createElement('div');
    const remove = injectAdScript(container, 'https://cdn.ads.example.com/carbon.js');
    const script = container.querySelector('script');
    expect(script).toMatchObject({ id: AD_SCRIPT_ID, async: true, src: 'https://cdn.ads.example.com/carbon.js' });
    expect(container.children).toHaveLength(1);
    remove();
    expect(container.children).toHaveLength(0);
  });
});

describe('hasScriptAd', () => {
  it('is true once the element with the ad id is in the container, at any depth', () => {
    const container = document.createElement('div');
    expect(hasScriptAd(container)).toBe(false);
    container.innerHTML = `<section><div id="${SCRIPT_AD_ID}"></div></section>`;
    expect(hasScriptAd(container)).toBe(true);
  });

  it('is false without a container, and for an element with another id', () => {
    expect(hasScriptAd(null)).toBe(false);
    const container = document.createElement('div');
    container.innerHTML = '<div id="carbonads-other"></div>';
    expect(hasScriptAd(container)).toBe(false);
  });
});
