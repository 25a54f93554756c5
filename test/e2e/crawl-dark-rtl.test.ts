/** The crawl of a sample of every kind of built page in Chromium, in dark mode and right-to-left (test/support/crawl.ts). */
import { describeCrawl, LOOKS } from '../support/crawl';

describeCrawl(LOOKS.darkRtl);
