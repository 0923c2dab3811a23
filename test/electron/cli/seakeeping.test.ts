// `passage seakeeping` as a user runs it: the JSON shape scripts read, the text a master reads,
// and exit 2 (usage) or 1 (out of range) with one line on stderr for bad input.
import { describe, expect, it } from 'vitest';
import { main } from '../../../electron/cli/main';

async function run(...argv: string[]) {
  let stdout = '';
  let stderr = '';
  const code = await main(['seakeeping', ...argv], { stdout: (t) => (stdout += t), stderr: (t) => (stderr += t) });
  return { code, stdout, stderr };
}

/** The Supramax bulk carrier of test/shared/seakeeping (T_R 15.993 s), 15 kn into 10 s head seas of Hs 5 m. */
const BULKER_HEAD_SEAS = [
  '--length-m',
  '187',
  '--beam-m',
  '32.26',
  '--gm-m',
  '2',
  '--draught-m',
  '12.8',
  '--speed',
  '15',
  '--heading',
  '0',
  '--wave-period',
  '10',
  '--wave-from',
  '0',
  '--hs',
  '5',
];

/** The options with some replaced, or dropped where the value is `undefined`. */
function withOptions(changes: Record<string, string | undefined>): string[] {
  const args = [...BULKER_HEAD_SEAS];
  for (const [name, value] of Object.entries(changes)) {
    const i = args.indexOf(name);
    if (value === undefined) args.splice(i, 2);
    else args[i + 1] = value;
  }
  return args;
}

describe('passage seakeeping', () => {
  it('--json prints exactly { encounterPeriodS, rollPeriodS, waveLengthM, dangers: [{ kind, detail }] }', async () => {
    const r = await run(...BULKER_HEAD_SEAS, '--json');
    expect(r.code).toBe(0);
    expect(r.stderr).toBe('');
    const out = JSON.parse(r.stdout) as Record<string, unknown>;
    expect(Object.keys(out)).toEqual(['encounterPeriodS', 'rollPeriodS', 'waveLengthM', 'dangers']);
    // Hand-worked in test/shared/seakeeping: TE 6.692 s, T_R 15.993 s, λ 156.078 m.
    expect(out.encounterPeriodS).toBeCloseTo(6.6916, 3);
    expect(out.rollPeriodS).toBeCloseTo(15.9933, 3);
    expect(out.waveLengthM).toBeCloseTo(156.078, 3);
    expect(out.dangers).toEqual([
      { kind: 'parametric-rolling', detail: expect.stringContaining('Reduce speed to 1.2 kn') },
    ]);
    expect(Object.keys((out.dangers as object[])[0]!)).toEqual(['kind', 'detail']);
  });

  it('prints the sea, the roll period and each danger with its way out for a reader', async () => {
    const r = await run(...BULKER_HEAD_SEAS);
    expect(r.code).toBe(0);
    expect(r.stdout).toBe(
      'Waves of 10.0 s, Hs 5.0 m, 156 m long (deep water), from 000°, dead ahead: met every 6.7 s at 15.0 kn heading 000°.\n' +
        'Roll period 16.0 s (IS Code, 2·C·B/√GM: L 187 m, B 32.26 m, GM 2 m, draught 12.8 m).\n' +
        '\n' +
        'Dangerous zones of IMO MSC.1/Circ.1228:\n' +
        '- parametric rolling: Waves from 000°, dead ahead (head seas), met every 6.7 s, within 20 % of half the roll ' +
        'period (8.0 s): the stability changing between crest and trough may build up a heavy roll (parametric ' +
        'rolling, MSC.1/Circ.1228, 4.2.3.2). Reduce speed to 1.2 kn or less, or alter course 46° to port (to 314°) or ' +
        '46° to starboard (to 046°).\n' +
        '\n' +
        "Guidance by the circular's approximate zones, not a substitute for the master's judgement.\n",
    );
  });

  it('says when no zone applies, and the draught it assumed', async () => {
    const r = await run(...withOptions({ '--draught-m': undefined, '--wave-from': '90' }));
    // Waves abeam at T 10 s: TE 10 s, out of 20 % of 16.0 s and of 8.0 s; the draught is 32.26 / 2.5 = 12.9 m.
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('draught 12.9 m assumed (B / 2.5; give --draught-m)');
    expect(r.stdout).toContain('None of the dangerous zones of IMO MSC.1/Circ.1228 at this speed and heading.\n');
  });

  it('--json of a calm sea has no dangers; a ship keeping pace with the waves has no encounter period', async () => {
    const calm = await run(...withOptions({ '--hs': '0' }), '--json');
    expect(JSON.parse(calm.stdout)).toMatchObject({ dangers: [] });
    // T 2 s waves run at 3.1216 m/s = 6.0678 kn; at 6.066 kn dead before them a crest passes every 6687 s.
    const pace = await run(...withOptions({ '--wave-period': '2', '--speed': '6.066', '--wave-from': '180' }));
    expect(pace.code).toBe(0);
    expect(pace.stdout).toContain('keeping pace with the ship (hardly a crest passes)');
  });

  it('--help lists every option and exits 0', async () => {
    const r = await run('--help');
    expect(r.code).toBe(0);
    for (const option of [
      '--length-m',
      '--beam-m',
      '--gm-m',
      '--draught-m',
      '--speed',
      '--heading',
      '--wave-period',
      '--wave-from',
      '--hs',
      '--json',
    ])
      expect(r.stdout).toContain(option);
  });

  it.each([
    [
      ['route.rtz', ...BULKER_HEAD_SEAS],
      2,
      '--heading, --wave-period, --wave-from, --hs are for one sea state: the voyage mode takes the heading from the route',
    ],
    [[...BULKER_HEAD_SEAS, '--depart', '2026-12-01T06:00Z'], 2, '--depart is for the voyage mode: give a route file'],
    [withOptions({ '--gm-m': undefined }), 2, 'give --gm-m.'],
    [['--length-m', '100'], 2, 'give --beam-m, --gm-m, --speed, --heading, --wave-period, --wave-from, --hs.'],
    [withOptions({ '--speed': 'fast' }), 2, '--speed must be a number, got "fast".'],
    [withOptions({ '--hs': '' }), 2, '--hs must be a number, got "".'],
    [[...BULKER_HEAD_SEAS, '--bogus'], 2, "Unknown option '--bogus'"],
    [withOptions({ '--length-m': '4' }), 1, '--length-m must be 5..500 m, got 4 m.'],
    [withOptions({ '--length-m': '501' }), 1, '--length-m must be 5..500 m, got 501 m.'],
    [withOptions({ '--beam-m': '0.5' }), 1, '--beam-m must be 1..80 m, got 0.5 m.'],
    [withOptions({ '--gm-m': '0' }), 1, '--gm-m must be 0.05..20 m, got 0 m.'],
    [withOptions({ '--gm-m': '-0.3' }), 1, '--gm-m must be 0.05..20 m, got -0.3 m.'],
    [withOptions({ '--draught-m': '31' }), 1, '--draught-m must be 0.5..30 m, got 31 m.'],
    [withOptions({ '--speed': '-1' }), 1, '--speed must be 0..40 kn, got -1 kn.'],
    [withOptions({ '--speed': '40.5' }), 1, '--speed must be 0..40 kn, got 40.5 kn.'],
    [withOptions({ '--heading': '361' }), 1, '--heading must be 0..360 °, got 361 °.'],
    [withOptions({ '--wave-from': '-10' }), 1, '--wave-from must be 0..360 °, got -10 °.'],
    [withOptions({ '--wave-period': '0.5' }), 1, '--wave-period must be 1..30 s, got 0.5 s.'],
    [withOptions({ '--wave-period': '31' }), 1, '--wave-period must be 1..30 s, got 31 s.'],
    [withOptions({ '--hs': '31' }), 1, '--hs must be 0..30 m, got 31 m.'],
    [withOptions({ '--beam-m': '200' }), 1, '--beam-m must be 1..80 m, got 200 m.'],
    [withOptions({ '--length-m': '20', '--beam-m': '25' }), 1, '--beam-m (25 m) must be less than --length-m (20 m).'],
    [
      withOptions({ '--length-m': '20', '--beam-m': '5', '--draught-m': '22' }),
      1,
      '--draught-m (22 m) must be less than --length-m (20 m).',
    ],
  ] as [string[], 1 | 2, string][])('%j exits %i', async (args, code, words) => {
    const r = await run(...args);
    expect(r.code).toBe(code);
    expect(r.stdout).toBe('');
    expect(r.stderr.startsWith(`passage seakeeping: ${words}`)).toBe(true);
    expect(r.stderr).not.toMatch(/^\s+at /m);
  });
});
