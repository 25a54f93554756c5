/**
 * Test fixture: the parts of Pagefind 1.6's engine (`pagefind.js`) that the build rewrites, in the shape
 * Pagefind writes them: for the native inflater (nativeInflate.ts), its inflater, its `decompress` method
 * and the method's five callers; for a prompt readiness (readyEngine.ts), the engine's wait for its
 * WebAssembly, its start, the wrapper's wait and the module's `init`.
 */
export const ENGINE_SOURCE = [
  'const pagefind_version="1.6.0";',
  'var gz_default=gunzipSync;',
  'class PagefindInstance{',
  'decompress(data,file="unknown file"){if(this.decoder.decode(data.slice(0,12))==="pagefind_dcd"){return data.slice(12);}data=gz_default(data);return data.slice(12);}',
  'async loadMeta(index){let compressed_meta=await r.arrayBuffer();this.searchMeta=this.decompress(new Uint8Array(compressed_meta),"Pagefind metadata");}',
  'async loadWasm(language){const final_wasm=this.decompress(new Uint8Array(compressed_wasm),"Pagefind WebAssembly");}',
  'async _loadGenericChunk(url,method){let chunk=this.decompress(new Uint8Array(compressed_chunk),url);}',
  'async _loadFragmentGroup(groupHash){return this.cachedLoad(g,groupHash,async()=>{let fragment=this.decompress(new Uint8Array(f),`Fragment group ${groupHash}`);});}',
  'async _loadFragment(hash){let fragment=this.decompress(new Uint8Array(f),`Fragment ${hash}`);}',
  'async init(language,opts){try{await this.loadMeta(language);this.raw_ptr=this.backend.init_pagefind(new Uint8Array(this.searchMeta));}catch(e){this.initError=e instanceof Error?e:new Error(String(e));throw e;}}',
  'async getPtr(){while(this.raw_ptr===null){if(this.initError){throw this.initError;}await asyncSleep(50);}if(!this.raw_ptr){throw new Error("Pagefind: WASM Error (No pointer)");}return this.raw_ptr;}',
  '}',
  'var PagefindWrapper=class{waitForInit(){return this.initPromise??Promise.resolve();}};',
  'var init=async()=>{init_pagefind();};',
].join('\n');
