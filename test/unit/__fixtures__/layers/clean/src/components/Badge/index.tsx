// A component imports modules and Docusaurus's own aliases, which stay unresolved without error.
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import { formatLabel } from '../../modules/format/formatLabel';

export default function Badge(): string {
  return [Link, Heading, formatLabel('two')].join();
}
