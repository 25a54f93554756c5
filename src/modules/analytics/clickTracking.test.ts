/** @jest-environment jsdom */
import { clickEventOf, installClickTracking, type ClickEvent } from './clickTracking';
import { demoEventAttributes, gaEventAttributes } from './events';

afterEach(() => {
  document.body.innerHTML = '';
});

function tagged(attributes: Record<string, string>, inner = '<span class="icon">x</span>'): HTMLElement {
  const button = document.createElement('button');
  for (const [name, value] of Object.entries(attributes)) button.setAttribute(name, value);
  button.innerHTML = inner;
  document.body.appendChild(button);
  return button;
}

describe('clickEventOf', () => {
  it('reads category, action, label and split from the element clicked', () => {
    const button = tagged(gaEventAttributes('demo', 'copy', 'BasicGrid', 0.5));
    expect(clickEventOf(button)).toEqual({ category: 'demo', action: 'copy', label: 'BasicGrid', split: 0.5 });
  });

  it('finds the nearest tagged ancestor of the target', () => {
    const button = tagged(demoEventAttributes('reset', 'Pickers'));
    expect(clickEventOf(button.querySelector('.icon'))).toEqual({
      category: 'demo',
      action: 'reset',
      label: 'Pickers',
      split: 1,
    });
  });

  it('the innermost tagged element wins', () => {
    const outer = document.createElement('div');
    outer.setAttribute('data-ga-event-category', 'outer');
    outer.innerHTML = '<a data-ga-event-category="inner" data-ga-event-action="go"><b>link</b></a>';
    document.body.appendChild(outer);
    expect(clickEventOf(outer.querySelector('b'))).toMatchObject({ category: 'inner', action: 'go' });
    expect(clickEventOf(outer)).toMatchObject({ category: 'outer', action: undefined });
  });

  it('leaves out a missing or empty action and label', () => {
    const button = tagged({ 'data-ga-event-category': 'settings', 'data-ga-event-label': '' });
    expect(clickEventOf(button)).toEqual({ category: 'settings', action: undefined, label: undefined, split: 1 });
  });

  it('ignores untagged elements, an empty category and non-elements', () => {
    const plain = tagged({});
    expect(clickEventOf(plain)).toBeNull();
    expect(clickEventOf(tagged({ 'data-ga-event-category': '' }))).toBeNull();
    expect(clickEventOf(null)).toBeNull();
    expect(clickEventOf(document)).toBeNull();
    expect(clickEventOf(window)).toBeNull();
  });
});

describe('installClickTracking', () => {
  function install(): { reports: ClickEvent[]; uninstall: () => void } {
    const reports: ClickEvent[] = [];
    const uninstall = installClickTracking(document, (event) => reports.push(event));
    return { reports, uninstall };
  }

  it('reports clicks on tagged elements added at any time, through one document listener', () => {
    const add = jest.spyOn(document, 'addEventListener');
    const { reports, uninstall } = install();
    expect(add).toHaveBeenCalledTimes(1);
    add.mockRestore();
    const late = tagged(gaEventAttributes('settings', 'mode', 'dark'));
    late.querySelector('span')!.click();
    tagged({}).click();
    expect(reports).toEqual([{ category: 'settings', action: 'mode', label: 'dark', split: 1 }]);
    uninstall();
  });

  it('sees the click even when the control stops its propagation', () => {
    const { reports, uninstall } = install();
    const button = tagged(gaEventAttributes('demo', 'copy', 'A'));
    button.addEventListener('click', (event) => event.stopPropagation());
    button.click();
    expect(reports).toHaveLength(1);
    uninstall();
  });

  it('counts a click on a label text once, as the click on its form field', () => {
    const { reports, uninstall } = install();
    const label = document.createElement('label');
    for (const [name, value] of Object.entries(gaEventAttributes('settings', 'dense', 'on')))
      label.setAttribute(name, value);
    label.innerHTML = '<input type="checkbox"><span>Dense components</span>';
    document.body.appendChild(label);
    label.querySelector('span')!.click();
    expect(reports).toEqual([{ category: 'settings', action: 'dense', label: 'on', split: 1 }]);
    label.querySelector('input')!.click();
    expect(reports).toHaveLength(2);
    uninstall();
  });

  it('stops reporting once removed', () => {
    const { reports, uninstall } = install();
    uninstall();
    tagged(gaEventAttributes('demo', 'copy', 'A')).click();
    expect(reports).toEqual([]);
  });

  it('a failing report never breaks the click', () => {
    installClickTracking(document, () => {
      throw new Error('analytics down');
    });
    const onClick = jest.fn();
    const button = tagged(gaEventAttributes('demo', 'copy', 'A'));
    button.addEventListener('click', onClick);
    expect(() => button.click()).not.toThrow();
    expect(onClick).toHaveBeenCalled();
  });
});
