/** The crawl of every built page in Chromium in right-to-left (test/support/crawl.ts). */
import { describeCrawl, LOOKS } from '../support/crawl';

describeCrawl(LOOKS.rtl);
