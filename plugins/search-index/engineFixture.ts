/**
 * Test fixture: the parts of Pagefind 1.6's engine (`pagefind.js`) that the native inflater rewrites
 * (nativeInflate.ts), in the shape Pagefind writes them: its inflater, its `decompress` method and the
 * method's five callers.
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
  '}',
].join('\n');
