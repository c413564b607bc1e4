/**
 * A small image service for browser tests: the demo's real one needs sharp
 * (Node only). `GET /test-images/{name}?width=&height=` answers a PNG of the
 * asked size (64 x 36 without one); names starting with `missing` are 404s.
 * Every request URL (path and query) is recorded in `requests`.
 */
import { http, HttpResponse } from 'msw';
import { startDemoWorker } from './demo-worker.js';

export const requests: string[] = [];

async function png(width: number, height: number): Promise<ArrayBuffer> {
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const g = canvas.getContext('2d')!;
  g.fillStyle = '#ff3d7f';
  g.fillRect(0, 0, width, height);
  const blob = await new Promise<Blob>((resolve) => canvas.toBlob((b) => resolve(b!), 'image/png'));
  return blob.arrayBuffer();
}

const size = (value: string | null, fallback: number) => Math.min(Math.max(Number(value) || fallback, 1), 2000);

export const imageHandler = http.get('/test-images/:name', async ({ request, params }) => {
  const url = new URL(request.url);
  requests.push(url.pathname + url.search);
  if (String(params.name).startsWith('missing')) return HttpResponse.json({ error: 'No such image' }, { status: 404 });
  const body = await png(size(url.searchParams.get('width'), 64), size(url.searchParams.get('height'), 36));
  return new HttpResponse(body, { headers: { 'content-type': 'image/png', 'cache-control': 'no-store' } });
});

/** Starts the msw worker with the test image service and forgets earlier requests. */
export async function startImageServer(): Promise<void> {
  await startDemoWorker(imageHandler);
  requests.length = 0;
}
