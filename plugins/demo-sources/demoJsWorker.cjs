// The demos' JS thread: loads its TypeScript through jiti, as Docusaurus loads the site's plugins
// (plugins/demo-sources/demoJsThread.ts starts it).
const load = require('jiti')(__filename, { cache: true, interopDefault: true });

load('./demoJsWorkerMain.ts');
