/** The crawl of every built page in Chromium in dark mode (test/support/crawl.ts). */
import { describeCrawl, LOOKS } from '../support/crawl';

describeCrawl(LOOKS.dark);
