#!/usr/bin/env python3
"""Writes the *.times files in this folder: English time phrases and the interval each must mean.

The spec is ../../../TIMES.md and the "Time rules" of ../../../../shared/PRODUCT.md. Every expected
interval below is computed here from those rules (calendar arithmetic, Easter by the anonymous
Gregorian computus, US holidays by their nth-weekday rules); nothing is typed in by hand. Where a
phrase is ambiguous under the spec at a given reference time, the resolver raises `Ambiguous` and the
phrase is not written for that reference time (see AMBIGUOUS in the output of `--verbose`).

File format (one case per line):
    # comment
    @now 2026-11-22T10:00          reference wall-clock time, local to @tz, for the lines after it
    @tz America/Los_Angeles        the user's IANA zone (default America/Los_Angeles)
    phrase | START END             half-open interval, local wall-clock, minute precision
    phrase | -                     the line carries no time at all
    phrase | ?                     the line names a time the bot must refuse

Run:  python3 generate_time_phrases.py [--verbose]

Readings chosen where the spec is unclear or contradicts itself (each is enforced in code below):
- On a Sunday, TIMES.md reads "wednesday next week" as 12-02 and "end of next week" as 12-04..12-07 (at
  2026-11-22), treating the coming Monday's week as "this week"; the contract's "next week" is the next
  Monday-to-Sunday week (11-23..11-30) and TIMES.md's own "next sunday" (11-29) and "last week"
  (11-09..11-16) agree with it. "<weekday> next week", beginning/middle/end of next week, "the week after
  next", "next weekend" and "the weekend after next" are therefore not written at Sunday references.
  "next week", "next sat" and "this weekend" are (the contract defines them).
- "this weekend" on a Sunday: the contract's Saturday 00:00 (11-21..11-23), not TIMES.md's "the same
  [as this week] for weekend" (today..Monday).
- "this month" / "this year": left out (today..end, or the calendar period?).
- "last <weekday>" ("the one before today"): written only where the most recent one is also last week's.
- "within 3 days": now to 00:00 after the day "in 3 days" names (so its end matches "next 3 days").
- Bare clock rules apply to h:mm too ("2:30" is 14:30); "quarter to 8" / "ten to 1"-style phrases whose
  hour and the hour before read differently are left out; compact forms only for four digits, hours
  08-18 and 21-23 (no "at 730", no "at 0700", no year-like "at 2030").
- Zones: fixed-offset words only when their region keeps that offset; the weekday or "tomorrow" must be
  the same date on the user's and the zone's calendar.
- A range whose end is before its start is refused, each end read on its own ("dec 30 to dec 28").
- Ordinals that don't exist ("the 5th monday of next month") and days a month lacks ("the 31st of this
  month" in November) are refused like "feb 30".
"""
import calendar
import os
import sys
from datetime import date, datetime, timedelta, timezone
from zoneinfo import ZoneInfo

HERE = os.path.dirname(os.path.abspath(__file__))
VERBOSE = "--verbose" in sys.argv
LA = "America/Los_Angeles"
NY = "America/New_York"

MON, TUE, WED, THU, FRI, SAT, SUN = range(7)
DAY = timedelta(days=1)


class Ambiguous(Exception):
    """The phrase has no single meaning under the spec at this reference time: leave it out."""


NONE = "-"      # must carry no time
REFUSE = "?"    # a time the bot must refuse


# ----------------------------------------------------------------------------------------------
# Calendar helpers
# ----------------------------------------------------------------------------------------------

def midnight(d):
    return datetime(d.year, d.month, d.day)


def valid(y, m, d):
    return 1 <= m <= 12 and 1 <= d <= calendar.monthrange(y, m)[1]


def add_months(y, m, n):
    k = y * 12 + (m - 1) + n
    return k // 12, k % 12 + 1


def first_of(y, m):
    return date(y, m, 1)


def last_of(y, m):
    return date(y, m, calendar.monthrange(y, m)[1])


def nth_weekday(y, m, n, wd):
    """n >= 1: the nth such weekday of the month; n == -1: the last. None if there is none."""
    if n == -1:
        d = last_of(y, m)
        return d - timedelta(days=(d.weekday() - wd) % 7)
    d = first_of(y, m) + timedelta(days=(wd - first_of(y, m).weekday()) % 7 + 7 * (n - 1))
    return d if d.month == m else None


def easter(y):
    """Anonymous Gregorian algorithm (Meeus/Jones/Butcher)."""
    a = y % 19
    b, c = divmod(y, 100)
    d, e = divmod(b, 4)
    f = (b + 8) // 25
    g = (b - f + 1) // 3
    h = (19 * a + b - d - g + 15) % 30
    i, k = divmod(c, 4)
    l = (32 + 2 * e + 2 * i - h - k) % 7
    m = (a + 11 * h + 22 * l) // 451
    month = (h + l - 7 * m + 114) // 31
    day = (h + l - 7 * m + 114) % 31 + 1
    return date(y, month, day)


def election_day(y):
    # The Tuesday after the first Monday of November. Federal elections are held in even years only,
    # so "election day" is only written at a reference time where the next one is in an even year and
    # the yearly and the even-year readings agree.
    if y % 2:
        raise Ambiguous("election day in an odd year")
    return nth_weekday(y, 11, 1, MON) + DAY


HOLIDAYS = {
    "new_years_day": lambda y: date(y, 1, 1),
    "new_years_eve": lambda y: date(y, 12, 31),
    "mlk": lambda y: nth_weekday(y, 1, 3, MON),
    "valentines": lambda y: date(y, 2, 14),
    "presidents": lambda y: nth_weekday(y, 2, 3, MON),
    "st_patricks": lambda y: date(y, 3, 17),
    "april_fools": lambda y: date(y, 4, 1),
    "easter": easter,
    "good_friday": lambda y: easter(y) - 2 * DAY,
    "easter_monday": lambda y: easter(y) + DAY,
    "palm_sunday": lambda y: easter(y) - 7 * DAY,
    "ash_wednesday": lambda y: easter(y) - 46 * DAY,
    "mardi_gras": lambda y: easter(y) - 47 * DAY,
    "earth_day": lambda y: date(y, 4, 22),
    "cinco_de_mayo": lambda y: date(y, 5, 5),
    "mothers_day": lambda y: nth_weekday(y, 5, 2, SUN),
    "memorial_day": lambda y: nth_weekday(y, 5, -1, MON),
    "fathers_day": lambda y: nth_weekday(y, 6, 3, SUN),
    "juneteenth": lambda y: date(y, 6, 19),
    "independence_day": lambda y: date(y, 7, 4),
    "labor_day": lambda y: nth_weekday(y, 9, 1, MON),
    "columbus_day": lambda y: nth_weekday(y, 10, 2, MON),
    "halloween": lambda y: date(y, 10, 31),
    "election_day": election_day,
    "veterans_day": lambda y: date(y, 11, 11),
    "thanksgiving": lambda y: nth_weekday(y, 11, 4, THU),
    "black_friday": lambda y: nth_weekday(y, 11, 4, THU) + DAY,
    "cyber_monday": lambda y: nth_weekday(y, 11, 4, THU) + 4 * DAY,
    "christmas_eve": lambda y: date(y, 12, 24),
    "christmas": lambda y: date(y, 12, 25),
    "boxing_day": lambda y: date(y, 12, 26),
}

# Zone words: a fixed offset (hours) plus the region whose clock it names, or a region alone.
# A fixed-offset word is only written for an instant at which its region really keeps that offset
# ("PST" in July is left out: is it UTC-8 or Pacific time?).
ZONES = {
    "utc": (0, None), "gmt": (0, "Europe/London"), "z": (0, None),
    "pst": (-8, LA), "pdt": (-7, LA), "pt": (None, LA),
    "mst": (-7, "America/Denver"), "mdt": (-6, "America/Denver"), "mt": (None, "America/Denver"),
    "cst": (-6, "America/Chicago"), "cdt": (-5, "America/Chicago"), "ct": (None, "America/Chicago"),
    "est": (-5, NY), "edt": (-4, NY), "et": (None, NY),
    "akst": (-9, "America/Anchorage"), "hst": (-10, "Pacific/Honolulu"),
    "bst": (1, "Europe/London"), "cet": (1, "Europe/Berlin"), "cest": (2, "Europe/Berlin"),
    "eet": (2, "Europe/Athens"), "ist": (5.5, None), "jst": (9, None),
    "aest": (10, "Australia/Sydney"), "aedt": (11, "Australia/Sydney"),
}


def zone_wall_to_utc(d, h, m, word):
    off, region = ZONES[word]
    if off is None:
        local = datetime(d.year, d.month, d.day, h, m, tzinfo=ZoneInfo(region))
        back = local.astimezone(timezone.utc).astimezone(ZoneInfo(region))
        if back.replace(tzinfo=None) != local.replace(tzinfo=None):
            raise Ambiguous("wall time in a DST gap")
        if local.fold or datetime(d.year, d.month, d.day, h, m, fold=1, tzinfo=ZoneInfo(region)).utcoffset() != local.utcoffset():
            raise Ambiguous("wall time in a DST overlap")
        return local.astimezone(timezone.utc)
    tz = timezone(timedelta(hours=off))
    instant = datetime(d.year, d.month, d.day, h, m, tzinfo=tz).astimezone(timezone.utc)
    if region is not None:
        actual = instant.astimezone(ZoneInfo(region)).utcoffset()
        if actual != timedelta(hours=off):
            raise Ambiguous(f"{word} said when {region} is at {actual}")
    return instant


# ----------------------------------------------------------------------------------------------
# Clock words
# ----------------------------------------------------------------------------------------------

PARTS = {"morning": (8, 12), "afternoon": (12, 17), "evening": (17, 21), "night": (18, 24), "tonight": (18, 24)}


def hour24(h, m=0, mer=None, part=None, leading_zero=False):
    """The 24-hour hour of a clock time as said: am/pm, the part of the day it sits in, or the
    bare-hour rule (8-11 morning, 12 noon, 1-7 afternoon; 0 and 13-23 are 24-hour)."""
    if mer == "am":
        if not 1 <= h <= 12:
            raise Ambiguous("am with a 24-hour hour")
        H = h % 12
    elif mer == "pm":
        if not 1 <= h <= 12:
            raise Ambiguous("pm with a 24-hour hour")
        H = h % 12 + 12
    elif h == 0 or h >= 13:
        H = h
    elif leading_zero and 1 <= h <= 7:
        raise Ambiguous("07:00 is 24-hour-looking but 7 is an afternoon hour")
    elif part in ("evening", "night", "tonight"):
        lo = 5 if part == "evening" else 6
        if not lo <= h <= 11:
            raise Ambiguous(f"{h} in the {part}")
        H = h + 12
    elif part == "morning":
        if not 5 <= h <= 11:
            raise Ambiguous(f"{h} in the morning")
        H = h
    elif part == "afternoon":
        if not 1 <= h <= 5:
            raise Ambiguous("afternoon with an hour outside 1-5")
        H = h + 12
    elif 8 <= h <= 11:
        H = h
    elif h == 12:
        H = 12
    else:
        H = h + 12
    if part in ("night", "tonight") and not 18 * 60 <= H * 60 + m < 24 * 60:
        raise Ambiguous(f"{h}:{m:02d} outside the {part}")
    return H


def parse_clock(tok):
    """'6pm', '6:30pm', '6', '6:30', '14:00', 'noon', 'midday' -> (h, m, mer, leading_zero)."""
    tok = tok.replace(" ", "")
    if tok in ("noon", "midday"):
        return 12, 0, "pm", False
    mer = None
    for suffix in ("am", "pm"):
        if tok.endswith(suffix):
            mer, tok = suffix, tok[: -len(suffix)]
    if ":" in tok:
        hs, ms = tok.split(":")
    else:
        hs, ms = tok, "0"
    return int(hs), int(ms), mer, hs.startswith("0") and len(hs) == 2


def clock_minutes(tok, part=None):
    h, m, mer, lz = parse_clock(tok)
    return hour24(h, m, mer, part, lz) * 60 + m


def words(h, m=0, mer=None, part=None):
    """A clock time said in words ("ten thirty am", "six fifteen"): read by the same hour rules."""
    return hour24(h, m, mer, part) * 60 + m


def compact(text):
    """'1030', '1530', '0900': four digits, 24-hour. Hours 19 and 20 look like years; 01-07 read two ways."""
    assert len(text) == 4 and text.isdigit()
    h, m = int(text[:2]), int(text[2:])
    if h in (19, 20) or 1 <= h <= 7:
        raise Ambiguous("compact time that reads two ways")
    assert h < 24 and m < 60
    return h * 60 + m


def minutes_to(h, before, part=None, mer=None):
    """'quarter to 4' etc.: the hour is read by its own rule and must agree with the hour before it."""
    H = hour24(h, 0, mer, part)
    prev = 12 if h == 1 else h - 1
    Hp = hour24(prev, 60 - before, mer, part) if mer is None else (H - 1) % 24
    if (Hp * 60 + 60 - before) % (24 * 60) != (H * 60 - before) % (24 * 60):
        raise Ambiguous(f"{before} to {h}: the hour before reads differently")
    return H * 60 - before


# ----------------------------------------------------------------------------------------------
# Reference context: the resolvers that encode the spec
# ----------------------------------------------------------------------------------------------

class Ctx:
    def __init__(self, now, tz=LA):
        self.now = now
        self.tz = tz
        self.today = now.date()
        self.ws = self.today - timedelta(days=self.today.weekday())  # Monday of the current week

    # -- shapes
    @staticmethod
    def day(d):
        return midnight(d), midnight(d + DAY)

    @staticmethod
    def days(d1, d2):
        """Whole days, inclusive for the user, half-open in the slot; end before start is refused."""
        if d2 < d1:
            return REFUSE
        return midnight(d1), midnight(d2 + DAY)

    @staticmethod
    def at_min(d, minutes, length=60):
        s = midnight(d) + timedelta(minutes=minutes)
        return s, s + timedelta(minutes=length)

    def at(self, d, tok, part=None, length=60):
        return self.at_min(d, clock_minutes(tok, part), length)

    def rng(self, d, a, b, part=None):
        """A clock range on a day: '2-6pm', '10-2pm', '9 to 5', '9am-5pm'."""
        ha, ma, mera, lza = parse_clock(a)
        hb, mb, merb, lzb = parse_clock(b)
        end = hour24(hb, mb, merb, part, lzb) * 60 + mb
        bare = hour24(ha, ma, mera, part, lza) * 60 + ma
        if mera is None and merb is not None and part is None:
            # the start may share the end's am/pm; the spec's "10-2pm" is 10:00; both readings must agree
            shared = (ha % 12 + (12 if merb == "pm" else 0)) * 60 + ma
            if shared >= end:
                shared = (ha % 12 + (0 if merb == "pm" else 12)) * 60 + ma
            if shared != bare:
                raise Ambiguous(f"{a}-{b}: start reads two ways")
        if mera is not None and merb is None and part is None:
            shared = (hb % 12 + (12 if mera == "pm" else 0)) * 60 + mb
            if shared <= bare:
                shared = (hb % 12 + (0 if mera == "pm" else 12)) * 60 + mb
            if shared != end:
                raise Ambiguous(f"{a}-{b}: end reads two ways")
        if not bare < end:
            raise Ambiguous("clock range not increasing")
        return midnight(d) + timedelta(minutes=bare), midnight(d) + timedelta(minutes=end)

    def part(self, d, name):
        lo, hi = PARTS[name]
        return midnight(d) + timedelta(hours=lo), midnight(d) + timedelta(hours=hi)

    # -- days
    @property
    def tomorrow(self):
        return self.today + DAY

    def _passed(self, interval):
        s, e = interval
        if s <= self.now < e:
            raise Ambiguous("asked time is in progress")
        return e <= self.now

    def wd(self, wd, shape=None):
        """A bare weekday: the next one on or after today; a week later if it is today and the asked
        time (shape(day)) has passed."""
        d = self.today + timedelta(days=(wd - self.today.weekday()) % 7)
        if shape is not None and d == self.today and self._passed(shape(d)):
            d += 7 * DAY
        return d

    def this_wd(self, wd):
        return self.wd(wd)

    def next_wd(self, wd):
        return self.ws + timedelta(days=7 + wd)

    def after_next_wd(self, wd):
        """The first such day after today, plus a week: "friday after next" said on a Tuesday is not this
        Friday but the one after it."""
        return self.today + timedelta(days=(wd - self.today.weekday()) % 7 or 7) + 7 * DAY

    def last_wd(self, wd):
        d = self.today - timedelta(days=(self.today.weekday() - wd) % 7 or 7)
        if d != self.ws - timedelta(days=7 - wd):
            raise Ambiguous("last <weekday>: the most recent one is in the current week")
        return d

    def nth_wd_from_now(self, n, wd):
        first = self.wd(wd)
        if first == self.today:
            raise Ambiguous("N <weekday>s from now, said on that weekday")
        return first + timedelta(days=7 * (n - 1))

    def on_wd(self, wd, shape):
        """A bare weekday with a time: shape(day) -> interval."""
        return shape(self.wd(wd, shape))

    def clock(self, tok, part=None, length=60):
        """A bare clock time: today's, or tomorrow's if already gone."""
        shape = lambda d: self.at(d, tok, part, length)
        d = self.today
        if self._passed(shape(d)):
            d += DAY
        return shape(d)

    def clock_min(self, minutes, length=60):
        shape = lambda d: self.at_min(d, minutes, length)
        d = self.today
        if self._passed(shape(d)):
            d += DAY
        return shape(d)

    def bare_rng(self, a, b, part=None):
        shape = lambda d: self.rng(d, a, b, part)
        d = self.today
        if self._passed(shape(d)):
            d += DAY
        return shape(d)

    def midnight_tonight(self):
        return self.at_min(self.tomorrow, 0)

    def after(self, d, tok):
        s, _ = self.at(d, tok)
        return s, midnight(d + DAY)

    def bare_after(self, tok):
        s, _ = self.at(self.today, tok)
        if self.now >= s:
            raise Ambiguous("after a time already gone today")
        return s, midnight(self.tomorrow)

    def before(self, d, tok):
        e, _ = self.at(d, tok)
        s = midnight(d)
        if d == self.today:
            if self.now >= e:
                raise Ambiguous("before a time already gone")
            s = self.now
        return s, e

    def hol(self, name):
        """A holiday: the next one that has not ended."""
        y = self.today.year
        while True:
            d = HOLIDAYS[name](y)
            if d >= self.today:
                return d
            y += 1

    def on_hol(self, name, shape):
        d = self.hol(name)
        if d == self.today and self._passed(shape(d)):
            raise Ambiguous("holiday today, time gone")
        return shape(d)

    # -- weeks, weekends, months, years
    def this_week(self):
        return midnight(self.today), midnight(self.ws + 7 * DAY)

    def sunday_guard(self, what):
        # On a Sunday, TIMES.md reads "wednesday next week" as 12-02 and "end of next week" as 12-04..12-07
        # (the coming Monday's week counted as "this week"), while the contract's "next week" is the next
        # Monday-to-Sunday week (11-23..11-30) and TIMES.md's own "next sunday" is 11-29. Left out on Sundays.
        if self.today.weekday() == SUN:
            raise Ambiguous(f"{what} on a Sunday: TIMES.md and the contract disagree")

    def wd_of_next_week(self, wd):
        """'wednesday next week', 'next week wednesday', 'wednesday of next week'."""
        self.sunday_guard("<weekday> next week")
        return self.next_wd(wd)

    def week(self, k):
        """k = 1 next week, 2 the week after next, -1 last week."""
        if k >= 2:
            self.sunday_guard("the week after next")
        s = self.ws + timedelta(days=7 * k)
        return midnight(s), midnight(s + 7 * DAY)

    def weekend(self, k):
        """k = 0 this (current or coming) weekend, 1 next, 2 after next, -1 last."""
        if k >= 1:
            self.sunday_guard("next weekend")
        s = self.ws + timedelta(days=7 * k + 5)
        return midnight(s), midnight(s + 2 * DAY)

    def week_part(self, k, which):
        a, b = {"begin": (0, 2), "mid": (2, 4), "end": (4, 7)}[which]
        if k >= 1:
            self.sunday_guard("part of next week")
        s = self.ws + timedelta(days=7 * k)
        if k == 0 and s + timedelta(days=b) <= self.today:
            raise Ambiguous("part of this week already gone")
        if k == 0 and s + timedelta(days=a) < self.today:
            raise Ambiguous("part of this week partly gone (clip to today or not?)")
        return midnight(s + timedelta(days=a)), midnight(s + timedelta(days=b))

    @staticmethod
    def month(y, m):
        ny, nm = add_months(y, m, 1)
        return midnight(date(y, m, 1)), midnight(date(ny, nm, 1))

    def rel_month(self, k):
        return add_months(self.today.year, self.today.month, k)

    def named_month(self, m, year=None, next_=False):
        """'march' / 'in march' / 'next march' / 'march 2027': (year, month)."""
        if year is not None:
            return year, m
        cur = self.today.month
        if m == cur:
            raise Ambiguous("the current month named bare")
        if next_ and m > cur:
            raise Ambiguous("'next <month>' for a month still ahead this year")
        return self.today.year + (1 if m < cur else 0), m

    @staticmethod
    def month_part(y, m, which):
        a, b = {"begin": (1, 11), "mid": (11, 21), "end": (21, None)}[which]
        s = date(y, m, a)
        e = date(y, m, b) if b else date(*add_months(y, m, 1), 1)
        return midnight(s), midnight(e)

    def this_month_part(self, which):
        s, e = self.month_part(self.today.year, self.today.month, which)
        if e <= midnight(self.today):
            raise Ambiguous("part of this month already gone")
        return s, e

    @staticmethod
    def year(y):
        return midnight(date(y, 1, 1)), midnight(date(y + 1, 1, 1))

    @staticmethod
    def year_part(y, which):
        a, b = {"begin": (1, 5), "mid": (5, 9), "end": (9, 13)}[which]
        return midnight(date(y, a, 1)), midnight(date(y + (b == 13), b if b < 13 else 1, 1))

    # -- ordinals inside a period
    def nth_wd_of(self, y, m, n, wd):
        d = nth_weekday(y, m, n, wd)
        if d is None:
            return REFUSE
        return self.day(d)

    @staticmethod
    def nth_weekend_of(y, m, n):
        if n > 0 and first_of(y, m).weekday() == SUN:
            raise Ambiguous("month starts on a Sunday: is that its first weekend?")
        if n == -1 and last_of(y, m).weekday() == SAT:
            raise Ambiguous("month ends on a Saturday: is that its last weekend?")
        sat = nth_weekday(y, m, n, SAT)
        return midnight(sat), midnight(sat + 2 * DAY)

    @staticmethod
    def first_week_of(y, m):
        mon = nth_weekday(y, m, 1, MON)
        return midnight(mon), midnight(mon + 7 * DAY)

    @staticmethod
    def nth_week_of(y, m, n):
        # Only the first week is defined (the week of the month's first Monday); later weeks are written
        # only for months that start on a Monday, where every reading agrees.
        if n != 1 and first_of(y, m).weekday() != MON:
            raise Ambiguous("nth week of a month not starting on Monday")
        mon = nth_weekday(y, m, n, MON)
        return midnight(mon), midnight(mon + 7 * DAY)

    def future_only(self, interval):
        """For 'of the month' ordinals: left out when the day is already gone."""
        if interval in (REFUSE, NONE):
            return interval
        if interval[1] <= midnight(self.today):
            raise Ambiguous("ordinal of the current period already gone")
        return interval

    # -- dates
    def md(self, m, d, year=None):
        """'march 3': this year's, or next year's if gone; with a year, that one."""
        if year is not None:
            return date(year, m, d) if valid(year, m, d) else REFUSE
        if not valid(2028, m, d):          # no such month-day in any year
            return REFUSE
        y = self.today.year
        if valid(y, m, d) and date(y, m, d) >= self.today:
            return date(y, m, d)
        if not valid(y + 1, m, d):
            raise Ambiguous("feb 29 when the next february has none")
        return date(y + 1, m, d)

    def mdday(self, m, d, year=None):
        x = self.md(m, d, year)
        return x if x == REFUSE else self.day(x)

    def the_nth(self, n):
        """'the 8th': the next day numbered n, this month's if not gone."""
        y, m = self.today.year, self.today.month
        if n >= self.today.day:
            if not valid(y, m, n):
                raise Ambiguous("this month has no such day")
            return date(y, m, n)
        y, m = add_months(y, m, 1)
        if not valid(y, m, n):
            raise Ambiguous("next month has no such day")
        return date(y, m, n)

    def nth_of_rel_month(self, n, k):
        y, m = self.rel_month(k)
        return date(y, m, n) if valid(y, m, n) else REFUSE

    def wd_md(self, wd, m, d):
        """'fri, sep 20': the next September 20th that is a Friday, or this year's when it agrees and went by in the
        last 31 days (a past time is read as said, and the bot says it is past)."""
        if valid(self.today.year, m, d):
            recent = date(self.today.year, m, d)
            if self.today - timedelta(days=31) <= recent < self.today and recent.weekday() == wd:
                return recent
        x = self.md(m, d)
        y = x.year
        for _ in range(60):
            if valid(y, m, d) and date(y, m, d).weekday() == wd and date(y, m, d) >= self.today:
                return date(y, m, d)
            y += 1
        raise AssertionError

    def wd_nth(self, wd, n):
        """'tuesday the 19th': the next 19th that is a Tuesday."""
        y, m = self.today.year, self.today.month
        for _ in range(400):
            if valid(y, m, n) and date(y, m, n) >= self.today and date(y, m, n).weekday() == wd:
                return date(y, m, n)
            y, m = add_months(y, m, 1)
        raise AssertionError

    def numeric(self, text):
        """'3/3/27', '03/03/2027', '12/1', '25/12': month first; day first when the first number is over 12."""
        parts = [int(p) for p in text.split("/")]
        a, b = parts[0], parts[1]
        m, d = (b, a) if a > 12 else (a, b)
        if len(parts) == 3:
            y = parts[2] + (2000 if parts[2] < 100 else 0)
            return self.md(m, d, y)
        return self.md(m, d)

    # -- offsets and rolling periods
    def in_minutes(self, n):
        s = self.now + timedelta(minutes=n)
        return s, s + timedelta(hours=1)

    def in_days(self, n):
        return self.day(self.today + timedelta(days=n))

    def in_months_day(self, n):
        y, m = add_months(self.today.year, self.today.month, n)
        if not valid(y, m, self.today.day):
            raise Ambiguous("no such day in the target month")
        return date(y, m, self.today.day)

    def next_n_days(self, n):
        return midnight(self.tomorrow), midnight(self.tomorrow + timedelta(days=n))

    def next_n_weeks(self, n):
        return midnight(self.ws + 7 * DAY), midnight(self.ws + timedelta(days=7 * (n + 1)))

    def next_n_months(self, n):
        return self.month(*self.rel_month(1))[0], self.month(*self.rel_month(n))[1]

    def next_n_years(self, n):
        return self.year(self.today.year + 1)[0], self.year(self.today.year + n)[1]

    def past_n_days(self, n):
        return midnight(self.today - timedelta(days=n)), midnight(self.today)

    def past_n_weeks(self, n):
        return self.week(-n)[0], self.week(-1)[1]

    def past_n_months(self, n):
        return self.month(*self.rel_month(-n))[0], self.month(*self.rel_month(-1))[1]

    def next_n_hours(self, n):
        return self.now, self.now + timedelta(hours=n)

    def within_days(self, n):
        return self.now, midnight(self.today + timedelta(days=n + 1))

    # -- zones
    def zoned(self, d, tok, word, part=None, length=60):
        """A clock time said in another zone on day d (a day on the user's calendar)."""
        h, m, mer, lz = parse_clock(tok)
        H = hour24(h, m, mer, part, lz)
        instant = zone_wall_to_utc(d, H, m, word)
        return self._to_user(instant, length)

    def _to_user(self, instant, length=60):
        tz = ZoneInfo(self.tz)
        local = instant.astimezone(tz)
        naive = local.replace(tzinfo=None)
        # refuse to write a time that lands in the user's DST fold/gap
        if datetime(naive.year, naive.month, naive.day, naive.hour, naive.minute, fold=1, tzinfo=tz).utcoffset() != local.utcoffset():
            raise Ambiguous("lands in the user's DST overlap")
        end = (instant + timedelta(minutes=length)).astimezone(tz).replace(tzinfo=None)
        return naive, end

    def zoned_rng(self, d, a, b, word):
        s, e = self.rng(d, a, b)
        si = zone_wall_to_utc(d, s.hour, s.minute, word)
        ei = zone_wall_to_utc(d, e.hour, e.minute, word)
        tz = ZoneInfo(self.tz)
        return si.astimezone(tz).replace(tzinfo=None), ei.astimezone(tz).replace(tzinfo=None)

    def zoned_bare(self, tok, word):
        """A bare clock time with a zone: the next such instant. Reading 'today' on the user's or on the
        zone's calendar must agree."""
        h, m, mer, lz = parse_clock(tok)
        H = hour24(h, m, mer, None, lz)
        now_i = self.now.replace(tzinfo=ZoneInfo(self.tz)).astimezone(timezone.utc)
        answers = set()
        off, region = ZONES[word]
        zone_today = now_i.astimezone(ZoneInfo(region) if off is None else timezone(timedelta(hours=off))).date()
        for start_day in (self.today, zone_today):
            inst = zone_wall_to_utc(start_day, H, m, word)
            if inst <= now_i < inst + timedelta(hours=1):
                raise Ambiguous("in progress")
            if inst <= now_i:
                inst = zone_wall_to_utc(start_day + DAY, H, m, word)
            answers.add(inst)
        if len(answers) != 1:
            raise Ambiguous("today on which calendar?")
        return self._to_user(answers.pop())

    def zone_today(self, word):
        off, region = ZONES[word]
        tz = ZoneInfo(region) if off is None else timezone(timedelta(hours=off))
        return self.now.replace(tzinfo=ZoneInfo(self.tz)).astimezone(tz).date()

    def zoned_wd(self, wd, tok, word):
        """A weekday with a zoned time; left out when that weekday is today (passed on which clock?) and
        when the weekday would be a different date on the zone's calendar."""
        d = self.wd(wd)
        if d == self.today:
            raise Ambiguous("zoned time on today's weekday")
        zt = self.zone_today(word)
        dz = zt + timedelta(days=(wd - zt.weekday()) % 7)
        if dz != d:
            raise Ambiguous("the weekday is another date on the zone's calendar")
        return self.zoned(d, tok, word)

    def zoned_tomorrow(self, tok, word):
        if self.zone_today(word) != self.today:
            raise Ambiguous("tomorrow on which calendar?")
        return self.zoned(self.tomorrow, tok, word)


# ----------------------------------------------------------------------------------------------
# Output
# ----------------------------------------------------------------------------------------------

def fmt(x):
    return x.strftime("%Y-%m-%dT%H:%M")


class TimesFile:
    all_files = []

    def __init__(self, name, header):
        self.name = name
        self.lines = [f"# {line}" if line else "#" for line in header.strip("\n").split("\n")]
        self.lines.insert(0, "# Generated by generate_time_phrases.py; edit that script, not this file.")
        self.ctx = None
        self.cases = 0
        self.skipped = []
        self.seen = set()
        self.duplicates = 0
        self.tracked = {}
        TimesFile.all_files.append(self)

    def comment(self, text):
        self.lines.append("")
        self.lines.append(f"# {text}")

    def ref(self, now, tz=LA, note=None):
        self.ctx = Ctx(now, tz)
        self.lines.append("")
        label = now.strftime("%A %Y-%m-%d %H:%M")
        self.lines.append(f"# reference: {label} in {tz}" + (f" ({note})" if note else ""))
        self.lines.append(f"@now {fmt(now)}")
        self.lines.append(f"@tz {tz}")

    def _emit(self, phrase, value):
        assert "|" not in phrase and phrase == phrase.strip() and phrase, phrase
        assert phrase.lower() == phrase, f"not lower-case: {phrase!r}"
        assert phrase[0] not in "#@", f"would read as a comment or a directive: {phrase!r}"
        key = (fmt(self.ctx.now), self.ctx.tz, phrase)
        if key in self.seen:          # the same phrase at the same reference time: written once
            self.duplicates += 1
            return False
        self.seen.add(key)
        if value in (NONE, REFUSE):
            out = value
        else:
            s, e = value
            assert isinstance(s, datetime) and s < e, (phrase, value)
            assert s.second == 0 and e.second == 0
            out = f"{fmt(s)} {fmt(e)}"
        self.lines.append(f"{phrase} | {out}")
        self.cases += 1

    def add(self, phrase, fn):
        """Must resolve: an Ambiguous here is a mistake in this script."""
        try:
            value = fn(self.ctx) if callable(fn) else fn
        except Ambiguous as error:
            raise SystemExit(f"{self.name}: {phrase!r} at {self.ctx.now}: ambiguous ({error})")
        self._emit(phrase, value)

    def maybe(self, phrase, fn):
        """Written only when the spec gives one meaning at this reference time."""
        try:
            value = fn(self.ctx)
        except Ambiguous as error:
            self.skipped.append((fmt(self.ctx.now), phrase, str(error)))
            return False
        return self._emit(phrase, value) is not False

    def track(self, phrase, written):
        """Remember whether a table row was written at some reference time (see main: none may be lost)."""
        self.tracked[phrase] = self.tracked.get(phrase, False) or bool(written)

    def cases_(self, rows, strict=False):
        for phrase, fn in rows:
            (self.add if strict else self.maybe)(phrase, fn)

    def write(self):
        with open(os.path.join(HERE, self.name), "w", encoding="utf-8") as f:
            f.write("\n".join(self.lines) + "\n")


CLOCK_START = {"noon", "midday", "midnight", "quarter", "half", "twenty", "ten", "five", "eleven", "one", "two",
               "three", "four", "six", "seven", "eight", "nine", "twelve", "20"}


def needs_at(phrase):
    """A bare clock time ("noon", "2:30", "ten to five", "9 tomorrow") reads better after "at" inside a request."""
    words_ = phrase.split()
    first = words_[0]
    if first == "a":
        return len(words_) > 1 and words_[1] == "quarter"
    if any(w in words_ for w in ("days", "weeks", "ago", "hours", "minutes", "fridays", "saturdays", "mondays", "sundays")):
        return False
    if any(m in words_ for names in MONTH_NAMES.values() for m in names) or any(ch in phrase for ch in "/-"):
        return False
    return first in CLOCK_START or first[0].isdigit()


def wrap(phrase, i):
    """Some phrases sit inside a request, as renters type them; the frames carry no time words or numbers."""
    frames = [
        "{}", "book the tent {}", "can i rent the kayak {}?", "is the drill free {}?", "i need the van {}",
        "{}", "reserve the projector {} pls", "any bikes available {}?", "we'd like the cabin {}", "{}",
        "could i pick up the ladder {}?", "looking for a pressure washer {}", "do you have a canoe free {}?",
        "{}", "hey, can i borrow the paddle board {}", "book it {}", "can we book the camper van {}?", "{}",
    ]
    frame = frames[i % len(frames)]
    if frame != "{}" and needs_at(phrase):
        frame = frame.replace("{}", "at {}")
    return frame.format(phrase)


def past_wrap(phrase, i):
    """Frames for past times: requests the bot reads as said and then refuses, saying the time is past."""
    frames = ["{}", "book the drill {}", "any kayaks free {}?", "can i book the tent {}?", "{}",
              "reserve the ladder {}", "is the drill free {}?", "i need a van {}", "{}",
              "can i rent the cabin {}", "bikes available {}"]
    frame = frames[i % len(frames)]
    if frame != "{}" and needs_at(phrase):
        frame = frame.replace("{}", "at {}")
    return frame.format(phrase)


def rotate(rows, ri, keep=3, of=6):
    """Row i is written at `keep` of the `of` reference times (a different choice for each row)."""
    return [(i, row) for i, row in enumerate(rows) if (i + ri) % of < keep]


# ----------------------------------------------------------------------------------------------
# Phrase builders: each returns fn(ctx) -> interval
# ----------------------------------------------------------------------------------------------

def wdd(wd):
    return lambda c: c.day(c.wd(wd))


def wdt(wd, tok, part=None, length=60):
    return lambda c: c.on_wd(wd, lambda d: c.at(d, tok, part, length))


def wdm(wd, minutes):
    return lambda c: c.on_wd(wd, lambda d: c.at_min(d, minutes))


def wdr(wd, a, b, part=None):
    return lambda c: c.on_wd(wd, lambda d: c.rng(d, a, b, part))


def wdp(wd, part):
    return lambda c: c.on_wd(wd, lambda d: c.part(d, part))


def today_part(part):
    def f(c):
        s, e = c.part(c.today, part)
        if c.now >= s:
            raise Ambiguous(f"this {part} already begun")
        return s, e
    return f


def tonight():
    return lambda c: c.part(c.today, "tonight")


def tmt(tok, part=None, length=60):
    return lambda c: c.at(c.tomorrow, tok, part, length)


def tmm(minutes):
    return lambda c: c.at_min(c.tomorrow, minutes)


def tmp(part):
    return lambda c: c.part(c.tomorrow, part)


def tmr(a, b, part=None):
    return lambda c: c.rng(c.tomorrow, a, b, part)


def clk(tok, part=None, length=60):
    return lambda c: c.clock(tok, part, length)


def clkm(minutes):
    return lambda c: c.clock_min(minutes)


def tonight_at(tok):
    def f(c):
        s, e = c.at(c.today, tok, "tonight")
        if c._passed((s, e)):
            raise Ambiguous("tonight's time already gone")
        return s, e
    return f


def mdd(m, d, y=None):
    return lambda c: c.mdday(m, d, y)


def md_at(m, d, tok, y=None):
    def f(c):
        x = c.md(m, d, y)
        if x == c.today:
            raise Ambiguous("date is today")
        return c.at(x, tok)
    return f


def md_range(m1, d1, m2, d2, y1=None, y2=None):
    """A positive range of month-days: each end read alone, and the end read as the first one on or after
    the start, must agree."""
    def f(c):
        s = c.md(m1, d1, y1)
        e = c.md(m2, d2, y2)
        if e < s:
            raise Ambiguous("range reversed at this reference")
        if y2 is None:
            e2 = date(s.year, m2, d2) if date(s.year, m2, d2) >= s else date(s.year + 1, m2, d2)
            if e2 != e:
                raise Ambiguous("range end reads two ways")
        return c.days(s, e)
    return f


def md_reversed(m1, d1, m2, d2, y1=None, y2=None):
    """'dec 30 to dec 28': each end read alone; the end is before the start, so it is refused."""
    def f(c):
        s = c.md(m1, d1, y1)
        e = c.md(m2, d2, y2)
        assert e < s, "not reversed"
        return REFUSE
    return f


def wd_range(a, b):
    def f(c):
        s = c.wd(a)
        e_bare = c.wd(b)
        e_after = s + timedelta(days=(b - s.weekday()) % 7)
        if e_bare != e_after:
            raise Ambiguous("weekday range end reads two ways")
        if e_after == s:
            raise Ambiguous("a range of one day said as two")
        return c.days(s, e_after)
    return f


def from_day_to_wd(start_fn, b):
    """'from tomorrow to friday': start day, through the weekday (read bare, and after the start: must agree)."""
    def f(c):
        s = start_fn(c)
        e_bare = c.wd(b)
        e_after = s + timedelta(days=(b - s.weekday()) % 7)
        if e_bare != e_after:
            raise Ambiguous("range end reads two ways")
        if e_after == s:
            raise Ambiguous("a range of one day said as two")
        return c.days(s, e_after)
    return f


def for_days(start_fn, n):
    """'<day> for n days': n whole days from that day."""
    return lambda c: c.days(start_fn(c), start_fn(c) + timedelta(days=n - 1))


def point_range(start, end):
    """'from 3pm tomorrow to 5pm friday': start and end are points (day_fn, tok)."""
    def f(c):
        (sd, stok), (ed, etok) = start, end
        s_day = sd(c)
        e_day = ed(c)
        s = c.at(s_day, stok)[0]
        e = c.at(e_day, etok)[0]
        if s <= c.now:
            raise Ambiguous("range starts in the past")
        if not s < e:
            raise Ambiguous("range end before start at this reference")
        if (e_day - s_day).days >= 7:
            raise Ambiguous("end weekday read a week later")
        return s, e
    return f


def hol(name):
    return lambda c: c.day(c.hol(name))


def hol_at(name, tok, part=None):
    return lambda c: c.on_hol(name, lambda d: c.at(d, tok, part))


def hol_part(name, part):
    return lambda c: c.on_hol(name, lambda d: c.part(d, part))


def hol_rng(name, a, b):
    return lambda c: c.on_hol(name, lambda d: c.rng(d, a, b))


def named_month(m, year=None, next_=False):
    return lambda c: c.month(*c.named_month(m, year, next_))


def named_month_part(m, which, year=None):
    return lambda c: c.month_part(*c.named_month(m, year), which)


def nth_wd_named(n, wd, m, year=None):
    return lambda c: c.nth_wd_of(*c.named_month(m, year), n, wd)


def nth_wd_rel(n, wd, k):
    def f(c):
        v = c.nth_wd_of(*c.rel_month(k), n, wd)
        return c.future_only(v) if k == 0 else v
    return f


def nth_weekend_named(n, m):
    return lambda c: c.nth_weekend_of(*c.named_month(m), n)


def nth_weekend_rel(n, k):
    def f(c):
        v = c.nth_weekend_of(*c.rel_month(k), n)
        return c.future_only(v) if k == 0 else v
    return f


def nth_day_named(n, m):
    def f(c):
        y, mm = c.named_month(m)
        return c.day(date(y, mm, n)) if valid(y, mm, n) else REFUSE
    return f


def last_day_named(m):
    return lambda c: c.day(last_of(*c.named_month(m)))


def last_day_rel(k):
    def f(c):
        v = c.day(last_of(*c.rel_month(k)))
        return c.future_only(v) if k == 0 else v
    return f


def first_week_named(m):
    return lambda c: c.first_week_of(*c.named_month(m))


def nth_week_named(n, m):
    return lambda c: c.nth_week_of(*c.named_month(m), n)


def zb(tok, word):
    return lambda c: c.zoned_bare(tok, word)


def zwd(wd, tok, word):
    return lambda c: c.zoned_wd(wd, tok, word)


def ztm(tok, word):
    return lambda c: c.zoned_tomorrow(tok, word)


WD_NAMES = {
    MON: ["monday", "mon"], TUE: ["tuesday", "tue", "tues"], WED: ["wednesday", "wed", "weds"],
    THU: ["thursday", "thu", "thurs", "thur"], FRI: ["friday", "fri"], SAT: ["saturday", "sat"],
    SUN: ["sunday", "sun"],
}
MONTH_NAMES = {
    1: ["january", "jan"], 2: ["february", "feb"], 3: ["march", "mar"], 4: ["april", "apr"], 5: ["may"],
    6: ["june", "jun"], 7: ["july", "jul"], 8: ["august", "aug"], 9: ["september", "sept", "sep"],
    10: ["october", "oct"], 11: ["november", "nov"], 12: ["december", "dec"],
}


def ordinal(n):
    suffix = "th" if 11 <= n % 100 <= 13 else {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")
    return f"{n}{suffix}"


# ----------------------------------------------------------------------------------------------
# Reference times (weekdays are asserted below)
# ----------------------------------------------------------------------------------------------

A = datetime(2026, 11, 22, 10, 0)    # Sunday morning: the TIMES.md reference
B = datetime(2027, 3, 10, 15, 45)    # Wednesday afternoon, four days before US DST starts
C = datetime(2026, 12, 26, 22, 10)   # Saturday late evening, boxing day
D = datetime(2027, 5, 31, 7, 0)      # Monday early morning, month end, memorial day
E = datetime(2028, 2, 10, 11, 20)    # Thursday late morning in a leap year
F = datetime(2027, 8, 13, 17, 30)    # Friday early evening
NY1 = datetime(2026, 12, 4, 18, 20)  # Friday evening in New York, winter
NY2 = datetime(2027, 7, 1, 9, 30)    # Thursday morning in New York, summer
LON = datetime(2027, 1, 19, 9, 0)    # Tuesday morning in London
TYO = datetime(2027, 1, 20, 8, 0)    # Wednesday morning in Tokyo

for ref, wd in [(A, SUN), (B, WED), (C, SAT), (D, MON), (E, THU), (F, FRI), (NY1, FRI), (NY2, THU), (LON, TUE), (TYO, WED)]:
    assert ref.weekday() == wd, ref
REFS = [A, B, C, D, E, F]


# ----------------------------------------------------------------------------------------------
# basics.times: the contract's own examples and everyday requests, at every reference time
# ----------------------------------------------------------------------------------------------

def build_basics():
    f = TimesFile("basics.times", """
The contract's basics (PRODUCT.md "Time rules"), read at six reference times.
Clock ranges: "2-6pm" is 14:00-18:00, "10-2pm" 10:00-14:00, "9 to 5" 09:00-17:00.
Whole days end at the next midnight; "this weekend" is Saturday 00:00 to Monday 00:00 of the current
or coming weekend; "next sat" is the Saturday of the next Monday-to-Sunday week.
""")
    rows = [
        ("sat 2-6pm", wdr(SAT, "2", "6pm")),
        ("saturday 10-2pm", wdr(SAT, "10", "2pm")),
        ("sat 9am-5pm", wdr(SAT, "9am", "5pm")),
        ("sat 9 to 5", wdr(SAT, "9", "5")),
        ("sun 2-6pm", wdr(SUN, "2", "6pm")),
        ("fri 10-2pm", wdr(FRI, "10", "2pm")),
        ("thurs 6pm", wdt(THU, "6pm")),
        ("tue 3pm", wdt(TUE, "3pm")),
        ("wednesday 11am", wdt(WED, "11am")),
        ("mon 9am-5pm", wdr(MON, "9am", "5pm")),
        ("sat 2 pm", wdt(SAT, "2pm")),
        ("sat from 2 to 4", wdr(SAT, "2", "4")),
        ("sat between 2 and 4pm", wdr(SAT, "2", "4pm")),
        ("today", lambda c: c.day(c.today)),
        ("tomorrow", lambda c: c.day(c.tomorrow)),
        ("tonight", tonight()),
        ("tomorrow morning", tmp("morning")),
        ("tomorrow afternoon", tmp("afternoon")),
        ("tomorrow evening", tmp("evening")),
        ("tomorrow night", tmp("night")),
        ("this morning", today_part("morning")),
        ("this afternoon", today_part("afternoon")),
        ("this evening", today_part("evening")),
        ("day after tomorrow", lambda c: c.day(c.today + 2 * DAY)),
        ("the day after tomorrow", lambda c: c.day(c.today + 2 * DAY)),
        ("next sat", lambda c: c.day(c.next_wd(SAT))),
        ("next saturday", lambda c: c.day(c.next_wd(SAT))),
        ("next friday", lambda c: c.day(c.next_wd(FRI))),
        ("next monday", lambda c: c.day(c.next_wd(MON))),
        ("this weekend", lambda c: c.weekend(0)),
        ("next weekend", lambda c: c.weekend(1)),
        ("this week", lambda c: c.this_week()),
        ("next week", lambda c: c.week(1)),
        ("next month", lambda c: c.month(*c.rel_month(1))),
        ("next year", lambda c: c.year(c.today.year + 1)),
        ("mon to fri", wd_range(MON, FRI)),
        ("dec 1 to dec 3", md_range(12, 1, 12, 3)),
        ("dec 24-26", md_range(12, 24, 12, 26)),
        ("tomorrow for 3 days", for_days(lambda c: c.tomorrow, 3)),
        ("from 2pm for 2 hours", clk("2pm", length=120)),
        ("noon", clk("noon")),
        ("midnight", lambda c: c.midnight_tonight()),
        ("tomorrow 9-5", tmr("9", "5")),
        ("tomorrow at 10am for 3 hours", tmt("10am", length=180)),
    ]
    for ref in REFS:
        f.ref(ref)
        for i, (phrase, fn) in enumerate(rows):
            f.track(phrase, f.maybe(wrap(phrase, i + ref.day), fn))

    f.comment("basics inside fuller requests, with prices, counts and places that are not times")
    f.ref(A)
    f.cases_([
        ("book 2 for sat 2-6pm", wdr(SAT, "2", "6pm")),
        ("find a tent under $50 for this weekend", lambda c: c.weekend(0)),
        ("search kayaks near 94105 tomorrow", lambda c: c.day(c.tomorrow)),
        ("book listing 42 tomorrow 9-5", tmr("9", "5")),
        ("rent the 2 person kayak sat 9am-5pm", wdr(SAT, "9am", "5pm")),
        ("any 3 bedroom cabins free next week?", lambda c: c.week(1)),
        ("i want the 4 man tent dec 1 to dec 3", md_range(12, 1, 12, 3)),
        ("can i book the second one tomorrow for 3 days", for_days(lambda c: c.tomorrow, 3)),
        ("show me drills under 5/day for next month", lambda c: c.month(*c.rel_month(1))),
        ("book 3 from 2pm for 2 hours", clk("2pm", length=120)),
        ("find a projector for 20 bucks tonight", tonight()),
        ("need a 2 bedroom place dec 24-26", md_range(12, 24, 12, 26)),
        ("hey do you have a ladder i could get mon to fri", wd_range(MON, FRI)),
        ("book it for noon please", clk("noon")),
        ("reserve the 5 star cabin this week", lambda c: c.this_week()),
    ], strict=True)
    f.ref(B)
    f.cases_([
        ("book 2 for sat 2-6pm", wdr(SAT, "2", "6pm")),
        ("find a tent under $50 for this weekend", lambda c: c.weekend(0)),
        ("any 2 bath apartments next week", lambda c: c.week(1)),
        ("i'd like listing 17 fri 10-2pm", wdr(FRI, "10", "2pm")),
        ("can i grab the 3 kayaks tomorrow 9-5", tmr("9", "5")),
        ("rent the drill for $8 a day tomorrow for 3 days", for_days(lambda c: c.tomorrow, 3)),
        ("book the 6 person tent next weekend", lambda c: c.weekend(1)),
        ("find 2 bikes near 94110 for next sat", lambda c: c.day(c.next_wd(SAT))),
    ], strict=True)
    return f


# ----------------------------------------------------------------------------------------------
# weekdays.times: bare weekdays, this / next / after next / of next week / N from now
# ----------------------------------------------------------------------------------------------

def build_weekdays():
    f = TimesFile("weekdays.times", """
A bare weekday is the next one on or after today; if that is today and the asked time has passed,
the one a week later. "this sunday" is the coming one (today, on a Sunday). "next <day>" is the one in
the next Monday-to-Sunday week; "<day> after next" the first such day after today plus a week. "wednesday next week",
"next week wednesday", "wednesday of next week" are next week's (left out on Sundays, see the report
in generate_time_phrases.py). "3 fridays from now" counts the coming Friday as the first.
""")
    for ri, ref in enumerate([A, B, C, D, E, F]):
        f.ref(ref)
        for wd in range(7):
            names = WD_NAMES[wd]
            full, short = names[0], names[(ri + wd) % (len(names) - 1) + 1]
            k = ri + wd
            rows = [
                ([short, full, f"on {full}", f"on {short}"][k % 4], wdd(wd)),
                (f"this {[full, short][k % 2]}", lambda c, wd=wd: c.day(c.this_wd(wd))),
                (f"next {[short, full][k % 2]}", lambda c, wd=wd: c.day(c.next_wd(wd))),
                (f"{full} after next", lambda c, wd=wd: c.day(c.after_next_wd(wd))),
                ([f"{full} next week", f"next week {full}", f"{full} of next week", f"{short} next week"][k % 4],
                 lambda c, wd=wd: c.day(c.wd_of_next_week(wd))),
                (f"{[full, short][k % 2]} {['morning', 'afternoon', 'evening', 'night'][k % 4]}",
                 wdp(wd, ['morning', 'afternoon', 'evening', 'night'][k % 4])),
                (f"{short} at {[4, 9, 11, 2, 6, 10, 3][k % 7]}{['pm', 'am', 'am', 'pm', 'pm', 'am', 'pm'][k % 7]}",
                 wdt(wd, f"{[4, 9, 11, 2, 6, 10, 3][k % 7]}{['pm', 'am', 'am', 'pm', 'pm', 'am', 'pm'][k % 7]}")),
            ]
            for i, (phrase, fn) in enumerate(rows):
                f.maybe(wrap(phrase, i * 3 + wd + ri), fn)

    f.comment("today's weekday: the whole day is still today's; a time already gone is next week's")
    f.ref(A)
    f.cases_([
        ("sun", wdd(SUN)),
        ("sunday 3pm", wdt(SUN, "3pm")),
        ("sunday 9am", wdt(SUN, "9am")),
        ("sunday at 8", wdt(SUN, "8")),
        ("sunday at 4", wdt(SUN, "4")),
        ("sunday at noon", wdt(SUN, "noon")),
        ("sunday evening", wdp(SUN, "evening")),
        ("this sunday", lambda c: c.day(c.this_wd(SUN))),
        ("next sunday", lambda c: c.day(c.next_wd(SUN))),
        ("sunday after next", lambda c: c.day(c.after_next_wd(SUN))),
        ("3 fridays from now", lambda c: c.day(c.nth_wd_from_now(3, FRI))),
        ("2 saturdays from now", lambda c: c.day(c.nth_wd_from_now(2, SAT))),
        ("4 mondays from now", lambda c: c.day(c.nth_wd_from_now(4, MON))),
        ("friday after next", lambda c: c.day(c.after_next_wd(FRI))),
    ], strict=True)
    f.ref(C)
    f.cases_([
        ("sat", wdd(SAT)),
        ("saturday at 11pm", wdt(SAT, "11pm")),
        ("saturday morning", wdp(SAT, "morning")),
        ("saturday 9pm", wdt(SAT, "9pm")),
        ("saturday at 2", wdt(SAT, "2")),
        ("this saturday", lambda c: c.day(c.this_wd(SAT))),
        ("next saturday", lambda c: c.day(c.next_wd(SAT))),
        ("2 sundays from now", lambda c: c.day(c.nth_wd_from_now(2, SUN))),
        ("3 fridays from now", lambda c: c.day(c.nth_wd_from_now(3, FRI))),
        ("wednesday of next week", lambda c: c.day(c.wd_of_next_week(WED))),
        ("next week thursday", lambda c: c.day(c.wd_of_next_week(THU))),
    ], strict=True)
    f.ref(B)
    f.cases_([
        ("wednesday", wdd(WED)),
        ("wed at 5pm", wdt(WED, "5pm")),
        ("wed at 10am", wdt(WED, "10am")),
        ("wednesday evening", wdp(WED, "evening")),
        ("wednesday morning", wdp(WED, "morning")),
        ("this friday", lambda c: c.day(c.this_wd(FRI))),
        ("next friday", lambda c: c.day(c.next_wd(FRI))),
        ("friday after next", lambda c: c.day(c.after_next_wd(FRI))),
        ("3 fridays from now", lambda c: c.day(c.nth_wd_from_now(3, FRI))),
        ("2 mondays from now", lambda c: c.day(c.nth_wd_from_now(2, MON))),
        ("thursday next week", lambda c: c.day(c.wd_of_next_week(THU))),
        ("monday of next week", lambda c: c.day(c.wd_of_next_week(MON))),
    ], strict=True)
    f.ref(F)
    f.cases_([
        ("friday", wdd(FRI)),
        ("fri at 8pm", wdt(FRI, "8pm")),
        ("friday at 3pm", wdt(FRI, "3pm")),
        ("friday morning", wdp(FRI, "morning")),
        ("friday night", lambda c: c.on_wd(FRI, lambda d: c.part(d, "night"))),
        ("next friday", lambda c: c.day(c.next_wd(FRI))),
        ("this friday", lambda c: c.day(c.this_wd(FRI))),
        ("2 saturdays from now", lambda c: c.day(c.nth_wd_from_now(2, SAT))),
    ], strict=True)
    return f


# ----------------------------------------------------------------------------------------------
# clock.times: clock times, in words and compact forms, quarter/half past/to, parts of the day
# ----------------------------------------------------------------------------------------------

def build_clock():
    f = TimesFile("clock.times", """
A time of day is one hour. A bare hour without am/pm: 8-11 morning, 12 noon, 1-7 afternoon; inside the
evening, night or "tonight" it is pm, inside the morning am. A bare time already gone today is
tomorrow's. Parts of the day: morning 08-12, afternoon 12-17, evening 17-21, night and tonight 18-24.
"after 5pm" is 17:00 to the end of that day; "before noon" from now (or the day's start) to 12:00.
"midnight" is the midnight that ends today.
""")
    generic = [
        ("at 3pm", clk("3pm")), ("3pm", clk("3pm")), ("at 3", clk("3")), ("at 9", clk("9")), ("at 7", clk("7")),
        ("at 11", clk("11")), ("at 12", clk("12")), ("at 8:30", clk("8:30")), ("2:30", clk("2:30")),
        ("14:00", clk("14:00")), ("at 17:45", clk("17:45")), ("9am", clk("9am")), ("at 10 am", clk("10am")),
        ("at 6:15pm", clk("6:15pm")), ("at 21:00", clk("21:00")), ("at 5", clk("5")), ("1pm", clk("1pm")),
        ("at 11:30am", clk("11:30am")), ("4:45", clk("4:45")), ("at 8", clk("8")), ("at 1", clk("1")),
        ("at noon", clk("noon")), ("midday", clk("midday")), ("at midday", clk("midday")),
        ("at midnight", lambda c: c.midnight_tonight()),
        # words
        ("ten thirty am", clkm(words(10, 30, "am"))), ("at three pm", clk("3pm")), ("3 o'clock pm", clk("3pm")),
        ("at 4 o'clock", clk("4")), ("at nine o'clock", clk("9")), ("eleven am", clk("11am")),
        ("at seven thirty pm", clkm(words(7, 30, "pm"))), ("at six fifteen", clkm(words(6, 15))),
        ("at two", clk("2")), ("at ten", clk("10")), ("five pm", clk("5pm")), ("at eight forty five", clkm(words(8, 45))),
        ("at twelve thirty", clkm(words(12, 30))), ("one thirty pm", clkm(words(1, 30, "pm"))),
        # quarter / half past / to
        ("quarter past 3", clkm(minutes_to(3, -15))), ("half past 3", clkm(minutes_to(3, -30))),
        ("20 past 3", clkm(minutes_to(3, -20))), ("quarter to 4", clkm(minutes_to(4, 15))),
        ("ten to five", clkm(minutes_to(5, 10))), ("at half past ten", clkm(minutes_to(10, -30))),
        ("at five past two", clkm(minutes_to(2, -5))), ("twenty to six", clkm(minutes_to(6, 20))),
        ("a quarter past nine", clkm(minutes_to(9, -15))), ("quarter to eleven", clkm(minutes_to(11, 15))),
        ("half past 7", clkm(minutes_to(7, -30))), ("quarter past 12", clkm(minutes_to(12, -15))),
        ("at twenty five past four", clkm(minutes_to(4, -25))), ("at ten past 11", clkm(minutes_to(11, -10))),
        ("at a quarter to 3", clkm(minutes_to(3, 15))), ("half past six", clkm(minutes_to(6, -30))),
        ("quarter to ten", clkm(minutes_to(10, 15))), ("five to 2", clkm(minutes_to(2, 5))),
        # compact
        ("at 1030", clkm(compact("1030"))), ("at 1530", clkm(compact("1530"))), ("at 0900", clkm(compact("0900"))),
        ("at 2215", clkm(compact("2215"))), ("at 1745", clkm(compact("1745"))), ("at 1100", clkm(compact("1100"))),
        ("at 0830", clkm(compact("0830"))), ("at 1615", clkm(compact("1615"))), ("at 1300", clkm(compact("1300"))),
        ("at 2345", clkm(compact("2345"))),
        # inside a part of the day
        ("8 tonight", tonight_at("8")), ("9:30 tonight", tonight_at("9:30")), ("tonight at 11", tonight_at("11")),
        ("at 10 tonight", tonight_at("10")), ("tonight at 7", tonight_at("7")),
        ("tonight at half past 8", lambda c: tonight_at("8:30")(c)),
        ("tomorrow morning at 9", tmt("9", "morning")), ("tomorrow at 9 in the morning", tmt("9", "morning")),
        ("tomorrow night at 9", tmt("9", "night")), ("tomorrow evening at 6", tmt("6", "evening")),
        ("tomorrow afternoon at 2", tmt("2", "afternoon")), ("tomorrow morning at 11:30", tmt("11:30", "morning")),
        ("tomorrow at 8 in the evening", tmt("8", "evening")), ("tomorrow night at 11", tmt("11", "night")),
        ("tomorrow at 7 in the morning", tmt("7", "morning")), ("tomorrow evening at quarter to 7", tmm(minutes_to(7, 15, "evening"))),
        ("saturday morning at 9", lambda c: c.on_wd(SAT, lambda d: c.at(d, "9", "morning"))),
        ("friday night at 10", lambda c: c.on_wd(FRI, lambda d: c.at(d, "10", "night"))),
        ("sunday evening at 7", lambda c: c.on_wd(SUN, lambda d: c.at(d, "7", "evening"))),
        ("monday afternoon at 3:30", lambda c: c.on_wd(MON, lambda d: c.at(d, "3:30", "afternoon"))),
        ("thursday at 8 in the evening", lambda c: c.on_wd(THU, lambda d: c.at(d, "8", "evening"))),
        ("tuesday morning at 10", lambda c: c.on_wd(TUE, lambda d: c.at(d, "10", "morning"))),
        ("at 8 in the evening", lambda c: c.clock("8", "evening")),
        ("at 6 in the morning", lambda c: c.clock("6", "morning")),
        # "9 tomorrow" and friends
        ("9 tomorrow", tmt("9")), ("tomorrow at 9", tmt("9")), ("tomorrow at 2", tmt("2")), ("10 tomorrow morning", tmt("10", "morning")),
        ("tomorrow at noon", tmt("noon")), ("tomorrow at midday", tmt("noon")), ("tomorrow at 4:30", tmt("4:30")),
        ("tomorrow at 1530", tmm(compact("1530"))), ("tomorrow at quarter past 10", tmm(minutes_to(10, -15))),
        ("tomorrow at half past 1", tmm(minutes_to(1, -30))),
        # after / before
        ("after 5pm", lambda c: c.bare_after("5pm")),
        ("tomorrow after 5pm", lambda c: c.after(c.tomorrow, "5pm")),
        ("saturday after 6pm", lambda c: c.on_wd(SAT, lambda d: c.after(d, "6pm"))),
        ("after 3pm tomorrow", lambda c: c.after(c.tomorrow, "3pm")),
        ("before noon", lambda c: c.before(c.today, "noon")),
        ("tomorrow before noon", lambda c: c.before(c.tomorrow, "noon")),
        ("friday before 10am", lambda c: c.on_wd(FRI, lambda d: c.before(d, "10am"))),
        ("tomorrow before 9am", lambda c: c.before(c.tomorrow, "9am")),
        ("sunday after 2pm", lambda c: c.on_wd(SUN, lambda d: c.after(d, "2pm"))),
    ]
    day_words = {"tomorrow", "monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"}
    for ri, ref in enumerate(REFS):
        f.ref(ref)
        for i, (phrase, fn) in enumerate(generic):
            # clock times said alone depend on the time now: every reference; those on a named day: three
            if day_words & set(phrase.split()) and (i + ri) % 6 >= 3:
                continue
            f.track(phrase, f.maybe(wrap(phrase, i + ri * 5), fn))
    return f


# ----------------------------------------------------------------------------------------------
# dates.times
# ----------------------------------------------------------------------------------------------

def build_dates():
    f = TimesFile("dates.times", """
Dates are whole days. A month-day already gone this year is next year's. Numeric dates are month
first, day first when the first number is over 12. "the 8th" is the next 8th; "the 8th of this month"
is this month's even if gone. A weekday with a date must agree: "fri, sep 20" is the next September
20th that is a Friday, or this year's if it went by in the last 31 days; "tuesday the 19th" the next 19th that
is a Tuesday.
""")
    generic = [
        ("march 3", mdd(3, 3)), ("3 march", mdd(3, 3)), ("the 3rd of march", mdd(3, 3)), ("first of march", mdd(3, 1)),
        ("march 3rd, 2027", mdd(3, 3, 2027)), ("march 3 2027", mdd(3, 3, 2027)), ("2027-03-03", mdd(3, 3, 2027)),
        ("3/3/27", lambda c: c.day(c.numeric("3/3/27"))), ("03/03/2027", lambda c: c.day(c.numeric("03/03/2027"))),
        ("dec 3", mdd(12, 3)), ("december 3rd", mdd(12, 3)), ("the 25th of december", mdd(12, 25)),
        ("jan 5", mdd(1, 5)), ("5 jan", mdd(1, 5)), ("july 13", mdd(7, 13)), ("13 july", mdd(7, 13)),
        ("oct 2", mdd(10, 2)), ("2nd of october", mdd(10, 2)), ("sept 15", mdd(9, 15)), ("sep 15th", mdd(9, 15)),
        ("15 sept", mdd(9, 15)), ("aug 21st", mdd(8, 21)), ("june 1", mdd(6, 1)), ("the 1st of june", mdd(6, 1)),
        ("april 10th", mdd(4, 10)), ("nov 30", mdd(11, 30)), ("feb 14", mdd(2, 14)), ("february 28th", mdd(2, 28)),
        ("the twelfth of august", mdd(8, 12)), ("august the 12th", mdd(8, 12)), ("may 20th", mdd(5, 20)),
        ("the 4th of may", mdd(5, 4)), ("31st december", mdd(12, 31)), ("nov 11", mdd(11, 11)),
        ("12/1", lambda c: c.day(c.numeric("12/1"))), ("1/15", lambda c: c.day(c.numeric("1/15"))),
        ("7/4", lambda c: c.day(c.numeric("7/4"))), ("10/31", lambda c: c.day(c.numeric("10/31"))),
        ("25/12", lambda c: c.day(c.numeric("25/12"))), ("13/7/2027", lambda c: c.day(c.numeric("13/7/2027"))),
        ("6/30/2027", lambda c: c.day(c.numeric("6/30/2027"))), ("2/14/28", lambda c: c.day(c.numeric("2/14/28"))),
        ("11/05/2027", lambda c: c.day(c.numeric("11/05/2027"))), ("21/03/2028", lambda c: c.day(c.numeric("21/03/2028"))),
        ("2027-07-04", mdd(7, 4, 2027)), ("2028-01-01", mdd(1, 1, 2028)), ("2027-12-31", mdd(12, 31, 2027)),
        ("jan 1 2028", mdd(1, 1, 2028)), ("december 25, 2027", mdd(12, 25, 2027)), ("the 9th of june 2027", mdd(6, 9, 2027)),
        ("the 8th", lambda c: c.day(c.the_nth(8))), ("the 15th", lambda c: c.day(c.the_nth(15))),
        ("the 30th", lambda c: c.day(c.the_nth(30))), ("the 2nd", lambda c: c.day(c.the_nth(2))),
        ("on the 12th", lambda c: c.day(c.the_nth(12))), ("the 20th", lambda c: c.day(c.the_nth(20))),
        ("the 8th of this month", lambda c: c.day(c.nth_of_rel_month(8, 0))),
        ("the 1st of next month", lambda c: c.day(c.nth_of_rel_month(1, 1))),
        ("the 20th of next month", lambda c: c.day(c.nth_of_rel_month(20, 1))),
        ("the 25th of this month", lambda c: c.day(c.nth_of_rel_month(25, 0))),
        ("fri, sep 20", lambda c: c.day(c.wd_md(FRI, 9, 20))),
        ("tuesday the 19th", lambda c: c.day(c.wd_nth(TUE, 19))),
        ("friday the 13th", lambda c: c.day(c.wd_nth(FRI, 13))),
        ("monday the 1st", lambda c: c.day(c.wd_nth(MON, 1))),
        ("sunday the 5th", lambda c: c.day(c.wd_nth(SUN, 5))),
        ("wed dec 2", lambda c: c.day(c.wd_md(WED, 12, 2))),
        ("thursday, december 3rd", lambda c: c.day(c.wd_md(THU, 12, 3))),
        ("sat jan 9", lambda c: c.day(c.wd_md(SAT, 1, 9))),
        ("saturday july 10", lambda c: c.day(c.wd_md(SAT, 7, 10))),
        ("mon, march 15", lambda c: c.day(c.wd_md(MON, 3, 15))),
        ("dec 3 at 2pm", md_at(12, 3, "2pm")), ("march 3 at 10:30am", md_at(3, 3, "10:30am")),
        ("jan 5 at 9", md_at(1, 5, "9")), ("july 13 at 4", md_at(7, 13, "4")),
        ("2027-06-15 at 8am", md_at(6, 15, "8am", 2027)),
    ]
    for ri, ref in enumerate(REFS):
        f.ref(ref)
        for i, (phrase, fn) in rotate(generic, ri, 3):
            f.track(phrase, f.maybe(wrap(phrase, i + ri * 7), fn))
    f.comment("today's date is today's; the same date with a time already gone is not written")
    f.ref(A)
    f.cases_([
        ("nov 22", mdd(11, 22)), ("nov 21", mdd(11, 21)), ("nov 23", mdd(11, 23)), ("the 22nd", lambda c: c.day(c.the_nth(22))),
        ("the 21st", lambda c: c.day(c.the_nth(21))),
    ], strict=True)
    f.ref(D)
    f.cases_([
        ("may 31", mdd(5, 31)), ("may 30", mdd(5, 30)), ("june 1st", mdd(6, 1)), ("the 31st", lambda c: c.day(c.the_nth(31))),
        ("5/31", lambda c: c.day(c.numeric("5/31"))),
    ], strict=True)
    f.comment("a leap year: february 29th exists")
    f.ref(E)
    f.cases_([
        ("feb 29", mdd(2, 29)), ("february 29th", mdd(2, 29)), ("2/29", lambda c: c.day(c.numeric("2/29"))),
        ("the 29th of february", mdd(2, 29)), ("2028-02-29", mdd(2, 29, 2028)), ("the 29th", lambda c: c.day(c.the_nth(29))),
        ("tuesday the 29th", lambda c: c.day(c.wd_nth(TUE, 29))),
    ], strict=True)
    return f


# ----------------------------------------------------------------------------------------------
# periods.times: weeks, weekends, months, years; beginning/middle/end; ordinals inside a period
# ----------------------------------------------------------------------------------------------

def build_periods():
    f = TimesFile("periods.times", """
A week is Monday to Sunday, a weekend Saturday and Sunday, a month and a year the calendar ones.
"this week" is today to the end of Sunday. "next week", "the week after next", "the coming week" (next
week), "last week"; the same for weekend, month and year. A named month is its whole month, next year's
if already gone; "2027" after "in" or "of" is the year. Beginning/middle/end: of a week Mon-Tue, Wed-Thu,
Fri-Sun; of a month days 1-10, 11-20, 21-last; of a year Jan-Apr, May-Aug, Sep-Dec ("early", "start of",
"beginning of" / "mid", "middle of" / "late", "end of"). Ordinals: "first tuesday of october", "the last
weekend of october", "the first week of april" (the week of its first Monday); a period already past is
next year's.
""")
    rel_rows = [
        ("the coming week", lambda c: c.week(1)),
        ("the week after next", lambda c: c.week(2)),
        ("the weekend after next", lambda c: c.weekend(2)),
        ("the month after next", lambda c: c.month(*c.rel_month(2))),
        ("the coming month", lambda c: c.month(*c.rel_month(1))),
        ("the year after next", lambda c: c.year(c.today.year + 2)),
        ("the coming year", lambda c: c.year(c.today.year + 1)),
        ("end of the month", lambda c: c.this_month_part("end")),
        ("end of this month", lambda c: c.this_month_part("end")),
        ("the beginning of next month", lambda c: c.month_part(*c.rel_month(1), "begin")),
        ("early next month", lambda c: c.month_part(*c.rel_month(1), "begin")),
        ("mid next month", lambda c: c.month_part(*c.rel_month(1), "mid")),
        ("the middle of next month", lambda c: c.month_part(*c.rel_month(1), "mid")),
        ("late next month", lambda c: c.month_part(*c.rel_month(1), "end")),
        ("end of next month", lambda c: c.month_part(*c.rel_month(1), "end")),
        ("early next year", lambda c: c.year_part(c.today.year + 1, "begin")),
        ("the middle of next year", lambda c: c.year_part(c.today.year + 1, "mid")),
        ("end of next year", lambda c: c.year_part(c.today.year + 1, "end")),
        ("late next year", lambda c: c.year_part(c.today.year + 1, "end")),
        ("start of next year", lambda c: c.year_part(c.today.year + 1, "begin")),
        ("end of the year", lambda c: c.year_part(c.today.year, "end")),
        ("beginning of next week", lambda c: c.week_part(1, "begin")),
        ("early next week", lambda c: c.week_part(1, "begin")),
        ("middle of next week", lambda c: c.week_part(1, "mid")),
        ("mid next week", lambda c: c.week_part(1, "mid")),
        ("end of next week", lambda c: c.week_part(1, "end")),
        ("late next week", lambda c: c.week_part(1, "end")),
        ("end of the week", lambda c: c.week_part(0, "end")),
        ("end of this week", lambda c: c.week_part(0, "end")),
        ("the middle of the week", lambda c: c.week_part(0, "mid")),
        ("the last friday of the month", nth_wd_rel(-1, FRI, 0)),
        ("the last day of the month", last_day_rel(0)),
        ("the last day of next month", last_day_rel(1)),
        ("the first monday of next month", nth_wd_rel(1, MON, 1)),
        ("the first weekend of next month", nth_weekend_rel(1, 1)),
        ("the 2nd saturday of next month", nth_wd_rel(2, SAT, 1)),
        ("the last sunday of next month", nth_wd_rel(-1, SUN, 1)),
        ("in 2027", lambda c: c.year(2027)), ("in 2028", lambda c: c.year(2028)),
        ("early 2028", lambda c: c.year_part(2028, "begin")), ("mid 2027", lambda c: c.year_part(2027, "mid")),
        ("the end of 2027", lambda c: c.year_part(2027, "end")), ("late 2028", lambda c: c.year_part(2028, "end")),
        ("the beginning of 2029", lambda c: c.year_part(2029, "begin")),
        ("march 2027", named_month(3, 2027)), ("july 2028", named_month(7, 2028)),
        ("october of 2027", named_month(10, 2027)), ("in june 2028", named_month(6, 2028)),
    ]
    for ri, ref in enumerate(REFS):
        f.ref(ref)
        for i, (phrase, fn) in rotate(rel_rows, ri, 4):
            f.track(phrase, f.maybe(wrap(phrase, i + ri * 3), fn))
        # every month by name, in rotating forms
        for m in range(1, 13):
            names = MONTH_NAMES[m]
            k = ri * 5 + m
            name = names[k % len(names)]
            form = k % 4
            if form == 0:
                f.maybe(wrap(name, k), named_month(m))
            elif form == 1:
                f.maybe(wrap(f"in {name}", k), named_month(m))
            elif form == 2:
                f.maybe(wrap(f"next {name}", k), named_month(m, next_=True))
            else:
                f.maybe(wrap(f"for {names[0]}", k), named_month(m))
            which, words_ = [("begin", ["early", "the start of", "beginning of"]), ("mid", ["mid", "the middle of"]),
                             ("end", ["late", "the end of", "end of"])][k % 3]
            lead = words_[k % len(words_)]
            f.maybe(wrap(f"{lead} {name}", k + 1), named_month_part(m, which))
        ordinal_rows = [
            ("first tuesday of october", nth_wd_named(1, TUE, 10)),
            ("the 2nd weekend of december", nth_weekend_named(2, 12)),
            ("the last weekend of october", nth_weekend_named(-1, 10)),
            ("the third day of march", nth_day_named(3, 3)),
            ("the last day of february", last_day_named(2)),
            ("the first week of april", first_week_named(4)),
            ("the last friday of january", nth_wd_named(-1, FRI, 1)),
            ("the second saturday of june", nth_wd_named(2, SAT, 6)),
            ("the 3rd sunday of september", nth_wd_named(3, SUN, 9)),
            ("the first weekend of august", nth_weekend_named(1, 8)),
            ("the last monday of july", nth_wd_named(-1, MON, 7)),
            ("the fourth thursday of november", nth_wd_named(4, THU, 11)),
            ("the first day of july", nth_day_named(1, 7)),
            ("the 10th day of april", nth_day_named(10, 4)),
            ("the last day of december", last_day_named(12)),
            ("the first week of june", first_week_named(6)),
            ("the second week of march", nth_week_named(2, 3)),
            ("the third week of february", nth_week_named(3, 2)),
            ("the 2nd week of november", nth_week_named(2, 11)),
            ("the first friday in may", nth_wd_named(1, FRI, 5)),
            ("the last weekend of january", nth_weekend_named(-1, 1)),
            ("the third weekend of may", nth_weekend_named(3, 5)),
        ]
        for i, (phrase, fn) in rotate(ordinal_rows, ri, 4):
            f.track(phrase, f.maybe(wrap(phrase, i + ri), fn))
    return f


# ----------------------------------------------------------------------------------------------
# offsets.times: offsets from now and rolling periods
# ----------------------------------------------------------------------------------------------

def build_offsets():
    f = TimesFile("offsets.times", """
"in 2 hours", "in 30 minutes", "in half an hour", "in 1/2 hour": from now, one hour long.
"in 3 days", "in a week", "in 2 months", "a week from now", "a week from friday": that whole day;
"in 7 days at 5pm" is that day 17:00-18:00. "next 3 days", "the coming 2 weeks", "next 2 months": the
units after the current one; "next 3 hours" starts now. "within 3 days" is from now to the end of the
third day (the day "in 3 days" names).
""")
    generic = [
        ("in 2 hours", lambda c: c.in_minutes(120)), ("in 30 minutes", lambda c: c.in_minutes(30)),
        ("in half an hour", lambda c: c.in_minutes(30)), ("in 1/2 hour", lambda c: c.in_minutes(30)),
        ("in an hour", lambda c: c.in_minutes(60)), ("in 90 minutes", lambda c: c.in_minutes(90)),
        ("in 3 hours", lambda c: c.in_minutes(180)), ("in 45 minutes", lambda c: c.in_minutes(45)),
        ("in 15 minutes", lambda c: c.in_minutes(15)), ("in two hours", lambda c: c.in_minutes(120)),
        ("in 1 hour", lambda c: c.in_minutes(60)), ("in 4 hours", lambda c: c.in_minutes(240)),
        ("in 3 days", lambda c: c.in_days(3)), ("in a week", lambda c: c.in_days(7)),
        ("in 2 months", lambda c: c.day(c.in_months_day(2))), ("in a month", lambda c: c.day(c.in_months_day(1))),
        ("in 2 weeks", lambda c: c.in_days(14)), ("in 5 days", lambda c: c.in_days(5)),
        ("in 10 days", lambda c: c.in_days(10)), ("in 6 months", lambda c: c.day(c.in_months_day(6))),
        ("in three days", lambda c: c.in_days(3)), ("in 1 week", lambda c: c.in_days(7)),
        ("in 4 days", lambda c: c.in_days(4)), ("in 3 weeks", lambda c: c.in_days(21)),
        ("in a day", lambda c: c.in_days(1)), ("in 2 days", lambda c: c.in_days(2)),
        ("a week from now", lambda c: c.in_days(7)), ("2 weeks from now", lambda c: c.in_days(14)),
        ("a week from friday", lambda c: c.day(c.wd(FRI) + 7 * DAY)),
        ("a week from tomorrow", lambda c: c.day(c.tomorrow + 7 * DAY)),
        ("a week from today", lambda c: c.in_days(7)),
        ("a week from saturday", lambda c: c.day(c.wd(SAT) + 7 * DAY)),
        ("a week from monday", lambda c: c.day(c.wd(MON) + 7 * DAY)),
        ("in 7 days at 5pm", lambda c: c.at(c.today + 7 * DAY, "5pm")),
        ("in 3 days at noon", lambda c: c.at(c.today + 3 * DAY, "noon")),
        ("in 2 days at 9am", lambda c: c.at(c.today + 2 * DAY, "9am")),
        ("in a week at 10", lambda c: c.at(c.today + 7 * DAY, "10")),
        ("in 4 days at 6:30pm", lambda c: c.at(c.today + 4 * DAY, "6:30pm")),
        ("next 3 days", lambda c: c.next_n_days(3)), ("the next 3 days", lambda c: c.next_n_days(3)),
        ("the coming 2 weeks", lambda c: c.next_n_weeks(2)), ("next 2 months", lambda c: c.next_n_months(2)),
        ("next 7 days", lambda c: c.next_n_days(7)), ("next 2 weeks", lambda c: c.next_n_weeks(2)),
        ("the next 5 days", lambda c: c.next_n_days(5)), ("next 3 months", lambda c: c.next_n_months(3)),
        ("the next 2 years", lambda c: c.next_n_years(2)), ("the coming 3 days", lambda c: c.next_n_days(3)),
        ("next 4 weeks", lambda c: c.next_n_weeks(4)), ("for the next 2 days", lambda c: c.next_n_days(2)),
        ("next 3 hours", lambda c: c.next_n_hours(3)), ("the next 24 hours", lambda c: c.next_n_hours(24)),
        ("next 6 hours", lambda c: c.next_n_hours(6)), ("the next 2 hours", lambda c: c.next_n_hours(2)),
        ("within 3 days", lambda c: c.within_days(3)), ("within 2 days", lambda c: c.within_days(2)),
        ("within 5 days", lambda c: c.within_days(5)), ("within 10 days", lambda c: c.within_days(10)),
    ]
    for ri, ref in enumerate(REFS):
        f.ref(ref)
        for i, (phrase, fn) in rotate(generic, ri, 4):
            f.track(phrase, f.maybe(wrap(phrase, i + ri * 2), fn))
    return f


# ----------------------------------------------------------------------------------------------
# ranges.times
# ----------------------------------------------------------------------------------------------

def nth_range(a, b):
    """'from the 3rd to the 5th': each end read alone and the end read after the start must agree."""
    def f(c):
        s = c.the_nth(a)
        e = c.the_nth(b)
        if not (s.year, s.month) == (e.year, e.month) or e <= s:
            raise Ambiguous("nth range spans months")
        return c.days(s, e)
    return f


def tonight_rng(a, b):
    def f(c):
        s, e = c.rng(c.today, a, b, "tonight")
        if c.now >= s:
            raise Ambiguous("tonight's range already begun")
        return s, e
    return f


def md_rng(m, d, a, b, y=None):
    def f(c):
        x = c.md(m, d, y)
        if x == c.today:
            raise Ambiguous("date is today")
        return c.rng(x, a, b)
    return f


def build_ranges():
    f = TimesFile("ranges.times", """
Ranges of days are inclusive of the last day (the end is the day after it, at 00:00). Clock ranges end at
the clock time said. "<day> for 3 days" is three days from that day; "from 2pm for 2 hours" 14:00-16:00.
A range whose end reads two ways at a reference time (a weekday range that wraps, an end already gone)
is not written there.
""")
    today_fn = lambda c: c.today
    tomorrow_fn = lambda c: c.tomorrow
    generic = [
        ("from 13th to 15th july", md_range(7, 13, 7, 15)), ("from 13 to 15 july", md_range(7, 13, 7, 15)),
        ("12 to 16 september", md_range(9, 12, 9, 16)), ("july 13 - 15", md_range(7, 13, 7, 15)),
        ("between dec 1 and dec 3", md_range(12, 1, 12, 3)),
        ("can i grab the kayak from the 13th to the 15th of july?", md_range(7, 13, 7, 15)),
        ("jan 3-7", md_range(1, 3, 1, 7)), ("from jan 3 to jan 7", md_range(1, 3, 1, 7)),
        ("march 5 to march 9", md_range(3, 5, 3, 9)), ("5-9 march", md_range(3, 5, 3, 9)),
        ("dec 28 to jan 2", md_range(12, 28, 1, 2)), ("from 2027-06-01 to 2027-06-05", md_range(6, 1, 6, 5, 2027, 2027)),
        ("6/10 to 6/12", md_range(6, 10, 6, 12)), ("from 8/20 to 8/23", md_range(8, 20, 8, 23)),
        ("oct 30 - nov 2", md_range(10, 30, 11, 2)), ("from april 29th to may 2nd", md_range(4, 29, 5, 2)),
        ("between the 3rd and the 5th of june", md_range(6, 3, 6, 5)), ("feb 26 to march 1", md_range(2, 26, 3, 1)),
        ("from the 3rd to the 5th", nth_range(3, 5)), ("from the 10th to the 12th", nth_range(10, 12)),
        ("the 24th to the 27th", nth_range(24, 27)),
        ("thu to sat", wd_range(THU, SAT)), ("from friday to sunday", wd_range(FRI, SUN)),
        ("tue-thu", wd_range(TUE, THU)), ("mon to wed", wd_range(MON, WED)),
        ("from wednesday to friday", wd_range(WED, FRI)), ("sat to sun", wd_range(SAT, SUN)),
        ("from tomorrow to friday", from_day_to_wd(tomorrow_fn, FRI)), ("tomorrow to sunday", from_day_to_wd(tomorrow_fn, SUN)),
        ("from today to saturday", from_day_to_wd(today_fn, SAT)),
        ("friday 1-5pm", wdr(FRI, "1", "5pm")), ("tomorrow 8-11am", tmr("8", "11am")),
        ("tomorrow from 9am to 1pm", tmr("9am", "1pm")), ("sat between 10 and 2", wdr(SAT, "10", "2")),
        ("monday 6-9pm", wdr(MON, "6", "9pm")), ("tomorrow 11-1", tmr("11", "1")), ("friday 5-8pm", wdr(FRI, "5", "8pm")),
        ("thursday 7:30-9:30pm", wdr(THU, "7:30", "9:30pm")), ("wed from 10:30 to 12:30", wdr(WED, "10:30", "12:30")),
        ("tonight 6-9", tonight_rng("6", "9")), ("tonight from 7 to 10", tonight_rng("7", "10")),
        ("tomorrow morning 9-11", tmr("9", "11", "morning")), ("tomorrow afternoon 1-4", tmr("1", "4", "afternoon")),
        ("sunday 10-2", wdr(SUN, "10", "2")), ("saturday noon to 4", wdr(SAT, "noon", "4")),
        ("tomorrow from noon to 3pm", tmr("noon", "3pm")), ("dec 3, 2-6pm", md_rng(12, 3, "2", "6pm")),
        ("on march 3 from 9 to 5", md_rng(3, 3, "9", "5")), ("sat 10am-2pm", wdr(SAT, "10am", "2pm")),
        ("tue 4-6", wdr(TUE, "4", "6")), ("friday 3:30-5", wdr(FRI, "3:30", "5")), ("tomorrow 2-6pm", tmr("2", "6pm")),
        ("tomorrow between 9 and 11", tmr("9", "11")), ("jan 5 10am-4pm", md_rng(1, 5, "10am", "4pm")),
        ("from 3pm tomorrow to 5pm friday", point_range((tomorrow_fn, "3pm"), (lambda c: c.wd(FRI), "5pm"))),
        ("from friday 5pm to sunday 11am", point_range((lambda c: c.wd(FRI), "5pm"), (lambda c: c.wd(SUN), "11am"))),
        ("saturday 9am to sunday 6pm", point_range((lambda c: c.wd(SAT), "9am"), (lambda c: c.wd(SUN), "6pm"))),
        ("from monday 8am to wednesday noon", point_range((lambda c: c.wd(MON), "8am"), (lambda c: c.wd(WED), "noon"))),
        ("from tomorrow at noon to saturday at 10am", point_range((tomorrow_fn, "noon"), (lambda c: c.wd(SAT), "10am"))),
        ("thursday 6pm to friday 9am", point_range((lambda c: c.wd(THU), "6pm"), (lambda c: c.wd(FRI), "9am"))),
        ("sat from 10am for 4 hours", wdt(SAT, "10am", length=240)), ("tomorrow at 9 for 3 hours", tmt("9", length=180)),
        ("friday at 6pm for 2 hours", wdt(FRI, "6pm", length=120)), ("dec 3 for 2 days", for_days(lambda c: c.md(12, 3), 2)),
        ("monday for 3 days", for_days(lambda c: c.wd(MON), 3)), ("from friday for a week", for_days(lambda c: c.wd(FRI), 7)),
        ("tomorrow for a week", for_days(tomorrow_fn, 7)), ("next saturday for 2 days", for_days(lambda c: c.next_wd(SAT), 2)),
        ("from 9am for 8 hours", clk("9am", length=480)), ("tomorrow from 1pm for 90 minutes", tmt("1pm", length=90)),
        ("jan 5 for 4 days", for_days(lambda c: c.md(1, 5), 4)), ("sunday at noon for 3 hours", wdt(SUN, "noon", length=180)),
        ("from 10 for 2 hours", clk("10", length=120)), ("tomorrow for 2 days", for_days(tomorrow_fn, 2)),
        ("the 20th for 5 days", for_days(lambda c: c.the_nth(20), 5)),
    ]
    for ri, ref in enumerate(REFS):
        f.ref(ref)
        for i, (phrase, fn) in rotate(generic, ri, 3):
            f.track(phrase, f.maybe(wrap(phrase, i + ri * 4) if "?" not in phrase else phrase, fn))
    return f


# ----------------------------------------------------------------------------------------------
# past.times
# ----------------------------------------------------------------------------------------------

def build_past():
    f = TimesFile("past.times", """
Past words are read as said (the bot, not the parser, says the time is past). "last sunday" is the one
before today; written only where the most recent one and last week's agree. "last week" is the week
before the current one; "past 3 days", "last 2 weeks" the units before the current one. "last night" is
yesterday 18-24; "3 days ago" the whole day.
""")
    y = lambda c: c.today - DAY
    generic = [
        ("yesterday", lambda c: c.day(y(c))), ("the day before yesterday", lambda c: c.day(c.today - 2 * DAY)),
        ("last night", lambda c: c.part(y(c), "night")), ("last week", lambda c: c.week(-1)),
        ("last month", lambda c: c.month(*c.rel_month(-1))), ("last year", lambda c: c.year(c.today.year - 1)),
        ("last weekend", lambda c: c.weekend(-1)), ("3 days ago", lambda c: c.in_days(-3)),
        ("2 weeks ago", lambda c: c.in_days(-14)), ("a week ago", lambda c: c.in_days(-7)),
        ("5 days ago", lambda c: c.in_days(-5)), ("10 days ago", lambda c: c.in_days(-10)),
        ("2 days ago", lambda c: c.in_days(-2)), ("a month ago", lambda c: c.day(c.in_months_day(-1))),
        ("2 months ago", lambda c: c.day(c.in_months_day(-2))), ("three weeks ago", lambda c: c.in_days(-21)),
        ("past 3 days", lambda c: c.past_n_days(3)), ("the past 2 weeks", lambda c: c.past_n_weeks(2)),
        ("last 2 weeks", lambda c: c.past_n_weeks(2)), ("past 2 months", lambda c: c.past_n_months(2)),
        ("the last 3 days", lambda c: c.past_n_days(3)), ("last 3 months", lambda c: c.past_n_months(3)),
        ("the past 7 days", lambda c: c.past_n_days(7)),
        ("yesterday morning", lambda c: c.part(y(c), "morning")), ("yesterday afternoon", lambda c: c.part(y(c), "afternoon")),
        ("yesterday evening", lambda c: c.part(y(c), "evening")), ("yesterday at 4pm", lambda c: c.at(y(c), "4pm")),
        ("yesterday at noon", lambda c: c.at(y(c), "noon")), ("last night at 11", lambda c: c.at(y(c), "11", "night")),
        ("yesterday at 9", lambda c: c.at(y(c), "9")), ("yesterday at half past 2", lambda c: c.at_min(y(c), minutes_to(2, -30))),
        ("the day before yesterday at 3pm", lambda c: c.at(c.today - 2 * DAY, "3pm")),
        ("last night at 9:30", lambda c: c.at(y(c), "9:30", "night")),
    ]
    for ri, ref in enumerate(REFS):
        f.ref(ref)
        for i, (phrase, fn) in rotate(generic, ri, 4):
            f.track(phrase, f.maybe(past_wrap(phrase, i + ri * 3), fn))
        for wd in range(7):
            names = WD_NAMES[wd]
            k = ri + wd
            f.maybe(past_wrap(f"last {names[k % len(names)]}", k), lambda c, wd=wd: c.day(c.last_wd(wd)))
            f.maybe(f"last {names[0]} at {[6, 10, 2, 11][k % 4]}{['pm', 'am', 'pm', 'am'][k % 4]}",
                    lambda c, wd=wd, k=k: c.at(c.last_wd(wd), f"{[6, 10, 2, 11][k % 4]}{['pm', 'am', 'pm', 'am'][k % 4]}"))
            f.maybe(f"last {names[0]} {['night', 'morning', 'afternoon', 'evening'][k % 4]}",
                    lambda c, wd=wd, k=k: c.part(c.last_wd(wd), ['night', 'morning', 'afternoon', 'evening'][k % 4]))
    return f


# ----------------------------------------------------------------------------------------------
# zones.times
# ----------------------------------------------------------------------------------------------

def build_zones():
    f = TimesFile("zones.times", """
A time said with a zone is converted to the user's zone (@tz). The day is the one named on the user's
calendar and the clock time is read on that day in the named zone, so "wed 9am jst" for a New York user is
Tuesday evening. Fixed-offset words are only used when their region keeps that offset at that instant
(no "PST" in July); a weekday equal to today is avoided (passed on which clock?), and a bare zoned time
is written only when "today" on the user's and on the zone's calendar give the same answer.
""")
    f.ref(NY1, NY, "winter: PST, MST, CST, GMT, CET, EET, AEDT are in force")
    f.cases_([
        ("thursday 8:00 pst", zwd(THU, "8:00", "pst")),
        ("thursday 8pm pst", zwd(THU, "8pm", "pst")),
        ("8pm pst", zb("8pm", "pst")),
        ("noon utc", zb("noon", "utc")),
        ("sat 10am pt", zwd(SAT, "10am", "pt")),
        ("monday at 3pm gmt", zwd(MON, "3pm", "gmt")),
        ("tomorrow at 9am cst", ztm("9am", "cst")),
        ("tomorrow 5pm mt", ztm("5pm", "mt")),
        ("saturday 2-6pm pst", lambda c: c.zoned_rng(c.wd(SAT), "2", "6pm", "pst")),
        ("tuesday 6pm cet", zwd(TUE, "6pm", "cet")),
        ("wed 9am jst", zwd(WED, "9am", "jst")),
        ("monday 10am ist", zwd(MON, "10am", "ist")),
        ("thursday 8am aedt", zwd(THU, "8am", "aedt")),
        ("noon hst", zb("noon", "hst")),
        ("9am akst", zb("9am", "akst")),
        ("tomorrow at 15:00 utc", ztm("15:00", "utc")),
        ("sunday 11:30am est", zwd(SUN, "11:30am", "est")),
        ("sat 4pm et", zwd(SAT, "4pm", "et")),
        ("tomorrow 14:00 z", ztm("14:00", "z")),
        ("tuesday 7pm eet", zwd(TUE, "7pm", "eet")),
        ("monday 8pm cst", zwd(MON, "8pm", "cst")),
        ("wednesday at noon pst", zwd(WED, "noon", "pst")),
        ("thursday 6:30pm mst", zwd(THU, "6:30pm", "mst")),
        ("next friday 9am pst", lambda c: c.zoned(c.next_wd(FRI), "9am", "pst")),
        ("dec 10 at 4pm pst", lambda c: c.zoned(c.md(12, 10), "4pm", "pst")),
        ("tomorrow 2-4pm pt", lambda c: c.zoned_rng(c.tomorrow, "2", "4pm", "pt")),
        ("saturday 10am cet", zwd(SAT, "10am", "cet")),
        ("saturday 9am hst", zwd(SAT, "9am", "hst")),
        ("can we do the handoff sunday at 5pm pst?", zwd(SUN, "5pm", "pst")),
        ("book the projector monday 9am pt", zwd(MON, "9am", "pt")),
        ("i land tuesday 7am mst, can i get the car then", zwd(TUE, "7am", "mst")),
        ("call about the listing at 4pm ct", zb("4pm", "ct")),
    ], strict=True)
    f.ref(NY2, NY, "summer: PDT, MDT, CDT, EDT, BST, CEST, AEST are in force")
    f.cases_([
        ("friday 8pm pdt", zwd(FRI, "8pm", "pdt")),
        ("saturday noon bst", zwd(SAT, "noon", "bst")),
        ("3pm pt", zb("3pm", "pt")),
        ("noon utc", zb("noon", "utc")),
        ("monday 9am cest", zwd(MON, "9am", "cest")),
        ("tuesday 7pm aest", zwd(TUE, "7pm", "aest")),
        ("sunday 6pm jst", zwd(SUN, "6pm", "jst")),
        ("friday 2-5pm cdt", lambda c: c.zoned_rng(c.wd(FRI), "2", "5pm", "cdt")),
        ("tomorrow 10am mdt", ztm("10am", "mdt")),
        ("sat 11am hst", zwd(SAT, "11am", "hst")),
        ("monday 4pm edt", zwd(MON, "4pm", "edt")),
        ("wednesday 6pm ist", zwd(WED, "6pm", "ist")),
        ("july 4th at 9pm pt", lambda c: c.zoned(c.md(7, 4), "9pm", "pt")),
        ("tomorrow at 8:30am pdt", ztm("8:30am", "pdt")),
        ("saturday 9am utc", zwd(SAT, "9am", "utc")),
        ("6pm bst", zb("6pm", "bst")),
        ("monday noon mt", zwd(MON, "noon", "mt")),
        ("friday 11pm pt", zwd(FRI, "11pm", "pt")),
        ("tuesday 1pm cest", zwd(TUE, "1pm", "cest")),
        ("can i pick up the kayak saturday 7am pdt", zwd(SAT, "7am", "pdt")),
        ("sat 9 to 5 pt", lambda c: c.zoned_rng(c.wd(SAT), "9", "5", "pt")),
    ], strict=True)
    f.ref(A, LA, "a Pacific user: the spec's reference time")
    f.cases_([
        ("noon utc", zb("noon", "utc")),
        ("thursday 8pm est", zwd(THU, "8pm", "est")),
        ("friday 9am et", zwd(FRI, "9am", "et")),
        ("sat 6pm gmt", zwd(SAT, "6pm", "gmt")),
        ("monday 3pm jst", zwd(MON, "3pm", "jst")),
        ("tomorrow at noon cst", ztm("noon", "cst")),
        ("wednesday 10am mst", zwd(WED, "10am", "mst")),
        ("tuesday 8pm hst", zwd(TUE, "8pm", "hst")),
        ("8pm pst", zb("8pm", "pst")),
        ("thursday 4pm pt", zwd(THU, "4pm", "pt")),
        ("friday 5pm cet", zwd(FRI, "5pm", "cet")),
    ], strict=True)
    f.ref(LON, "Europe/London", "a London user in winter")
    f.cases_([
        ("8pm est", zb("8pm", "est")),
        ("friday 9am pst", zwd(FRI, "9am", "pst")),
        ("thursday noon et", zwd(THU, "noon", "et")),
        ("sat 3pm cet", zwd(SAT, "3pm", "cet")),
        ("tomorrow 10am ist", ztm("10am", "ist")),
        ("monday 6pm jst", zwd(MON, "6pm", "jst")),
        ("wednesday 2-4pm ct", lambda c: c.zoned_rng(c.wd(WED), "2", "4pm", "ct")),
        ("friday 11pm pt", zwd(FRI, "11pm", "pt")),
        ("sunday noon aedt", zwd(SUN, "noon", "aedt")),
        ("tomorrow at 4pm utc", ztm("4pm", "utc")),
    ], strict=True)
    f.ref(TYO, "Asia/Tokyo", "a Tokyo user")
    f.cases_([
        ("friday 5pm pst", zwd(FRI, "5pm", "pst")),
        ("thursday 9am gmt", zwd(THU, "9am", "gmt")),
        ("saturday noon et", zwd(SAT, "noon", "et")),
        ("tomorrow 8pm cet", ztm("8pm", "cet")),
        ("sunday 10am aedt", zwd(SUN, "10am", "aedt")),
        ("monday 6pm jst", zwd(MON, "6pm", "jst")),
    ], strict=True)
    return f


# ----------------------------------------------------------------------------------------------
# holidays.times
# ----------------------------------------------------------------------------------------------

HOLIDAY_ALIASES = {
    "new_years_day": ["new year's day", "new years day"],
    "new_years_eve": ["new year's eve", "new years eve"],
    "mlk": ["martin luther king day", "mlk day", "martin luther king jr day"],
    "valentines": ["valentine's day", "valentines day", "valentine's"],
    "presidents": ["presidents' day", "presidents day", "president's day"],
    "st_patricks": ["st patrick's day", "st patricks day", "saint patrick's day"],
    "april_fools": ["april fools' day", "april fools day", "april fool's day"],
    "easter": ["easter", "easter sunday"],
    "good_friday": ["good friday"],
    "easter_monday": ["easter monday"],
    "palm_sunday": ["palm sunday"],
    "ash_wednesday": ["ash wednesday"],
    "mardi_gras": ["mardi gras"],
    "earth_day": ["earth day"],
    "cinco_de_mayo": ["cinco de mayo"],
    "mothers_day": ["mother's day", "mothers day"],
    "memorial_day": ["memorial day"],
    "fathers_day": ["father's day", "fathers day"],
    "juneteenth": ["juneteenth"],
    "independence_day": ["independence day", "4th of july", "the fourth of july", "july 4th", "the 4th of july"],
    "labor_day": ["labor day"],
    "columbus_day": ["columbus day"],
    "halloween": ["halloween"],
    "election_day": ["election day"],
    "veterans_day": ["veterans day", "veteran's day"],
    "thanksgiving": ["thanksgiving", "thanksgiving day"],
    "black_friday": ["black friday"],
    "cyber_monday": ["cyber monday"],
    "christmas_eve": ["christmas eve", "xmas eve"],
    "christmas": ["christmas", "xmas", "christmas day", "xmas day"],
    "boxing_day": ["boxing day"],
}


def hol_wrap(phrase, i):
    frames = ["{}", "need the kayak on {}", "is the cabin free for {}?", "can i rent the grill on {}", "{}",
              "book the bounce house for {}", "any tents available {}?", "we're hosting on {}, need 2 folding tables",
              "{}", "do you have a snow blower for {}", "i want the party tent on {}", "{}"]
    return frames[i % len(frames)].format(phrase)


def build_holidays():
    f = TimesFile("holidays.times", """
A holiday is the day itself, the next one that hasn't ended. Easter by the Gregorian computus (and good
friday, easter monday, palm sunday, ash wednesday, mardi gras around it); US holidays by their rules
(mlk day 3rd Monday of January, presidents' day 3rd Monday of February, mother's day 2nd Sunday of May,
memorial day last Monday of May, father's day 3rd Sunday of June, labor day 1st Monday of September,
columbus day 2nd Monday of October, thanksgiving 4th Thursday of November, black friday the day after,
cyber monday the Monday after). "election day" (the Tuesday after the first Monday of November) is only
written where the next one falls in an even (federal election) year. "christmas at 6pm" is that day
18:00-19:00.
""")
    for ri, ref in enumerate(REFS):
        f.ref(ref)
        for hi, (name, aliases) in enumerate(HOLIDAY_ALIASES.items()):
            alias = aliases[(ri + hi) % len(aliases)]
            f.maybe(hol_wrap(alias, ri + hi), hol(name))
    f.comment("holidays with a clock time or a part of the day")
    f.ref(A)
    f.cases_([
        ("xmas at 6 pm", hol_at("christmas", "6pm")),
        ("christmas at 6pm", hol_at("christmas", "6pm")),
        ("christmas morning", hol_part("christmas", "morning")),
        ("christmas eve at 7pm", hol_at("christmas_eve", "7pm")),
        ("new year's eve at 11pm", hol_at("new_years_eve", "11pm")),
        ("thanksgiving at 4", hol_at("thanksgiving", "4")),
        ("thanksgiving afternoon", hol_part("thanksgiving", "afternoon")),
        ("black friday at 6am", hol_at("black_friday", "6am")),
        ("halloween night", hol_part("halloween", "night")),
        ("new year's day at noon", hol_at("new_years_day", "noon")),
        ("christmas eve from 5 to 9pm", hol_rng("christmas_eve", "5", "9pm")),
        ("the 4th of july at 9pm", hol_at("independence_day", "9pm")),
        ("valentine's day at 7:30pm", hol_at("valentines", "7:30pm")),
        ("easter morning", hol_part("easter", "morning")),
        ("boxing day 10-2", hol_rng("boxing_day", "10", "2")),
        ("cyber monday evening", hol_part("cyber_monday", "evening")),
        ("xmas day at 10am", hol_at("christmas", "10am")),
    ], strict=True)
    f.ref(C)
    f.cases_([
        ("boxing day at 11pm", hol_at("boxing_day", "11pm")),
        ("new year's eve at 9pm", hol_at("new_years_eve", "9pm")),
        ("new years eve night", hol_part("new_years_eve", "night")),
        ("new year's day morning", hol_part("new_years_day", "morning")),
        ("xmas at 6 pm", hol_at("christmas", "6pm")),
        ("mlk day at 10", hol_at("mlk", "10")),
        ("christmas eve", hol("christmas_eve")),
    ], strict=True)
    f.ref(D)
    f.cases_([
        ("memorial day at 3pm", hol_at("memorial_day", "3pm")),
        ("memorial day afternoon", hol_part("memorial_day", "afternoon")),
        ("the 4th of july at 8pm", hol_at("independence_day", "8pm")),
        ("fourth of july evening", hol_part("independence_day", "evening")),
        ("father's day at noon", hol_at("fathers_day", "noon")),
        ("juneteenth 9-5", hol_rng("juneteenth", "9", "5")),
        ("labor day morning", hol_part("labor_day", "morning")),
    ], strict=True)
    f.ref(E)
    f.cases_([
        ("election day at 7am", hol_at("election_day", "7am")),
        ("mardi gras night", hol_part("mardi_gras", "night")),
        ("valentine's day at 8pm", hol_at("valentines", "8pm")),
        ("st patrick's day at 5pm", hol_at("st_patricks", "5pm")),
        ("easter sunday at 11", hol_at("easter", "11")),
        ("good friday evening", hol_part("good_friday", "evening")),
    ], strict=True)
    return f


# ----------------------------------------------------------------------------------------------
# not-times.times: lines that carry no time at all
# ----------------------------------------------------------------------------------------------

NOT_TIMES = """
5/day
$30 a night
find a tent for 5/day
under $50
$45 per day
less than 20 a night
price it at 15/hr
change price of 2 to 6/day
top up $50
max $100
between $20 and $40
10-20 dollars
$20-30
find tents between 10 and 20
for 5 bucks
50 bucks
€15 a day
£30 per night
30 euros
at most $4.50/hr
$4.50
4.50
under 5
over 100
cheaper than 12 a day
$15 an hour
set price to 25/day
lower the price of 3 to 40
is 60 a night ok?
can you do 3 for $10
half price
at a quarter of the price
1/2 price
it's about 2/3 of the price
book 2 at 5/day
at $30
2 bedrooms
3 baths
2.5 baths
5 stars
4 star hotel
give it 3 stars
rate it 4/5
review 2 5 stars
review 2 4/5 great
3/5 stars
★★★
at 4 stars or more
4.5 stars
rated 4.8
book 2
the 2nd one
the second one
listing 42
show listing 7
approve 3
decline 4
cancel booking 12
the 3rd listing
number 7
show me #12
listing #42
show me 20 more
page 2
top 10
the first one
the last one
the next one
next page
show me the next 5
the last 3 listings
sleeps 6
fits 4 people
6 guests
max 8 guests
room for 5
the 2 of us
there's 3 of us
we are 4
2 kayaks
a 2 seater kayak
a 10 speed bike
a 6 person tent
a 3 season tent
4 wheel drive
a 1 bed flat
1 king bed
2 queen beds
3 bedroom 2 bath house
2-3 bedrooms
1-2 bathrooms
5-10 people
2-4 guests
between 2 and 3 baths
3 to 4 bedrooms
at least 2 bedrooms
at most 3 guests
2 car garage
2 parking spots
floor 3
3rd floor
the second floor
apt 5
unit 12b
room 101
12 volt battery
60 inch tv
50 ft hose
100 ft extension cord
a 5 gallon bucket
8 person hot tub
24 inch monitor
a 7 ft ladder
size 10 boots
a 12 inch skillet
the 4th bedroom
a 4th guest
94105
near 94105
find a drill in 94110
zip 10001
450 sutter st
12 main street
apt 3, 221 baker street
pier 39
route 66
highway 101
bus 38
gate 7
terminal 2
within 3 miles
within 5 km
2 km away
5 mi radius
1.5 miles
half a mile
a quarter mile
a 5 min walk to the beach
10 minute walk to bart
is there 2 hour parking nearby
do you sell a 3 day pass
my number is 415 555 0134
a 2019 subaru
the 2024 model
iphone 15
windows 11
a 90s style lamp
version 2.0
may i book it
may we bring a dog?
i may need a ladder
can i borrow the sun lounger
a sun hat
the sun deck
a second hand bike
a second key
give me a second
just a sec
one moment
hold on a minute
i'll march over and grab it
a fall jacket
a spring mattress
box spring
the midnight blue sofa
a night stand
a nightstand
an evening gown
a morning coat
a weekend bag
rent a sat nav
christmas lights
any halloween costumes near me?
an easter basket
a valentine card
message @june about the tent
follow @april
show @may's profile
message @jan about the drill
first aid kit
any last minute deals?
when is it available?
when can i pick it up?
what time works for you?
how long can i keep it?
is it available?
show me my bookings
"""


def build_not_times():
    f = TimesFile("not-times.times", """
Lines that must carry no time at all: prices, counts, ratings, references, sizes, addresses, ZIP codes,
distances, and words that look like times but are not ("may i", "sun lounger", "second hand", "a quarter
of the price", "fall jacket", "midnight blue", "sat nav"), and questions about time that name none.
""")
    f.ref(A)
    for line in NOT_TIMES.strip().split("\n"):
        f.add(line, NONE)
    f.ref(NY1, NY)
    for line in ["book 2 for 5/day", "the 3rd one near 10001", "a 4 person tent under $40", "may i see listing 12?",
                 "2 bedroom near 10013", "rate it 5 stars", "show me the next 10", "a 1 bedroom for 2 guests"]:
        f.add(line, NONE)
    return f


# ----------------------------------------------------------------------------------------------
# refused.times: times the bot must refuse
# ----------------------------------------------------------------------------------------------

def build_refused():
    f = TimesFile("refused.times", """
Times the bot must refuse: a date that can't be ("feb 30"), a range that ends before it starts (each end
read on its own), and a word that changes a time sitting beside one without being understood ("the tail
end of next week", "every other friday"): nothing is booked on the part that was read.
""")
    impossible = lambda m, d, y=None: (lambda c: c.mdday(m, d, y))
    f.ref(A)
    f.cases_([
        ("feb 30", impossible(2, 30)), ("the 31st of april", impossible(4, 31)), ("june 31", impossible(6, 31)),
        ("sept 31st", impossible(9, 31)), ("november 31", impossible(11, 31)), ("april 31 2027", impossible(4, 31, 2027)),
        ("feb 29 2027", impossible(2, 29, 2027)), ("2027-02-29", impossible(2, 29, 2027)), ("2027-04-31", impossible(4, 31, 2027)),
        ("feb 30th at noon", lambda c: REFUSE if c.md(2, 30) == REFUSE else None),
        ("the 30th of february", impossible(2, 30)), ("31 june", impossible(6, 31)),
        ("the 31st of september", impossible(9, 31)), ("february 31st", impossible(2, 31)),
        ("the 31st of this month", lambda c: c.nth_of_rel_month(31, 0)),
        ("book the tent for feb 30", impossible(2, 30)),
        ("the 5th monday of next month", nth_wd_rel(5, MON, 1)),
        ("the fifth friday of february 2027", nth_wd_named(5, FRI, 2, 2027)),
        ("dec 30 to dec 28", md_reversed(12, 30, 12, 28)), ("from july 15 to july 13", md_reversed(7, 15, 7, 13)),
        ("from 2027-06-10 to 2027-06-03", md_reversed(6, 10, 6, 3, 2027, 2027)), ("jan 20 to jan 5", md_reversed(1, 20, 1, 5)),
        ("from the 20th to the 18th of august", md_reversed(8, 20, 8, 18)),
        ("can i have the van from march 9 to march 2?", md_reversed(3, 9, 3, 2)),
        ("every other friday", REFUSE), ("the tail end of next week", REFUSE), ("every second saturday", REFUSE),
        ("the tail end of march", REFUSE), ("every other weekend", REFUSE), ("every alternate monday", REFUSE),
        ("the back half of next week", REFUSE), ("the penultimate friday of march", REFUSE),
        ("every other thursday at 6pm", REFUSE), ("book the van every third sunday", REFUSE),
        ("the latter half of july", REFUSE), ("can i rent the mixer every other saturday morning", REFUSE),
        ("every other tuesday from 9 to 5", REFUSE),
    ], strict=True)
    f.ref(D)
    f.cases_([
        ("the 31st of next month", lambda c: c.nth_of_rel_month(31, 1)),
        ("june 31st at 3pm", lambda c: REFUSE if c.md(6, 31) == REFUSE else None),
        ("from june 12 to june 9", md_reversed(6, 12, 6, 9)),
        ("the tail end of the week", REFUSE),
    ], strict=True)
    return f


# ----------------------------------------------------------------------------------------------
# Self-checks: the examples TIMES.md and PRODUCT.md give, at Sunday 2026-11-22 10:00
# ----------------------------------------------------------------------------------------------

def self_check():
    c = Ctx(A)
    S = lambda s: datetime.fromisoformat(s)
    I = lambda a, b: (S(a), S(b))
    checks = [
        (c.mdday(12, 3), I("2026-12-03T00:00", "2026-12-04T00:00")),
        (c.clock("3pm"), I("2026-11-22T15:00", "2026-11-22T16:00")),
        (c.in_minutes(120), I("2026-11-22T12:00", "2026-11-22T13:00")),
        (c.day(c.hol("christmas")), I("2026-12-25T00:00", "2026-12-26T00:00")),
        (c.day(c.hol("easter")), I("2027-03-28T00:00", "2027-03-29T00:00")),
        (c.day(c.last_wd(SUN)), I("2026-11-15T00:00", "2026-11-16T00:00")),
        (c.week(-1), I("2026-11-09T00:00", "2026-11-16T00:00")),
        (c.in_days(-3), I("2026-11-19T00:00", "2026-11-20T00:00")),
        (c.part(c.today - DAY, "night"), I("2026-11-21T18:00", "2026-11-22T00:00")),
        (c.day(c.this_wd(SUN)), I("2026-11-22T00:00", "2026-11-23T00:00")),
        (c.day(c.next_wd(SUN)), I("2026-11-29T00:00", "2026-11-30T00:00")),
        (c.day(c.after_next_wd(SUN)), I("2026-12-06T00:00", "2026-12-07T00:00")),
        (c.day(c.nth_wd_from_now(3, FRI)), I("2026-12-11T00:00", "2026-12-12T00:00")),
        (c.at(c.today, "8", "tonight"), I("2026-11-22T20:00", "2026-11-22T21:00")),
        (c.at(c.today, "9:30", "tonight"), I("2026-11-22T21:30", "2026-11-22T22:30")),
        (c.on_wd(SAT, lambda d: c.at(d, "9", "morning")), I("2026-11-28T09:00", "2026-11-28T10:00")),
        (c.clock_min(minutes_to(3, -15)), I("2026-11-22T15:15", "2026-11-22T16:15")),
        (c.clock_min(minutes_to(4, 15)), I("2026-11-22T15:45", "2026-11-22T16:45")),
        (c.clock_min(minutes_to(5, 10)), I("2026-11-22T16:50", "2026-11-22T17:50")),
        (c.clock_min(compact("1030")), I("2026-11-22T10:30", "2026-11-22T11:30")),
        (c.next_n_days(3), I("2026-11-23T00:00", "2026-11-26T00:00")),
        (c.next_n_weeks(2), I("2026-11-23T00:00", "2026-12-07T00:00")),
        (c.this_month_part("end"), I("2026-11-21T00:00", "2026-12-01T00:00")),
        (c.month_part(*c.named_month(3), "begin"), I("2027-03-01T00:00", "2027-03-11T00:00")),
        (c.day(c.nth_of_rel_month(8, 0)), I("2026-11-08T00:00", "2026-11-09T00:00")),
        (c.on_hol("christmas", lambda d: c.at(d, "6pm")), I("2026-12-25T18:00", "2026-12-26T00:00".replace("2026-12-26T00:00", "2026-12-25T19:00"))),
        # the contract
        (c.on_wd(SAT, lambda d: c.rng(d, "2", "6pm")), I("2026-11-28T14:00", "2026-11-28T18:00")),
        (c.rng(c.today, "10", "2pm"), I("2026-11-22T10:00", "2026-11-22T14:00")),
        (c.days(c.md(12, 1), c.md(12, 3)), I("2026-12-01T00:00", "2026-12-04T00:00")),
        (c.days(c.tomorrow, c.tomorrow + 2 * DAY), I("2026-11-23T00:00", "2026-11-26T00:00")),
        (c.weekend(0), I("2026-11-21T00:00", "2026-11-23T00:00")),
        (c.week(1), I("2026-11-23T00:00", "2026-11-30T00:00")),
        (c.this_week(), I("2026-11-22T00:00", "2026-11-23T00:00")),
        (c.day(c.next_wd(SAT)), I("2026-11-28T00:00", "2026-11-29T00:00")),
    ]
    for got, want in checks:
        assert got == want, (got, want)
    n = Ctx(datetime(2026, 11, 22, 13, 0), NY)
    assert n.zoned(n.wd(THU), "8:00", "pst") == I("2026-11-26T11:00", "2026-11-26T12:00")
    # the holiday rules against known dates
    known = {("thanksgiving", 2026): date(2026, 11, 26), ("mlk", 2027): date(2027, 1, 18),
             ("presidents", 2027): date(2027, 2, 15), ("memorial_day", 2027): date(2027, 5, 31),
             ("labor_day", 2027): date(2027, 9, 6), ("mothers_day", 2027): date(2027, 5, 9),
             ("fathers_day", 2027): date(2027, 6, 20), ("columbus_day", 2027): date(2027, 10, 11),
             ("easter", 2024): date(2024, 3, 31), ("easter", 2025): date(2025, 4, 20), ("easter", 2019): date(2019, 4, 21),
             ("easter", 2038): date(2038, 4, 25), ("easter", 2285): date(2285, 3, 22), ("election_day", 2028): date(2028, 11, 7)}
    for (name, y), d in known.items():
        assert HOLIDAYS[name](y) == d, (name, y)


def main():
    self_check()
    builders = [build_basics, build_weekdays, build_clock, build_dates, build_periods, build_offsets,
                build_ranges, build_past, build_zones, build_holidays, build_not_times, build_refused]
    files = [b() for b in builders]
    total = 0
    for tf in files:
        tf.write()
        total += tf.cases
        print(f"{tf.name:20} {tf.cases:5} cases   ({len(tf.skipped)} phrase/reference pairs left out as ambiguous)")
        lost = [phrase for phrase, written in tf.tracked.items() if not written]
        assert not lost, f"{tf.name}: rows never written at any reference time: {lost}"
        if VERBOSE:
            for now, phrase, why in tf.skipped:
                print(f"    AMBIGUOUS @{now} {phrase!r}: {why}")
    print(f"{'total':20} {total:5}")


if __name__ == "__main__":
    main()
