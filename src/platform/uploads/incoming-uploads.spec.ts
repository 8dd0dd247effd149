import { mkdtemp, readdir, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { STALE_UPLOAD_MS, sweepStaleUploads } from './incoming-uploads';

describe('sweeping the incoming uploads folder at start-up', () => {
  it('removes the files a dead process left, and keeps an upload another instance is writing now', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'incoming-'));
    const now = Date.now();
    await writeFile(join(dir, 'left-by-kill-9'), 'half a jpeg');
    const old = new Date(now - STALE_UPLOAD_MS - 60_000);
    await utimes(join(dir, 'left-by-kill-9'), old, old);
    await writeFile(join(dir, 'in-flight'), 'streaming');
    expect(await sweepStaleUploads(dir, now)).toBe(1);
    expect(await readdir(dir)).toEqual(['in-flight']);
  });

  it('finds nothing to do when the folder does not exist yet', async () => {
    expect(await sweepStaleUploads(join(tmpdir(), 'no-such-incoming-folder-x'))).toBe(0);
  });
});
