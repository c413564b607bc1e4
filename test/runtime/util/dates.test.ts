import { expect } from '@open-wc/testing';
import { formatDate, relativeTime, toEpochMs } from '../../../runtime/util/dates.js';

// Friday 5 January 2024, 15:04:05 UTC: 10:04:05 in EST.
const FRIDAY = Date.UTC(2024, 0, 5, 15, 4, 5);
const FRIDAY_S = FRIDAY / 1000;

describe('toEpochMs', () => {
  it('keeps milliseconds as they are', () => {
    expect(toEpochMs(FRIDAY)).to.equal(FRIDAY);
  });

  describe('when the year reads 1970', () => {
    it('treats the number as seconds', () => {
      expect(toEpochMs(FRIDAY_S)).to.equal(FRIDAY);
      expect(toEpochMs(0)).to.equal(0);
    });

    it('reads a string of digits the same way', () => {
      expect(toEpochMs(String(FRIDAY_S))).to.equal(FRIDAY);
      expect(toEpochMs(` ${FRIDAY} `)).to.equal(FRIDAY);
    });

    it('never rescales a Date, which says what it means', () => {
      expect(toEpochMs(new Date(86_400_000))).to.equal(86_400_000);
      expect(toEpochMs(86_400_000)).to.equal(86_400_000_000);
    });
  });

  it('parses an ISO date string', () => {
    expect(toEpochMs('2024-01-05T15:04:05Z')).to.equal(FRIDAY);
  });

  for (const bad of [NaN, Infinity, 'soon', '', '  ', null, undefined, {}, [], true, 1e20, new Date('x')]) {
    it(`gives undefined for ${String(bad)}`, () => {
      expect(toEpochMs(bad)).to.equal(undefined);
    });
  }
});

describe('formatDate', () => {
  it('writes m/d/Y by default', () => {
    expect(formatDate(FRIDAY, undefined, 'EST')).to.equal('01/05/2024');
  });

  it('writes the PHP-style letters in EST', () => {
    expect(formatDate(FRIDAY, 'F d, Y', 'EST')).to.equal('January 05, 2024');
    expect(formatDate(FRIDAY, 'D, j M y H:i:s', 'EST')).to.equal('Fri, 5 Jan 24 10:04:05');
    expect(formatDate(FRIDAY, 'l jS', 'EST')).to.equal('Friday 5th');
    expect(formatDate(FRIDAY, 'g:i a | h A | G', 'EST')).to.equal('10:04 am | 10 AM | 10');
    expect(formatDate(FRIDAY, 'N w z t L n', 'EST')).to.equal('5 5 4 31 1 1');
    expect(formatDate(FRIDAY, 'T U', 'EST')).to.equal(`EST ${FRIDAY_S}`);
  });

  it('writes noon and midnight on the 12-hour clock', () => {
    expect(formatDate(Date.UTC(2024, 0, 5, 5), 'g A', 'EST')).to.equal('12 AM');
    expect(formatDate(Date.UTC(2024, 0, 5, 17, 30), 'g:i a', 'EST')).to.equal('12:30 pm');
  });

  it('picks the ordinal suffix by day', () => {
    const suffix = (day: number) => formatDate(Date.UTC(2024, 2, day, 12), 'jS', 'EST');
    expect([1, 2, 3, 4, 11, 12, 13, 21, 22, 23, 31].map(suffix)).to.deep.equal(
      ['1st', '2nd', '3rd', '4th', '11th', '12th', '13th', '21st', '22nd', '23rd', '31st']);
  });

  it('copies a backslash-escaped letter and any other character', () => {
    expect(formatDate(FRIDAY, '\\Y\\e\\a\\r: Y!', 'EST')).to.equal('Year: 2024!');
    expect(formatDate(FRIDAY, 'Y\\', 'EST')).to.equal('2024\\');
  });

  it('shifts to the EST day five hours behind UTC', () => {
    expect(formatDate(Date.UTC(2024, 0, 5, 3), 'm/d/Y H:i', 'EST')).to.equal('01/04/2024 22:00');
  });

  it('keeps EST at UTC−5 in summer (a fixed zone, no daylight saving)', () => {
    expect(formatDate(Date.UTC(2024, 6, 4, 12), 'H:i T', 'EST')).to.equal('07:00 EST');
  });

  describe('without a zone, or with one it does not know', () => {
    it("uses the visitor's own zone", () => {
      const local = new Date(FRIDAY);
      const expected = `${String(local.getMonth() + 1).padStart(2, '0')}/${String(local.getDate()).padStart(2, '0')}/` +
        `${local.getFullYear()} ${String(local.getHours()).padStart(2, '0')}:${String(local.getMinutes()).padStart(2, '0')}`;
      expect(formatDate(FRIDAY, 'm/d/Y H:i')).to.equal(expected);
      expect(formatDate(FRIDAY, 'm/d/Y H:i', 'PST')).to.equal(expected);
      expect(formatDate(FRIDAY, 'm/d/Y H:i', 'toString')).to.equal(expected);
      expect(formatDate(FRIDAY, 'T', 'PST')).to.equal('');
    });
  });

  it('formats seconds, digit strings and dates alike', () => {
    for (const input of [FRIDAY_S, String(FRIDAY_S), '2024-01-05T15:04:05Z', new Date(FRIDAY)]) {
      expect(formatDate(input, 'm/d/Y H:i:s', 'EST')).to.equal('01/05/2024 10:04:05');
    }
  });

  it('gives an empty string for an unusable date', () => {
    expect(formatDate('never', 'm/d/Y', 'EST')).to.equal('');
    expect(formatDate(undefined)).to.equal('');
  });
});

describe('relativeTime', () => {
  const NOW = Date.UTC(2024, 5, 15, 12);
  const s = 1000;
  const min = 60 * s;
  const h = 60 * min;
  const day = 24 * h;
  const ago = (ms: number) => relativeTime(NOW - ms, NOW, 'EST');

  it("says 'just now' under a minute", () => {
    expect(ago(0)).to.equal('just now');
    expect(ago(59 * s)).to.equal('just now');
  });

  it('counts minutes under an hour', () => {
    expect(ago(min)).to.equal('1 minute ago');
    expect(ago(59 * min + 59 * s)).to.equal('59 minutes ago');
  });

  it('counts hours under a day', () => {
    expect(ago(h)).to.equal('1 hour ago');
    expect(ago(23 * h + 59 * min)).to.equal('23 hours ago');
  });

  it("says 'Yesterday' from one day to just under two", () => {
    expect(ago(day)).to.equal('Yesterday');
    expect(ago(2 * day - 1)).to.equal('Yesterday');
  });

  it('counts days under a week', () => {
    expect(ago(2 * day)).to.equal('2 days ago');
    expect(ago(7 * day - 1)).to.equal('6 days ago');
  });

  it('counts weeks under 30 days', () => {
    expect(ago(7 * day)).to.equal('1 week ago');
    expect(ago(14 * day)).to.equal('2 weeks ago');
    expect(ago(30 * day - 1)).to.equal('4 weeks ago');
  });

  it('counts months under 365 days', () => {
    expect(ago(30 * day)).to.equal('1 month ago');
    expect(ago(364 * day)).to.equal('12 months ago');
  });

  it("writes the date like 'F d, Y' from 365 days on", () => {
    expect(ago(365 * day)).to.equal('June 16, 2023');
    expect(ago(3 * 365 * day)).to.equal('June 16, 2021');
  });

  it('gives no output for a future date', () => {
    expect(relativeTime(NOW + 1, NOW)).to.equal('');
    expect(relativeTime(NOW + 400 * day, NOW)).to.equal('');
  });

  it('reads a timestamp in seconds', () => {
    expect(relativeTime((NOW - 5 * min) / 1000, NOW)).to.equal('5 minutes ago');
  });

  it('gives no output for an unusable date or clock', () => {
    expect(relativeTime('yesterday-ish', NOW)).to.equal('');
    expect(relativeTime(NOW, NaN)).to.equal('');
  });
});
