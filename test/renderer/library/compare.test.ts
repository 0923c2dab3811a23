// renderer/src/library/compare.ts: what counts as "unsaved changes" and as a draft worth restoring.
import { describe, expect, it } from 'vitest';
import { hasContent, jsonEqual, sameDraftContent, sameVoyageContent } from '../../../renderer/src/library/compare';
import {
  emptyDraft,
  fromVoyage,
  moveWaypoint,
  renameWaypoint,
  setLegSpeed,
  setVessel,
  toVoyage,
} from '../../../renderer/src/voyage/editor';
import { DEFAULT_VESSEL_LIMITS } from '../../../shared/domain/voyage';
import { DEPARTURE_UTC, northSeaDraft, northSeaVoyage } from './fixtures';

describe('jsonEqual', () => {
  it('ignores key order and undefined-valued keys, as saved JSON would', () => {
    expect(jsonEqual({ a: 1, b: [1, { c: 'x' }] }, { b: [1, { c: 'x' }], a: 1 })).toBe(true);
    expect(jsonEqual({ a: 1, b: undefined }, { a: 1 })).toBe(true);
  });
  it('tells different values, lengths and shapes apart', () => {
    expect(jsonEqual({ a: 1 }, { a: 2 })).toBe(false);
    expect(jsonEqual([1, 2], [1, 2, 3])).toBe(false);
    expect(jsonEqual([], {})).toBe(false);
    expect(jsonEqual(null, {})).toBe(false);
    expect(jsonEqual({ a: 1 }, { a: 1, b: 0 })).toBe(false);
  });
});

describe('sameDraftContent (dirty detection)', () => {
  const opened = northSeaDraft();

  it('is clean for the draft as opened, and after an edit undone by hand', () => {
    expect(sameDraftContent(opened, opened)).toBe(true);
    const changed = setLegSpeed(opened, 0, 9);
    expect(sameDraftContent(changed, opened)).toBe(false);
    expect(sameDraftContent(setLegSpeed(changed, 0, opened.legSpeedsKn[0]!), opened)).toBe(true);
  });

  it('sees every kind of saved change: position, name, vessel', () => {
    expect(sameDraftContent(moveWaypoint(opened, 1, { lat: 51.1, lon: 1.5 }), opened)).toBe(false);
    expect(sameDraftContent(renameWaypoint(opened, 0, 'Europoort'), opened)).toBe(false);
    expect(sameDraftContent(setVessel(opened, { name: 'Nordic Star', limits: DEFAULT_VESSEL_LIMITS }), opened)).toBe(
      false,
    );
  });

  it('ignores bookkeeping that is not saved (next waypoint number, default speed)', () => {
    expect(sameDraftContent({ ...opened, nextWaypointNumber: 99, defaultSpeedKn: 20 }, opened)).toBe(true);
  });
});

describe('sameVoyageContent', () => {
  it('reads both through the editor, so a short speed list equals the spelled-out one', () => {
    const saved = northSeaVoyage();
    // Entry i applies from waypoint i onward: [12] means 12 kn on both legs.
    const short = { ...saved, speedsKn: [12] };
    const spelled = { ...saved, speedsKn: [12, 12] };
    expect(sameVoyageContent(short, spelled)).toBe(true);
    expect(sameVoyageContent(toVoyage(fromVoyage(saved)), saved)).toBe(true);
    expect(sameVoyageContent(short, saved)).toBe(false);
    expect(sameVoyageContent({ ...saved, departureUtc: saved.departureUtc + 60 }, saved)).toBe(false);
  });
});

describe('hasContent', () => {
  it('is false for a new empty voyage and true once anything was typed', () => {
    const empty = toVoyage(emptyDraft(DEPARTURE_UTC));
    expect(hasContent(empty)).toBe(false);
    expect(hasContent({ ...empty, name: 'Biscay' })).toBe(true);
    expect(hasContent(northSeaVoyage())).toBe(true);
    expect(hasContent({ ...empty, vessel: { name: 'Nordic Star', limits: DEFAULT_VESSEL_LIMITS } })).toBe(true);
  });
});
