import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import sharp from 'sharp';

/** A multipart/form-data body with one file part, for `app.inject`. */
export function multipartBody(
  data: Buffer,
  opts: { field?: string; filename?: string; contentType?: string } = {},
) {
  const boundary = `----guardian${Math.random().toString(16).slice(2)}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${opts.field ?? 'file'}"; filename="${opts.filename ?? 'photo.jpg'}"\r\n` +
      `Content-Type: ${opts.contentType ?? 'image/jpeg'}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return {
    payload: Buffer.concat([head, data, tail]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** Seoul City Hall, as a phone would write it into a photo. */
export const GPS_EXIF = {
  GPSLatitudeRef: 'N',
  GPSLatitude: '37/1 33/1 58/1',
  GPSLongitudeRef: 'E',
  GPSLongitude: '126/1 58/1 41/1',
};

/** A JPEG taken sideways (EXIF orientation 6: shown rotated 90°) with a GPS position in its EXIF. */
export function sidewaysJpegWithGps(width = 400, height = 200) {
  return sharp({ create: { width, height, channels: 3, background: '#d08040' } })
    .jpeg()
    .withExif({ IFD0: { Make: 'GuardianCam' }, IFD3: GPS_EXIF })
    .withMetadata({ orientation: 6 })
    .toBuffer();
}

export function pngImage(width = 64, height = 48) {
  return sharp({ create: { width, height, channels: 4, background: '#3366ff' } })
    .png()
    .toBuffer();
}

/** Uploads `image` (a small PNG by default) as `who` (POST /v2/media) and returns its mediaSeq. */
export async function uploadPhoto(
  t: { inject: (opts: InjectOptions) => Promise<LightMyRequestResponse> },
  who: { auth: Record<string, string> },
  image?: Buffer,
) {
  const body = multipartBody(image ?? (await pngImage()));
  const res = await t.inject({
    method: 'POST',
    url: '/v2/media',
    headers: { ...who.auth, ...body.headers },
    payload: body.payload,
  });
  if (res.statusCode !== 200) throw new Error(`upload failed: ${res.statusCode} ${res.body}`);
  return res.json().data.mediaSeq as number;
}
