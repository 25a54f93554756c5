/**
 * Where an arrow key moves the focus in the icon grid (position in the result list), or null when
 * the key is not the grid's. Left and Right follow the reading direction (mirrored in right-to-left);
 * Up and Down move a row; Home and End go to the row's ends, or the grid's with Ctrl.
 */
export function gridKeyTarget(
  key: string,
  position: number,
  count: number,
  columns: number,
  rtl: boolean,
  ctrl: boolean,
): number | null {
  if (count === 0) return null;
  const rowStart = position - (position % columns);
  const forward = rtl ? 'ArrowLeft' : 'ArrowRight';
  const backward = rtl ? 'ArrowRight' : 'ArrowLeft';
  let target: number;
  switch (key) {
    case forward:
      target = position + 1;
      break;
    case backward:
      target = position - 1;
      break;
    case 'ArrowDown':
      target = position + columns;
      break;
    case 'ArrowUp':
      target = position - columns;
      break;
    case 'Home':
      target = ctrl ? 0 : rowStart;
      break;
    case 'End':
      target = ctrl ? count - 1 : Math.min(count - 1, rowStart + columns - 1);
      break;
    default:
      return null;
  }
  return Math.min(count - 1, Math.max(0, target));
}
