/** The third part of the light crawl (the first runs in crawl.test.ts with the static checks). */
import { describeCrawl, lightPart } from '../support/crawl';

describeCrawl(lightPart(2));
