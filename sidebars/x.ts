import type { SidebarsConfig } from '@docusaurus/plugin-content-docs';
import { AREAS, sidebarFor } from '../config/navigation/areas';

/** The /x/ sidebar, built from the MUI X navigation data. */
export default { x: sidebarFor(AREAS.x) } satisfies SidebarsConfig;
