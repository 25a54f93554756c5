// modules-below-components: a module imports a component.
import Badge from '../../components/Badge';

export const BADGE = Badge;
