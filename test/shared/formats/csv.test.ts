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
