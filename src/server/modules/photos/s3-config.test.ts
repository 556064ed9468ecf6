import { describe, expect, it } from 'vitest';
import { parseS3Url, S3_URL_FORMAT } from './s3-config';

describe('S3_URL', () => {
  it('is unset: the bytes stay in the database', () => {
    expect(parseS3Url(undefined)).toBeUndefined();
    expect(parseS3Url('')).toBeUndefined();
  });

  it('names the endpoint, bucket, prefix, region and keys (percent-encoded keys decoded)', () => {
    expect(parseS3Url('https://AKIA123:s%2Fec%2Bret%40x@minio.firma.local:9000/depo/fotograflar/2026?region=eu-central-1')).toEqual({
      endpoint: 'https://minio.firma.local:9000',
      bucket: 'depo',
      prefix: 'fotograflar/2026/',
      region: 'eu-central-1',
      accessKeyId: 'AKIA123',
      secretAccessKey: 's/ec+ret@x',
    });
    expect(parseS3Url('http://key:secret@127.0.0.1:9000/depo')).toMatchObject({
      prefix: '',
      region: 'us-east-1',
      endpoint: 'http://127.0.0.1:9000',
    });
  });

  it('stops the server with the expected format when it cannot be read', () => {
    for (const bad of ['minio:9000/depo', 'ftp://k:s@host/depo', 'http://host:9000/depo', 'http://k:s@host:9000/', 'http://k@host/depo']) {
      expect(() => parseS3Url(bad), bad).toThrow(S3_URL_FORMAT);
    }
  });
});
