// `S3_URL` (docs/equipment-care.md "Photos"): the S3-compatible object store photo bytes go to,
// read once at start; a value that cannot be read stops the server with the expected format.

/** `S3_URL` read: `http(s)://ACCESS_KEY:SECRET@host[:port]/bucket[/prefix][?region=…]`. */
export interface S3Config {
  /** `http://host:port`, path-style addressing (MinIO, Garage, Ceph, AWS all accept it). */
  endpoint: string;
  bucket: string;
  /** Prepended to every key ('' or ending in '/'). */
  prefix: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
}

export const S3_URL_FORMAT = 'S3_URL şu biçimde olmalıdır: http(s)://ERİŞİM_ANAHTARI:GİZLİ_ANAHTAR@sunucu:port/kova[/önek][?region=…]';

/** The store `S3_URL` names; undefined when unset; an Error naming the format when it cannot be read. */
export function parseS3Url(value: string | undefined): S3Config | undefined {
  if (!value) return undefined;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(S3_URL_FORMAT);
  }
  const [bucket, ...rest] = url.pathname.split('/').filter(Boolean);
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || !url.username || !url.password || !bucket) throw new Error(S3_URL_FORMAT);
  const prefix = rest.length ? `${rest.join('/')}/` : '';
  return {
    endpoint: `${url.protocol}//${url.host}`,
    bucket,
    prefix,
    region: url.searchParams.get('region') || 'us-east-1',
    accessKeyId: decodeURIComponent(url.username),
    secretAccessKey: decodeURIComponent(url.password),
  };
}
