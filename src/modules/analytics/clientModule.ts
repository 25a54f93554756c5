/**
 * The analytics client module (added by plugins/analytics only when a measurement id is
 * configured). On the client it loads gtag.js, installs the delegated click listener, starts the
 * web-vitals report for sampled sessions, and sends one page view per route change once the new
 * page's title is in place.
 */
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import globalData from '@generated/globalData';
import type { ClientModule } from '@docusaurus/types';
import { analytics, gtagTransport } from './index';
import { gtagConfigFromGlobalData } from './clientConfig';
import { installClickTracking } from './clickTracking';
import { afterTitleSettles, browserTitleWaitEnvironment, pageKey, pageViewFields } from './pageView';
import { browserSessionStorage, webVitalsSampled } from './sampling';
import { reportWebVitals } from './webVitals';

const config = ExecutionEnvironment.canUseDOM ? gtagConfigFromGlobalData(globalData) : null;

if (config) {
  gtagTransport.load(config);
  installClickTracking(document, (click) => analytics.click(click));
  if (webVitalsSampled(browserSessionStorage(), Math.random))
    void reportWebVitals((metric) => analytics.webVital(metric));
}

let lastPage: string | null = null;
let lastTitle: string | null = null;
let cancelPendingPageView: (() => void) | null = null;

const clientModule: ClientModule = {
  onRouteDidUpdate({ location }) {
    if (!config) return;
    // A new hash or query on the same page (an anchor, a demo link) is not a new page view.
    const page = pageKey(location.pathname);
    if (page === lastPage) return;
    lastPage = page;
    cancelPendingPageView?.();
    cancelPendingPageView = afterTitleSettles(
      lastTitle,
      (title) => {
        cancelPendingPageView = null;
        lastTitle = title;
        analytics.pageView(pageViewFields(location.pathname, title));
      },
      browserTitleWaitEnvironment(),
    );
  },
};

export default clientModule;
