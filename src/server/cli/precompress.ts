// The build's last step (`npm run build`, src/server/cli/start.mjs): the built client's gzip and
// brotli forms, written beside each file, so a server start reads them instead of compressing.
import { precompressDir } from '../http/static';

const dir = process.argv[2];
if (!dir) {
  console.error('Kullanım: precompress <istemci dizini>');
  process.exit(1);
}
const started = Date.now();
const count = precompressDir(dir);
console.log(`${count} dosya sıkıştırıldı (${((Date.now() - started) / 1000).toFixed(1)} sn).`);
