import { typeString } from '../../test/support/typeString';
import { packageFile, virtualProgram } from '../../test/support/virtualProgram';
import { eventsOf } from './events';

const GRID = packageFile('@mui/x-data-grid');
const PRO = packageFile('@mui/x-data-grid-pro');

const { checker, exported } = virtualProgram({
  [GRID]: `
export interface GridRowParams { id: number }
export interface GridEventLookup {
  /** Fired when a row is clicked. */
  rowClick: { params: GridRowParams; event: MouseEvent };
  /** Fired when the rows change. */
  rowsSet: {};
  /** Fired on a resize. */
  resize: Record<'params', number>;
  /** @ignore - internal plumbing. */
  pipeProcessorsRegistered: { params: string };
  /** @internal */
  strategyAvailabilityChange: { params: string };
}
`,
  [PRO]: `
import '@mui/x-data-grid';
declare module '@mui/x-data-grid' {
  interface GridEventLookup {
    /** Fired when the detail panel opens. */
    detailPanelsExpandedRowIdsChange: { params: string[] };
  }
}
export {};
`,
});

const linkName = (name: string): string | undefined =>
  name === 'GridRowParams' ? '/x/api/data-grid/grid-row-params' : undefined;
const events = eventsOf(checker, exported(GRID, 'GridEventLookup'), linkName);
const event = (name: string) => {
  const found = events.find((candidate) => candidate.name === name);
  if (!found) throw new Error(`no event ${name}`);
  return found;
};

describe('eventsOf', () => {
  it('lists the events of the lookup and its augmentations, sorted by name, without hidden ones', () => {
    expect(events.map((candidate) => candidate.name)).toEqual([
      'detailPanelsExpandedRowIdsChange',
      'resize',
      'rowClick',
      'rowsSet',
    ]);
  });

  it('gives the params and DOM event types as written, with documented names linked', () => {
    const rowClick = event('rowClick');
    expect(rowClick.params).toEqual([{ name: 'GridRowParams', href: '/x/api/data-grid/grid-row-params' }]);
    expect(rowClick.event && typeString(rowClick.event)).toBe('MouseEvent');
    expect(rowClick.description).toEqual([{ p: ['Fired when a row is clicked.'] }]);
  });

  it('says void for an event without params, and leaves out a DOM event it does not have', () => {
    expect(typeString(event('rowsSet').params)).toBe('void');
    expect(event('rowsSet')).not.toHaveProperty('event');
  });

  it("falls back to the checker's type when the params are not written as a property", () => {
    expect(typeString(event('resize').params)).toBe('number');
  });

  it('marks the events a paid package adds with its plan, and community events with none', () => {
    expect(event('detailPanelsExpandedRowIdsChange').plan).toBe('pro');
    expect(event('rowClick')).not.toHaveProperty('plan');
  });
});
