/** The crawl of a sample of every kind of built page on a 390 px phone (test/support/crawl.ts). */
import { describeCrawl, LOOKS } from '../support/crawl';

describeCrawl(LOOKS.phone);
