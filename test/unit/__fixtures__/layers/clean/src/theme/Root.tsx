// The theme is built from components.
import Badge from '../components/Badge';

export default function Root(): string {
  return Badge();
}
