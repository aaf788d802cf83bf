/**
 * S3_URL: one URL for the bucket, so one secret carries everything an S3-compatible service
 * needs (MinIO, Ceph, R2, AWS S3 alike):
 *
 *   s3://ACCESS_KEY:SECRET_KEY@host[:port]/bucket[/prefix]?region=ca-central-1&forcePathStyle=true
 *
 * - `s3://` reaches the endpoint over HTTPS; `s3+http://` over plain HTTP (a MinIO beside the app).
 * - Keys are URL-encoded (a secret's `/` is `%2F`); without them the AWS SDK's default chain
 *   (environment, IAM role, web identity) provides the credentials.
 * - `region` defaults to us-east-1 (MinIO, Ceph; R2 wants `auto`); `forcePathStyle=true` puts the
 *   bucket in the path rather than the host name (MinIO and Ceph usually need it).
 * - A path after the bucket is a prefix for every key (several sites in one bucket).
 */
export interface S3Location {
  endpoint: string;
  bucket: string;
  /** '' or ends with '/'. */
  prefix: string;
  region: string;
  forcePathStyle: boolean;
  credentials?: { accessKeyId: string; secretAccessKey: string };
}

const BUCKET = /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/;

/** The parts of an S3_URL, or a message saying what is wrong with it. */
export function parseS3Url(value: string): S3Location | { error: string } {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return { error: 'must be a URL: s3://KEY:SECRET@host:port/bucket?region=…' };
  }
  const tls = url.protocol === 's3:' ? true : url.protocol === 's3+http:' ? false : null;
  if (tls === null) return { error: 'must start with s3:// (HTTPS) or s3+http:// (plain HTTP)' };
  if (!url.hostname) return { error: 'must name the endpoint’s host: s3://KEY:SECRET@host/bucket' };
  const [bucket = '', ...rest] = url.pathname.replace(/^\/+/, '').split('/');
  if (!BUCKET.test(bucket))
    return { error: 'must name a bucket after the host: s3://…@host/bucket' };
  const prefix = rest.filter(Boolean).join('/');
  const known = new Set(['region', 'forcePathStyle']);
  const unknown = [...url.searchParams.keys()].filter((key) => !known.has(key));
  if (unknown.length)
    return { error: `unknown parameter ${unknown.join(', ')} (region, forcePathStyle)` };
  const forcePathStyle = url.searchParams.get('forcePathStyle') ?? 'false';
  if (!['true', 'false'].includes(forcePathStyle))
    return { error: 'forcePathStyle must be true or false' };
  if (Boolean(url.username) !== Boolean(url.password))
    return {
      error: 'must give both keys (KEY:SECRET@) or neither (the SDK’s default credentials)',
    };
  return {
    endpoint: `${tls ? 'https' : 'http'}://${url.host}`,
    bucket,
    prefix: prefix ? `${prefix}/` : '',
    region: url.searchParams.get('region') || 'us-east-1',
    forcePathStyle: forcePathStyle === 'true',
    credentials: url.username
      ? {
          accessKeyId: decodeURIComponent(url.username),
          secretAccessKey: decodeURIComponent(url.password),
        }
      : undefined,
  };
}
