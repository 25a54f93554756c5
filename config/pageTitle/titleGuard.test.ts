/**
 * @jest-environment jsdom
 */
import { guardTitle } from './titleGuard';
import { titleGuardScript } from './titleGuardScript';

const BARE = 'MUI X Docs';

/** Lets the MutationObserver callbacks run. */
const settle = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));

let stop: (() => void) | undefined;

beforeEach(() => {
  document.head.innerHTML = '<title>Licensing | MUI X Docs</title>';
});
afterEach(() => {
  stop?.();
  stop = undefined;
});

describe('guardTitle', () => {
  it('puts the page title back when the title becomes the bare site title', async () => {
    stop = guardTitle(window, BARE);
    document.title = BARE;
    await settle();
    expect(document.title).toBe('Licensing | MUI X Docs');
  });

  it('lets every other title through and remembers it', async () => {
    stop = guardTitle(window, BARE);
    document.title = 'Support | MUI X Docs';
    await settle();
    expect(document.title).toBe('Support | MUI X Docs');
    document.title = BARE;
    await settle();
    expect(document.title).toBe('Support | MUI X Docs');
  });

  it('follows a <title> element replaced by the head manager', async () => {
    stop = guardTitle(window, BARE);
    const title = document.createElement('title');
    title.textContent = BARE;
    document.head.replaceChildren(title);
    await settle();
    expect(document.title).toBe('Licensing | MUI X Docs');
  });

  it('leaves the bare title alone when no page title was ever shown', async () => {
    document.head.innerHTML = '';
    stop = guardTitle(window, BARE);
    document.title = BARE;
    await settle();
    expect(document.title).toBe(BARE);
  });
});

describe('titleGuardScript', () => {
  it('is a self-contained script that installs the guard with the bare title', async () => {
    const script = titleGuardScript(BARE);
    expect(script).toContain('"MUI X Docs"');
    new Function(script)();
    document.title = BARE;
    await settle();
    expect(document.title).toBe('Licensing | MUI X Docs');
  });
});
