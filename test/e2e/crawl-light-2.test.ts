/** The second half of the light crawl (the first runs in crawl.test.ts with the static checks). */
import { describeCrawl, LOOKS } from '../support/crawl';

describeCrawl({ ...LOOKS.light, part: { index: 1, count: 2 } });
