// The command rows' ceiling rests on how a real V8 profile's samples are divided (own-code-share.ts):
// a child node process, profiled with --cpu-prof, burns CPU in a file of a project's dist/ and in
// one of its node_modules, each for about as long, and the division must say so.
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { ownCodeAllowance, ownCodeCeiling, profileShare, type CpuProfile } from './own-code-share';

const BURN = `exports.burn = function burn(ms) { const end = Date.now() + ms; let x = 0; while (Date.now() < end) x += Math.sqrt(x + 1); return x; };`;

describe('our code’s share of a profiled process', () => {
  let root: string;
  let profile: CpuProfile;
  let window: { fromUs: number; toUs: number };

  beforeAll(() => {
    root = mkdtempSync(join(tmpdir(), 'own-code-share-'));
    mkdirSync(join(root, 'dist'));
    mkdirSync(join(root, 'node_modules', 'some-library'), { recursive: true });
    writeFileSync(join(root, 'dist', 'ours.js'), BURN);
    writeFileSync(join(root, 'node_modules', 'some-library', 'index.js'), BURN);
    writeFileSync(
      join(root, 'dist', 'main.js'),
      `const ours = require('./ours'); const library = require('../node_modules/some-library');
       const from = process.hrtime.bigint() / 1000n;
       for (let i = 0; i < 6; i += 1) { ours.burn(100); library.burn(100); }
       console.log(JSON.stringify({ fromUs: Number(from), toUs: Number(process.hrtime.bigint() / 1000n) }));`,
    );
    const profiles = join(root, 'profiles');
    const out = execFileSync(process.execPath, [
      '--cpu-prof',
      `--cpu-prof-dir=${profiles}`,
      join(root, 'dist', 'main.js'),
    ]);
    window = JSON.parse(out.toString()) as { fromUs: number; toUs: number };
    const file = readdirSync(profiles).find((f) => f.endsWith('.cpuprofile'));
    profile = JSON.parse(readFileSync(join(profiles, file ?? 'missing'), 'utf8')) as CpuProfile;
  });

  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('counts the dist/ file as ours and the node_modules one as its package', () => {
    const share = profileShare(profile, root, window);
    const busy = share.samples - share.idle;
    // 1.2 s of burning gives about 1,200 samples on an idle machine; a loaded one (CI's whole suite
    // beside it) samples a descheduled thread less, so only enough for the ratios below is asked.
    expect(busy).toBeGreaterThan(150);
    // Each burned half the window: allow for the sampler's jitter and the loop's own calls.
    expect(share.ours / busy).toBeGreaterThan(0.35);
    expect(share.ours / busy).toBeLessThan(0.65);
    expect(share.libraries['some-library'] / busy).toBeGreaterThan(0.35);
    expect(share.ownShare).toBeGreaterThanOrEqual(share.ours / busy);
    expect(share.ownShare).toBeLessThan(0.7);
  });

  it('counts nothing outside the window', () => {
    const before = profileShare(profile, root, { fromUs: window.fromUs - 10_000_000, toUs: window.fromUs - 5_000_000 });
    expect(before.samples).toBe(0);
    expect(before.ownShare).toBe(0);
  });

  it('takes our share of the server’s CPU off what a request costs the machine', () => {
    const cores = availableParallelism();
    // 250 req/s on these cores: cores × 4 ms a request; a quarter of 4 ms of server CPU is ours.
    const ceiling = ownCodeCeiling({ perSec: 250, serverCpuMsPerRequest: 4 }, 0.25);
    expect(ceiling.machineMs).toBeCloseTo(cores * 4, 5);
    expect(ceiling.ownMs).toBe(1);
    expect(ceiling.perSec).toBeCloseTo((cores * 1000) / (cores * 4 - 1), 0);
  });

  it('says what our code may still cost for a target rate, or that no cost reaches it', () => {
    const cores = availableParallelism();
    const figures = { perSec: 250, serverCpuMsPerRequest: 4 };
    // A target 1 ms a request under today's machine cost: our 1 ms must go entirely.
    const atZero = ownCodeAllowance(figures, 0.25, (cores * 1000) / (cores * 4 - 1));
    expect(atZero.allowedMs).toBeCloseTo(0, 3);
    expect(atZero.cutPercent).toBeCloseTo(100, 1);
    // Half a millisecond under: half of our 1 ms may stay.
    const half = ownCodeAllowance(figures, 0.25, (cores * 1000) / (cores * 4 - 0.5));
    expect(half.allowedMs).toBeCloseTo(0.5, 3);
    expect(half.cutPercent).toBeCloseTo(50, 1);
    // Two milliseconds under: out of reach even at nothing.
    expect(ownCodeAllowance(figures, 0.25, (cores * 1000) / (cores * 4 - 2)).allowedMs).toBeLessThan(0);
  });
});
