/** @jest-environment jsdom */
import {
  GTAG_SCRIPT_MARKER,
  MAX_CALLS_WHILE_LOADING,
  createGtagTransport,
  gtagScriptSrc,
  type GtagWindow,
} from './gtagTransport';

const CONFIG = { id: 'G-TEST123', scriptUrl: 'https://tags.example/gtag/js' };

type TestWindow = GtagWindow & Window;
const win = window as unknown as TestWindow;
const transport = () => createGtagTransport(() => win);
const script = () => document.head.querySelector<HTMLScriptElement>(`script[${GTAG_SCRIPT_MARKER}]`);
/** The dataLayer entries as arrays (gtag pushes `arguments` objects). */
const queued = () => (win.dataLayer ?? []).map((entry) => Array.from(entry as ArrayLike<unknown>));

afterEach(() => {
  delete win.gtag;
  delete win.dataLayer;
  document.head.innerHTML = '';
});

describe('gtagScriptSrc', () => {
  it('appends the measurement id as the id parameter', () => {
    expect(gtagScriptSrc(CONFIG)).toBe('https://tags.example/gtag/js?id=G-TEST123');
    expect(gtagScriptSrc({ id: 'G-A B', scriptUrl: '/fake/gtag.js?v=2' })).toBe('/fake/gtag.js?v=2&id=G-A%20B');
  });
});

describe('createGtagTransport', () => {
  it('is off until loaded: sends nothing, even to a gtag someone else defined', () => {
    const foreign = jest.fn();
    win.gtag = foreign;
    const t = transport();
    expect(t.state).toBe('off');
    expect(t.send(['event', 'x', {}])).toBe(false);
    expect(foreign).not.toHaveBeenCalled();
  });

  it('stays off with an empty id or address, adding no script', () => {
    const t = transport();
    t.load({ id: '', scriptUrl: CONFIG.scriptUrl });
    t.load({ id: CONFIG.id, scriptUrl: '' });
    expect(t.state).toBe('off');
    expect(script()).toBeNull();
    expect(win.gtag).toBeUndefined();
  });

  it('is a no-op outside a browser', () => {
    const t = createGtagTransport(() => undefined);
    t.load(CONFIG);
    expect(t.state).toBe('off');
    expect(t.send(['event', 'x', {}])).toBe(false);
  });

  it('loading sets up the command queue, turns automatic page views off and adds one async script', () => {
    const t = transport();
    t.load(CONFIG);
    t.load(CONFIG);
    expect(t.state).toBe('loading');
    expect(document.head.querySelectorAll('script')).toHaveLength(1);
    expect(script()!.src).toBe('https://tags.example/gtag/js?id=G-TEST123');
    expect(script()!.async).toBe(true);
    expect(typeof win.gtag).toBe('function');
    const [js, config] = queued();
    expect(js![0]).toBe('js');
    expect(js![1]).toBeInstanceOf(Date);
    expect(config).toEqual(['config', 'G-TEST123', { send_page_view: false }]);
    // Real gtag.js only reads `arguments` objects from the queue.
    expect(Object.prototype.toString.call(win.dataLayer![0])).toBe('[object Arguments]');
  });

  it('queues at most MAX_CALLS_WHILE_LOADING commands while the script is on its way', () => {
    const t = transport();
    t.load(CONFIG);
    let accepted = 2; // js and config
    for (let index = 0; index < MAX_CALLS_WHILE_LOADING * 3; index += 1) {
      if (t.send(['event', 'scroll', { index }])) accepted += 1;
    }
    expect(accepted).toBe(MAX_CALLS_WHILE_LOADING);
    expect(win.dataLayer).toHaveLength(MAX_CALLS_WHILE_LOADING);
  });

  it('once the script has run, forwards every command', () => {
    const t = transport();
    t.load(CONFIG);
    script()!.dispatchEvent(new Event('load'));
    expect(t.state).toBe('ready');
    for (let index = 0; index < MAX_CALLS_WHILE_LOADING * 2; index += 1)
      expect(t.send(['event', 'scroll', { index }])).toBe(true);
    expect(queued().at(-1)).toEqual(['event', 'scroll', { index: MAX_CALLS_WHILE_LOADING * 2 - 1 }]);
  });

  it('when the script fails (blocked, offline), empties the queue and becomes a no-op', () => {
    const t = transport();
    t.load(CONFIG);
    t.send(['set', 'user_properties', { os: 'Linux' }]);
    script()!.dispatchEvent(new Event('error'));
    expect(t.state).toBe('unavailable');
    expect(win.dataLayer).toHaveLength(0);
    for (let index = 0; index < 10; index += 1) expect(t.send(['event', 'click', {}])).toBe(false);
    expect(win.dataLayer).toHaveLength(0);
    script()!.dispatchEvent(new Event('load'));
    expect(t.state).toBe('unavailable');
  });

  it('does nothing when gtag has gone missing, and survives a gtag that throws', () => {
    const t = transport();
    t.load(CONFIG);
    script()!.dispatchEvent(new Event('load'));
    delete win.gtag;
    expect(t.send(['event', 'x', {}])).toBe(false);
    win.gtag = () => {
      throw new Error('broken tag');
    };
    expect(() => t.send(['event', 'x', {}])).not.toThrow();
    expect(t.send(['event', 'x', {}])).toBe(false);
  });

  it('keeps an existing dataLayer and gtag', () => {
    const existing: unknown[] = [['earlier']];
    const gtag = jest.fn();
    win.dataLayer = existing;
    win.gtag = gtag;
    const t = transport();
    t.load(CONFIG);
    expect(win.dataLayer).toBe(existing);
    expect(gtag).toHaveBeenCalledWith('config', 'G-TEST123', { send_page_view: false });
  });
});
