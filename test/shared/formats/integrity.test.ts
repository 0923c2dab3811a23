// Issue 13: a route file cut short is refused with the line and the problem, never imported as
// a shorter route; where a format cannot tell (a CSV cut between two lines, GeoJSON read whole),
// the warnings say how many waypoints were read. Route CSV guards names a spreadsheet would run.
import { describe, expect, it } from 'vitest';
import { exportRoutePlan, formatNote, importRouteFile, RouteFileError } from '../../../shared/formats';
import { importCsv } from '../../../shared/formats/csv';
import { fromSpreadsheetText, spreadsheetText } from '../../../shared/formats/spreadsheet-text';
import { jsonOpenAtEnd } from '../../../shared/formats/json-text';

/** A route CSV as a planning tool writes it: fixed decimals, CRLF after every row. */
function csvRoute(count: number): string {
  const rows = ['name,lat,lon,speed_kn,leg'];
  for (let i = 0; i < count; i++)
    rows.push(`P${i + 1},${(30 + i * 0.001).toFixed(6)},${(-40 - i * 0.001).toFixed(6)},${i === 0 ? '' : '12.5'},RL`);
  return `${rows.join('\r\n')}\r\n`;
}

function refusal(run: () => unknown): { where: string; message: string } {
  try {
    run();
  } catch (e) {
    if (e instanceof RouteFileError) return { where: e.where, message: e.message };
    throw e;
  }
  throw new Error('the file was not refused');
}

describe('a CSV cut short', () => {
  const whole = csvRoute(19_999);

  it('is refused when it ends mid-record: the 362nd of 19,999 waypoints cut in its latitude', () => {
    const cut = whole.slice(0, whole.indexOf('P362,') + 'P362,30.36'.length);
    const r = refusal(() => importCsv(cut, 'big.csv'));
    expect(r.where).toBe('line 363');
    expect(r.message).toBe(
      'big.csv, line 363: the file ends here without a line break, in the middle of a record: 2 of the 5 fields (name, lat): it looks cut short (truncated), with 361 whole waypoints before this line. Get the whole file again.',
    );
  });

  it('is refused when the last field stops part way, or when the last number does', () => {
    const inSpeed = whole.slice(0, whole.indexOf('P362,') + 'P362,30.361000,-40.361000,12.5'.length);
    expect(refusal(() => importCsv(inSpeed, 'big.csv')).message).toContain(
      'line 363: the file ends here without a line break, in the middle of a record: 4 of the 5 fields (name, lat, lon, speed)',
    );
    const afterComma = `${inSpeed},`;
    expect(refusal(() => importCsv(afterComma, 'big.csv')).message).toContain(
      'line 363: the file ends here without a line break, right after a field separator, with the leg empty where every other line has one',
    );
    const threeColumns = csvRoute(400)
      .split('\r\n')
      .map((r) => r.split(',').slice(0, 3).join(','))
      .join('\r\n');
    const cutNumber = threeColumns.slice(0, threeColumns.indexOf('P362,') + 'P362,30.361000,-40.'.length);
    expect(refusal(() => importCsv(cutNumber, 'big.csv')).message).toBe(
      'big.csv, line 363: the file ends here without a line break, with the lon "-40." stopped part way: it looks cut short (truncated), with 361 whole waypoints before this line. Get the whole file again.',
    );
  });

  it('warns when the last number has fewer decimals than every other line and no line break follows', () => {
    const threeColumns = csvRoute(400)
      .split('\r\n')
      .map((r) => r.split(',').slice(0, 3).join(','))
      .join('\r\n');
    const cut = threeColumns.slice(0, threeColumns.indexOf('P362,') + 'P362,30.361000,-40.3'.length);
    const r = importCsv(cut, 'big.csv');
    expect(r.route.waypoints).toHaveLength(362);
    expect(r.warnings.map((n) => formatNote(n))[0]).toBe(
      'big.csv, line 363: the file ends here without a line break, and its lon "-40.3" has fewer decimals than on every other line (6): the file may be cut short (truncated). Check the last waypoint.',
    );
  });

  it('cut between two lines cannot be told from a whole file, so the count read is always said', () => {
    const cut = whole.slice(0, whole.indexOf('P362,'));
    const r = importCsv(cut, 'big.csv');
    expect(r.route.waypoints).toHaveLength(361);
    expect(r.warnings.map((n) => formatNote(n))).toEqual([
      "big.csv: 361 waypoints read, the last P361 at 30°21.60'N 040°21.60'W. A CSV file does not say how many waypoints it holds, so one cut short between two waypoints reads as a shorter route: check that the route ends where it should.",
    ]);
  });

  it('still reads a hand-made file that simply has no line break at its end', () => {
    const r = importCsv('name,lat,lon\nA,51.5,-0.5\nB,52,1', 'w.csv');
    expect(r.route.waypoints.map((w) => w.name)).toEqual(['A', 'B']);
    expect(r.warnings).toHaveLength(1);
  });

  it('names a quoted field left open at the end as a possible cut', () => {
    expect(refusal(() => importCsv('name,lat,lon\nA,51.5,-0.5\nB,52,1\n"C', 'w.csv')).message).toBe(
      'w.csv, line 4: a quoted field is never closed (a " is missing) before the file ends; if the file was cut short (truncated), get the whole file again.',
    );
  });
});

describe('GeoJSON and XML cut short', () => {
  const geojson = JSON.stringify(
    {
      type: 'Feature',
      geometry: {
        type: 'LineString',
        coordinates: [
          [0, 50],
          [1, 51],
          [2, 52],
        ],
      },
      properties: {},
    },
    null,
    1,
  );

  it('refuses GeoJSON that stops inside an array, object or string, by line', () => {
    const cut = geojson.slice(0, geojson.indexOf('51'));
    const r = refusal(() => importRouteFile({ format: 'geojson', fileName: 'g.geojson', text: cut }));
    expect(r.message).toMatch(
      /^g\.geojson, line \d+: the file ends here, inside an array opened on line \d+: a GeoJSON file cut short \(truncated\)/,
    );
    expect(jsonOpenAtEnd('{"a": "b\\"')).toEqual({ what: 'a string', line: 1 });
    expect(jsonOpenAtEnd('{"a": ["]"]}')).toBeUndefined();
  });

  it('says how many waypoints a whole GeoJSON held, and refuses malformed JSON by line', () => {
    const r = importRouteFile({ format: 'geojson', fileName: 'g.geojson', text: geojson });
    expect(r.warnings.map((n) => n.message)[0]).toMatch(/^3 waypoints read, the last WP 3 at /);
    const bad = refusal(() => importRouteFile({ format: 'geojson', fileName: 'g.geojson', text: `${geojson}\n}` }));
    expect(bad.message).toMatch(/^g\.geojson, line \d+: this is not GeoJSON: not valid JSON \(/);
  });

  it('refuses RTZ and GPX that end inside an element, naming it and where it opened', () => {
    const rtz =
      '<?xml version="1.0"?>\n<route xmlns="http://www.cirm.org/RTZ/1/2" version="1.2">\n<waypoints>\n<waypoint id="1" revision="0"><position lat="50" lon="0"/></waypoint>\n<waypoint id="2" revision="0">\n<position lat="5';
    expect(refusal(() => importRouteFile({ format: 'rtz', fileName: 'r.rtz', text: rtz })).message).toBe(
      'r.rtz, line 6: the file ends here, before <waypoint> (line 5, inside <route>) is closed: an RTZ route file cut short (truncated), with the rest of it missing. Get the whole file again.',
    );
  });
});

describe('names a spreadsheet would run as formulas', () => {
  const names = ["=cmd|' /C calc'!A0", '+44 Falmouth', '-Lizard-', '@SUM(1+1)', '\tTab', 'Plain'];
  const plan = {
    name: 'formulas',
    route: {
      name: 'formulas',
      waypoints: names.map((name, i) => ({
        id: `w${i}`,
        name,
        position: { lat: 50 + i * 0.1, lon: -5 },
        legGeometry: 'rhumb' as const,
      })),
    },
  };

  it('are written led by an apostrophe in the route CSV, as in the report CSV', () => {
    const rows = exportRoutePlan(plan, 'csv').text.split('\r\n');
    expect(rows.slice(1, 7).map((r) => r.replace(/,[^,]*,[^,]*,[^,]*,[^,]*$/, ''))).toEqual([
      "'=cmd|' /C calc'!A0",
      "'+44 Falmouth",
      "'-Lizard-",
      "'@SUM(1+1)",
      "'\tTab",
      'Plain',
    ]);
  });

  it('read back as the names they were', () => {
    const back = importCsv(exportRoutePlan(plan, 'csv').text, 'f.csv');
    expect(back.route.waypoints.map((w) => w.name)).toEqual(names);
    expect(fromSpreadsheetText(spreadsheetText('=1+1'))).toBe('=1+1');
    expect(fromSpreadsheetText("'quoted'")).toBe("'quoted'");
    // A name that only looks guarded gets a second apostrophe, so it too comes back as it was.
    expect(spreadsheetText("'-")).toBe("''-");
    expect(fromSpreadsheetText(spreadsheetText("'-"))).toBe("'-");
  });
});
