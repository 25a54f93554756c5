// components-below-theme: a component imports the swizzled theme.
import Root from '../../theme/Root';

export default function Badge(): string {
  return `badge in ${Root()}`;
}
