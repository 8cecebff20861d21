import { randomBytes } from 'node:crypto';

/**
 * The multipart body a browser sends for files under one field (a photo upload, verification
 * frames), and its content-type header, ready for `app.inject`.
 */
export function multipart(
  files: Buffer | readonly Buffer[],
  { field = 'photo', filename = 'p.jpg', type = 'image/jpeg' } = {},
) {
  const boundary = `----test${randomBytes(8).toString('hex')}`;
  const parts = (Buffer.isBuffer(files) ? [files] : files).flatMap((file) => [
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`,
    ),
    file,
    Buffer.from('\r\n'),
  ]);
  return {
    payload: Buffer.concat([...parts, Buffer.from(`--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}
