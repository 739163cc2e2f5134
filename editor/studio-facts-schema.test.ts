import { readFileSync } from 'node:fs';
import path from 'node:path';
import { phoneNumber, weekHours } from '@/content/studio-facts';
import { WEEKDAYS } from '@/lib/format/hours';
import { studioFactsCollection } from './studio-facts-form';
import {
  PRICE_FIELDS,
  STUDIO_FACTS_FILE,
  studioFactsProblems,
  studioFactsTextProblems,
  type PriceField,
} from './studio-facts-schema';

/** The file as the owner last saved it: valid, whatever its values (the content check holds it to that). */
const saved = () => JSON.parse(readFileSync(path.join(process.cwd(), STUDIO_FACTS_FILE), 'utf8'));

describe('content/studio.json', () => {
  it('is valid as saved', () => {
    expect(studioFactsProblems(saved())).toEqual([]);
  });

  it('names each wrong field on its own line, all at once, with what is expected', () => {
    const facts = saved();
    facts.phone = '555-0123';
    facts.hours.monday = { open: '9am', close: '19:00' };
    facts.hours.tuesday = { open: '10:00', close: '' };
    facts.hours.wednesday = { open: '18:00', close: '09:00' };
    facts.lengths.hydrafacial = 'an hour';
    facts.lengths.dermaplaning = '45-30 min';
    facts.prices.botox.unitFrom = 'twelve';
    facts.prices.lipFillers = { sessionFrom: 1500, sessionTo: 500 };
    facts.reviewClaims.iv.confirmedOn = 'March 2';
    // The count as the pages state it, the way the file used to hold it.
    const stated = `${facts.reviewClaims.esthetics.reviews}+`;
    facts.reviewClaims.esthetics.reviews = stated;
    facts.bookingFormId = 'https://form.jotform.com/123';
    delete facts.lengths.lipFillers;
    const lines = studioFactsProblems(facts);
    const field = (line: string) => line.replace(`${STUDIO_FACTS_FILE}: `, '').split(' ')[0];
    expect(lines.map(field).sort()).toEqual(
      [
        'phone',
        'bookingFormId',
        'hours.monday.open',
        'hours.tuesday',
        'hours.wednesday',
        'reviewClaims.iv.confirmedOn',
        'reviewClaims.esthetics.reviews',
        'prices.botox.unitFrom',
        'prices.lipFillers.sessionFrom',
        'lengths.hydrafacial',
        'lengths.dermaplaning',
        'lengths.lipFillers',
      ].sort(),
    );
    const about = (name: string) => lines.find((l) => field(l) === name);
    expect(about('hours.monday.open')).toBe(
      `${STUDIO_FACTS_FILE}: hours.monday.open "9am" is not a time written HH:MM (24-hour, for example 09:00 or 17:30)`,
    );
    expect(about('lengths.hydrafacial')).toMatch(/"an hour" is not a length such as "60 min" or "30-45 min"$/);
    expect(about('lengths.lipFillers')).toMatch(/is missing$/);
    // A value of the wrong kind is named as such, not as missing.
    expect(about('prices.botox.unitFrom')).toBe(
      `${STUDIO_FACTS_FILE}: prices.botox.unitFrom must be a whole number of dollars`,
    );
    expect(about('reviewClaims.esthetics.reviews')).toBe(
      `${STUDIO_FACTS_FILE}: reviewClaims.esthetics.reviews "${stated}" is not a number of reviews: type the number alone, for example 120 (the pages add the "+" themselves)`,
    );
    expect(about('phone')).toMatch(/is not a US phone number of 10 digits/);
  });

  it('says so in one line when the text is not JSON', () => {
    expect(studioFactsTextProblems('{ "phone": ')).toEqual([
      expect.stringMatching(
        /^content\/studio\.json: is not valid JSON \(.+\): undo the last hand edit, or edit it in \/admin$/,
      ),
    ]);
  });
});

describe('the facts as the pages read them', () => {
  it('give one phone form however the number is typed', () => {
    for (const typed of ['(915) 555-0150', '915.555.0150', '+1 915 555 0150', '9155550150'])
      expect(phoneNumber(typed)).toEqual({ display: '(915) 555-0150', tel: '+19155550150' });
  });

  it('give the week Monday first, a day without both times closed', () => {
    const week = weekHours({ monday: { open: '09:00', close: '17:00' }, sunday: { open: '', close: '' } });
    expect(new Set(week.map((d) => d.day))).toEqual(new Set(WEEKDAYS));
    expect(week).toHaveLength(WEEKDAYS.length);
    expect(week[0]).toEqual({ day: 'Monday', open: '09:00', close: '17:00' });
    expect(week.at(-1)).toEqual({ day: 'Sunday', open: null, close: null });
  });
});

describe('the prices, one table (PRICE_FIELDS) behind the rules and the form', () => {
  const file = saved() as { prices: Record<string, Record<string, number>> };
  const form = studioFactsCollection().files[0]!.fields.find((f) => f.name === 'prices') as {
    fields: { name: string; label: string; fields: { name: string; label: string; hint: string }[] }[];
  };

  it('has a row for each price in the file, and the form a group per row, its ranges in order', () => {
    expect(Object.keys(PRICE_FIELDS)).toEqual(Object.keys(file.prices));
    for (const [key, price] of Object.entries(PRICE_FIELDS) as [string, PriceField][]) {
      const group = form.fields.find((f) => f.name === key)!;
      expect(group.label).toBe(price.label);
      expect(group.fields.map((f) => [f.name, f.label])).toEqual(
        price.ranges.flatMap((r) => [
          [r.from, `${r.label}, from`],
          [r.to, `${r.label}, to`],
        ]),
      );
      for (const field of group.fields) expect(field.hint).toMatch(/\S/);
    }
  });

  it('holds every key of a price to a whole number, and each range to run from its lower end', () => {
    for (const [key, price] of Object.entries(PRICE_FIELDS) as [string, PriceField][]) {
      for (const range of price.ranges) {
        const facts = structuredClone(file);
        const { [range.from]: low, [range.to]: high } = facts.prices[key]!;
        facts.prices[key]![range.from] = high! + 1;
        expect(studioFactsProblems(facts)).toEqual([
          `${STUDIO_FACTS_FILE}: prices.${key}.${range.from} (${high! + 1}) is more than ${range.to} (${high})`,
        ]);
        facts.prices[key]![range.from] = low!;
        delete facts.prices[key]![range.to];
        expect(studioFactsProblems(facts)).toEqual([`${STUDIO_FACTS_FILE}: prices.${key}.${range.to} is missing`]);
      }
    }
  });
});
