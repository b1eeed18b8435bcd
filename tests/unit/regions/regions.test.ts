// @vitest-environment node
import { describe, expect, it } from 'vitest';
import tzJson from '../../../regions/tz.json';
import keJson from '../../../regions/ke.json';
import published from './published-ids.json';

/** The shape of a `regions/<market>.json` file (see regions/README.md). */
interface District {
  id: string;
  name: string;
}
interface Region {
  id: string;
  name: string;
  area?: string;
  districts: District[];
}
interface RegionFile {
  market: string;
  source: string;
  regions: Region[];
}

const tz: RegionFile = tzJson;
const ke: RegionFile = keJson;

const ID = /^[a-z0-9]+(-[a-z0-9]+)*$/;
const collator = new Intl.Collator('en');
const names = (items: Array<{ name: string }>) => items.map((item) => item.name);
const sortedByName = (items: Array<{ name: string }>) => [...names(items)].sort(collator.compare);
const districtCount = (file: RegionFile) => file.regions.reduce((sum, r) => sum + r.districts.length, 0);
const pairs = (file: RegionFile) => file.regions.flatMap((r) => r.districts.map((d) => `${r.id}/${d.id}`));

/** Structural rules every market's region file follows. */
function describeStructure(file: RegionFile, market: string) {
  describe(`regions/${market}.json structure`, () => {
    it('names its market and cites a source', () => {
      expect(file.market).toBe(market);
      expect(file.source.trim().length).toBeGreaterThan(10);
    });

    it('uses lowercase ASCII slugs for every id', () => {
      for (const region of file.regions) {
        expect(region.id, region.name).toMatch(ID);
        for (const district of region.districts)
          expect(district.id, `${region.name} / ${district.name}`).toMatch(ID);
      }
    });

    it('has unique region ids, and district ids unique within each region', () => {
      const regionIds = file.regions.map((r) => r.id);
      expect(new Set(regionIds).size).toBe(regionIds.length);
      for (const region of file.regions) {
        const ids = region.districts.map((d) => d.id);
        expect(new Set(ids).size, region.name).toBe(ids.length);
      }
    });

    it('has unique, non-empty, trimmed names', () => {
      expect(new Set(names(file.regions)).size).toBe(file.regions.length);
      for (const region of file.regions) {
        for (const name of [region.name, ...names(region.districts)]) {
          expect(name.length, region.name).toBeGreaterThan(0);
          expect(name, region.name).toBe(name.trim());
          expect(name, region.name).not.toMatch(/\s{2}/);
        }
        expect(new Set(names(region.districts)).size, region.name).toBe(region.districts.length);
      }
    });

    it('gives every region at least one district', () => {
      for (const region of file.regions) expect(region.districts.length, region.name).toBeGreaterThan(0);
    });

    it('lists regions, and the districts of each region, alphabetically by name', () => {
      expect(names(file.regions)).toEqual(sortedByName(file.regions));
      for (const region of file.regions) {
        expect(names(region.districts), region.name).toEqual(sortedByName(region.districts));
      }
    });

    it('has only the keys of the documented format', () => {
      expect(Object.keys(file).sort()).toEqual(['market', 'regions', 'source']);
      for (const region of file.regions) {
        expect(Object.keys(region).filter((k) => !['id', 'name', 'area', 'districts'].includes(k))).toEqual(
          [],
        );
        for (const district of region.districts) expect(Object.keys(district).sort()).toEqual(['id', 'name']);
      }
    });

    it('still contains every published region/district id (stored values never change)', () => {
      const current = new Set(pairs(file));
      const missing = (published as Record<string, string[]>)[market]!.filter((pair) => !current.has(pair));
      expect(missing).toEqual([]);
    });
  });
}

describeStructure(tz, 'tz');
describeStructure(ke, 'ke');

describe('Tanzania (tz)', () => {
  it('has the 31 regions: 26 on the mainland and 5 in Zanzibar', () => {
    expect(tz.regions).toHaveLength(31);
    expect(tz.regions.filter((r) => r.area === 'mainland')).toHaveLength(26);
    expect(
      tz.regions
        .filter((r) => r.area === 'zanzibar')
        .map((r) => r.name)
        .sort(),
    ).toEqual(['Kaskazini Pemba', 'Kaskazini Unguja', 'Kusini Pemba', 'Kusini Unguja', 'Mjini Magharibi']);
    for (const region of tz.regions) expect(['mainland', 'zanzibar'], region.name).toContain(region.area);
  });

  it('has the 2022 census districts: 139 on the mainland and 11 in Zanzibar', () => {
    const count = (area: string) =>
      tz.regions.filter((r) => r.area === area).reduce((sum, r) => sum + r.districts.length, 0);
    expect(count('mainland')).toBe(139);
    expect(count('zanzibar')).toBe(11);
    expect(districtCount(tz)).toBe(150);
  });

  it('gives Dar es Salaam its five districts', () => {
    const dar = tz.regions.find((r) => r.id === 'dar-es-salaam');
    expect(dar?.name).toBe('Dar es Salaam');
    expect(names(dar?.districts ?? [])).toEqual(['Ilala', 'Kigamboni', 'Kinondoni', 'Temeke', 'Ubungo']);
  });

  it('includes Songwe region (created 2016) with its own districts, no longer under Mbeya', () => {
    const songwe = tz.regions.find((r) => r.id === 'songwe');
    const mbeya = tz.regions.find((r) => r.id === 'mbeya');
    expect(names(songwe?.districts ?? [])).toEqual(['Ileje', 'Mbozi', 'Momba', 'Songwe']);
    expect(names(mbeya?.districts ?? [])).toEqual(['Chunya', 'Kyela', 'Mbarali', 'Mbeya', 'Rungwe']);
  });

  it('gives the Zanzibar regions their 11 districts', () => {
    const zanzibar = Object.fromEntries(
      tz.regions.filter((r) => r.area === 'zanzibar').map((r) => [r.id, names(r.districts)]),
    );
    expect(zanzibar).toEqual({
      'kaskazini-pemba': ['Micheweni', 'Wete'],
      'kaskazini-unguja': ['Kaskazini A', 'Kaskazini B'],
      'kusini-pemba': ['Chake Chake', 'Mkoani'],
      'kusini-unguja': ['Kati', 'Kusini'],
      'mjini-magharibi': ['Magharibi A', 'Magharibi B', 'Mjini'],
    });
  });
});

describe('Kenya (ke)', () => {
  it('has the 47 counties and 290 constituencies', () => {
    expect(ke.regions).toHaveLength(47);
    expect(districtCount(ke)).toBe(290);
  });

  it('has no area (former provinces are not used)', () => {
    for (const county of ke.regions) expect(county.area, county.name).toBeUndefined();
  });

  it('gives Nairobi its 17 constituencies and Mombasa its 6', () => {
    expect(ke.regions.find((r) => r.id === 'nairobi')?.districts).toHaveLength(17);
    expect(names(ke.regions.find((r) => r.id === 'mombasa')?.districts ?? [])).toEqual([
      'Changamwe',
      'Jomvu',
      'Kisauni',
      'Likoni',
      'Mvita',
      'Nyali',
    ]);
  });
});
