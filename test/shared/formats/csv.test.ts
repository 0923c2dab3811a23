// CSV waypoint lists: separators, headers, positions in decimal degrees or degrees and minutes,
// decimal commas, where a row's speed belongs, and messages that name the line and column.
import { describe, expect, it } from 'vitest';
import { importCsv, planToCsv } from '../../../shared/formats/csv';

const positions = (text: string) =>
  importCsv(text, 'w.csv').route.waypoints.map((w) => [w.name, w.position.lat, w.position.lon]);

describe('CSV import', () => {
  it('reads comma, semicolon and tab separated files, with or without a header, in any column order', () => {
    expect(positions('name,lat,lon\nA,51.5,-0.5\nB,52,1\n')).toEqual([
      ['A', 51.5, -0.5],
      ['B', 52, 1],
    ]);
    expect(positions('Longitude;Latitude;Name\n-0,5;51,5;A\n1;52;B\n')).toEqual([
      ['A', 51.5, -0.5],
      ['B', 52, 1],
    ]);
    expect(positions('lat\tlon\n51.5\t-0.5\n52\t1\n')).toEqual([
      // No name column: the names stay empty; they are shown and written as "WP <n>" (waypoint-name).
      ['', 51.5, -0.5],
      ['', 52, 1],
    ]);
    expect(positions('A,51.5,-0.5\nB,52,1')).toEqual([
      ['A', 51.5, -0.5],
      ['B', 52, 1],
    ]);
    expect(positions('"A, the first",51.5,-0.5\r\n"B ""quoted""",52,1\r\n')).toEqual([
      ['A, the first', 51.5, -0.5],
      ['B "quoted"', 52, 1],
    ]);
  });

  it('reads positions in degrees and minutes, and a single position column', () => {
    expect(positions("name,lat,lon\nA,51 30.0N,000 30.0W\nB,52°00.0'N,001°00.0'E\n")).toEqual([
      ['A', 51.5, -0.5],
      ['B', 52, 1],
    ]);
    expect(positions('name;position\nA;51 30,0N 000 30,0W\nB;52 00,0N 001 00,0E\n')).toEqual([
      ['A', 51.5, -0.5],
      ['B', 52, 1],
    ]);
  });

  it('gives a row speed to the leg arriving there, unless only the first row has one', () => {
    expect(importCsv('name,lat,lon,speed\nA,50,0,\nB,51,0,10\nC,52,0,12\n', 'w.csv').speedsKn).toEqual([10, 12]);
    const leaving = importCsv('name,lat,lon,speed\nA,50,0,10\nB,51,0,12\nC,52,0,\n', 'w.csv');
    expect(leaving.speedsKn).toEqual([10, 12]);
    expect(leaving.warnings[0]!.message).toContain('read as that of the leg leaving its row');
    const gap = importCsv('name,lat,lon,speed\nA,50,0,\nB,51,0,10\nC,52,0,\nD,53,0,14\n', 'w.csv');
    expect(gap.speedsKn).toEqual([10, 10, 14]);
    expect(gap.warnings[0]!.message).toContain('1 of 3 legs have no speed');
  });

  it.each([
    ['name,lat,lon\nA,50,0\nB,95,0\n', 'w.csv, line 3, lat: "95": latitude must be 90° or less'],
    ['name,lat,lon\nA,50,0\nB,51\n', 'w.csv, line 3: has 2 fields; the header has 3.'],
    ['name,lat,lon,speed (km/h)\nA,50,0,1\nB,51,0,2\n', 'looks like a speed in another unit'],
    ['name,lat,lon,leg\nA,50,0,\nB,51,0,curvy\n', 'w.csv, line 3, leg: "curvy" is not a leg geometry'],
    ['name,speed,remarks\nA,1,x\nB,2,y\n', 'w.csv, line 1: the header names no latitude and longitude columns'],
    ['name,lat,speed\nA,1,x\nB,2,y\n', 'w.csv, line 1: the header names a latitude but no longitude column'],
    ['a;b;c;d;e;f;g\n', 'has 7 fields and no header'],
    ['name,lat,lon\n"A,50,0\n', 'a quoted field is never closed'],
    ['name,lat,lon\nA,50,0\n', 'a route needs at least two waypoints; this file has 1.'],
  ])('refuses %j', (text, message) => {
    expect(() => importCsv(text, 'w.csv')).toThrow(message);
  });
});

// Issue 27: a CSV route from another tool had its waypoint names changed on reading (blanks
// trimmed, a leading apostrophe taken off, numbered waypoints read as latitudes).
describe('CSV names from other tools', () => {
  it('keeps every name exactly as written, but for what CSV quoting itself means', () => {
    // [the field as the file has it, the name it holds]
    const fields: [string, string][] = [
      ['"  Ushant TSS  "', '  Ushant TSS  '],
      [' Ré\u00a0', ' Ré\u00a0'], // unquoted blanks and a no-break space are part of the field (RFC 4180)
      ['007', '007'],
      ["'=already guarded", "'=already guarded"], // another tool's text, not Passage's guard
      ['=SUM(A1)', '=SUM(A1)'],
      ['+44 Falmouth', '+44 Falmouth'],
      ['-Lizard-', '-Lizard-'],
      ['"Cap ""Finisterre"""', 'Cap "Finisterre"'],
      ['Cap "Ortegal"', 'Cap "Ortegal"'],
      ['wp  12  B', 'wp  12  B'],
      ['mIxEd CaSe', 'mIxEd CaSe'],
      ['Ærøskøbing', 'Ærøskøbing'],
      ['Cafe\u0301', 'Cafe\u0301'],
      ['', ''],
    ];
    const text = `name,lat,lon\n${fields.map(([f], i) => `${f},${50 + i * 0.1},-5`).join('\n')}\n`;
    expect(importCsv(text, 'ecdis.csv').route.waypoints.map((w) => w.name)).toEqual(fields.map(([, name]) => name));
  });

  it('drops only the blanks around a quoted field, as layout', () => {
    expect(positions('name,lat,lon\n  "A  B"  ,51,1\n"C",52,2\n').map(([name]) => name)).toEqual(['A  B', 'C']);
  });

  it('takes off the guard only in its own export, recognised by its header', () => {
    const own = "name,lat,lon,speed_kn,leg\r\n'=X,50,-5,,\r\n''-,51,-5,12,RL\r\n";
    expect(positions(own).map(([name]) => name)).toEqual(['=X', "'-"]);
    const foreign = "name,lat,lon,speed\n'=X,50,-5,\n''-,51,-5,12\n";
    expect(positions(foreign).map(([name]) => name)).toEqual(["'=X", "''-"]);
  });

  it('reads numbered waypoints without a header as names, not latitudes, and says so', () => {
    const result = importCsv('007,51.5,1.5\n008,52,2\n009,52.5,2.5\n', 'plotter.csv');
    expect(result.route.waypoints.map((w) => [w.name, w.position.lat, w.position.lon])).toEqual([
      ['007', 51.5, 1.5],
      ['008', 52, 2],
      ['009', 52.5, 2.5],
    ]);
    expect(result.speedsKn).toBeUndefined();
    expect(result.warnings[0]).toMatchObject({
      where: 'line 1',
      message: expect.stringContaining('(007, 008, 009) holds whole numbers only: read as waypoint names') as string,
    });
    // A first column with decimals is the latitude, as before: latitude, longitude, speed.
    expect(importCsv('51.5,-0.5,\n52,1,12\n', 'w.csv').speedsKn).toEqual([12]);
  });
});

// Issue 27: 1e3 or 5E-1 in a number column gave "nothing may follow the hemisphere letter E",
// or was taken silently as a speed.
describe('numbers in exponent notation', () => {
  const words = (cell: string, plain: string) =>
    `"${cell}" is a number in exponent notation (${cell.replace(/^.* /, '')} stands for ${plain}); Passage reads positions and speeds only written out`;
  it.each([
    ['lat', 'name,lat,lon\nA,50,-5\nB,1e1,3\n', 'line 3, lat', words('1e1', '10')],
    ['lon', 'name,lat,lon\nA,50,-5\nB,51,5E-1\n', 'line 3, lon', words('5E-1', '0.5')],
    ['lon from a spreadsheet', 'name,lat,lon\nA,50,-5\nB,51,1.00E-05\n', 'line 3, lon', words('1.00E-05', '0.00001')],
    ['speed', 'name,lat,lon,speed\nA,50,-5,\nB,51,-5,1e3\n', 'line 3, speed', words('1e3', '1000')],
    ['decimal comma', 'name;lat;lon;speed\nA;50;-5;\nB;51;-5;1,5E+1\n', 'line 3, speed', words('1,5E+1', '15')],
    ['position', 'name,position\nA,50N 5W\nB,51N 1e1\n', 'line 3, position', words('51N 1e1', '10')],
    ['speed without a header', '51.5,-0.5,\n52,1,1e1\n', 'line 2, speed', words('1e1', '10')],
  ])('refuses one in the %s column, naming the line, the column and the value', (_, text, where, message) => {
    expect(() => importCsv(text, 'w.csv')).toThrow(`w.csv, ${where}: ${message}`);
  });

  it('reads speeds as plain numbers only, as positions are', () => {
    for (const speed of ['0x10', '0b11', '1_0', 'Infinity', '12.', '.5'])
      expect(() => importCsv(`name,lat,lon,speed\nA,50,-5,\nB,51,-5,${speed}\n`, 'w.csv')).toThrow(
        `w.csv, line 3, speed: "${speed}" is not a planned speed in knots above 0.`,
      );
    expect(importCsv('name,lat,lon,speed\nA,50,-5,\nB,51,-5,+12.5\n', 'w.csv').speedsKn).toEqual([12.5]);
  });
});

describe('CSV export', () => {
  it('writes decimal degrees, the arriving speed and the leg geometry, quoting where needed', () => {
    const text = planToCsv({
      name: 'r',
      route: {
        name: 'r',
        waypoints: [
          { id: 'a', name: 'A, "one"', position: { lat: 50.1234567, lon: -0.5 }, legGeometry: 'rhumb' },
          { id: 'b', name: 'B', position: { lat: 51, lon: 1 }, legGeometry: 'greatCircle' },
        ],
      },
      speedsKn: [12.5],
    });
    expect(text).toBe('name,lat,lon,speed_kn,leg\r\n"A, ""one""",50.1234567,-0.5,,\r\nB,51,1,12.5,GC\r\n');
  });
});
