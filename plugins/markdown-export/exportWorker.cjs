// The Markdown export's worker thread: loads its TypeScript through jiti, as Docusaurus loads the
// site's plugins (plugins/markdown-export/exportPool.ts starts it).
const load = require('jiti')(__filename, { cache: true, interopDefault: true });

load('./exportWorkerMain.ts');
