import type { SidebarsConfig } from '@docusaurus/plugin-content-docs';
import { AREAS, sidebarFor } from '../config/navigation/areas';

/** The core sidebar, built from the core navigation data. */
export default { core: sidebarFor(AREAS.core) } satisfies SidebarsConfig;
