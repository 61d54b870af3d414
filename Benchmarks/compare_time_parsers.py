#!/usr/bin/env python3
"""Side by side, for the record: the corpus lines that carry a time, parsed by Rentline, dateparser and ctparse.

Usage: compare_time_parsers.py CORPUS_DIR RENTLINE_BINARY
Needs dateparser and ctparse importable (Benchmarks/run.sh installs them into a throwaway venv).
Reference time: Sunday 2026-11-22 10:00. A phrase counts as right when the start matches the corpus
(to the minute), and as fully right when the end matches too; dateparser finds points, not intervals.
"""
import datetime
import glob
import json
import subprocess
import sys
import tempfile
import time

import ctparse
from dateparser.search import search_dates

REFERENCE = datetime.datetime(2026, 11, 22, 10, 0)


def load_cases(folder):
    cases = []
    for path in sorted(glob.glob(f"{folder}/*.corpus")):
        for line in open(path, encoding="utf-8"):
            parts = [part.strip() for part in line.split("|", 2)]
            if line.startswith("#") or len(parts) < 3 or not parts[2].startswith("{"):
                continue
            when = json.loads(parts[2]).get("when")
            if when:
                cases.append((parts[0], when["start"], when["end"]))
    return cases


def stamp(moment):
    return moment.strftime("%Y-%m-%dT%H:%M") if moment else None


def with_dateparser(phrase):
    found = search_dates(phrase, settings={"RELATIVE_BASE": REFERENCE, "PREFER_DATES_FROM": "future"})
    return (stamp(found[0][1]), None) if found else (None, None)


def ctparse_moment(value, is_end):
    if any(getattr(value, part, None) is None for part in ("year", "month", "day")):
        return None
    day = datetime.datetime(value.year, value.month, value.day)
    if value.hour is None:
        return day + datetime.timedelta(days=1) if is_end else day
    return day.replace(hour=value.hour % 24, minute=value.minute or 0)


def with_ctparse(phrase):
    result = ctparse.ctparse(phrase, ts=REFERENCE, timeout=1)
    if result is None:
        return (None, None)
    resolution = result.resolution
    if hasattr(resolution, "t_from") and hasattr(resolution, "t_to"):
        return (stamp(ctparse_moment(resolution.t_from, False)), stamp(ctparse_moment(resolution.t_to, True)))
    start = ctparse_moment(resolution, False)
    end = None
    if start is not None and getattr(resolution, "hour", None) is None:
        end = start + datetime.timedelta(days=1)
    return (stamp(start), stamp(end))


def with_rentline(binary, phrases):
    output = subprocess.run([binary, "parse", "--batch", "--now", "2026-11-22T10:00"], input="\n".join(phrases) + "\n",
                            capture_output=True, text=True, check=True).stdout.splitlines()
    answers = []
    for line in output:
        when = json.loads(line)["slots"].get("when") or {}
        answers.append((when.get("start"), when.get("end")))
    return answers


def rentline_median_microseconds(binary, phrases):
    """The parser alone, warmed up, 200 rounds: `rentline bench parse` on the same phrases."""
    with tempfile.NamedTemporaryFile("w", suffix=".txt", delete=False) as file:
        file.write("\n".join(phrases) + "\n")
    output = subprocess.run([binary, "bench", "parse", file.name, "--rounds", "200"],
                            capture_output=True, text=True, check=True).stdout
    return float(output.split("median_us=")[1].split()[0])


def score(name, answers, cases, milliseconds):
    starts = sum(1 for answer, case in zip(answers, cases) if answer[0] == case[1])
    full = sum(1 for answer, case in zip(answers, cases) if answer == (case[1], case[2]))
    print(f"| {name} | {starts}/{len(cases)} ({100 * starts / len(cases):.0f}%) | {full}/{len(cases)} "
          f"({100 * full / len(cases):.0f}%) | {milliseconds:.4f} ms |")


def main():
    folder, binary = sys.argv[1], sys.argv[2]
    cases = load_cases(folder)
    phrases = [case[0] for case in cases]
    print("| parser | start right | start and end right | time per phrase |")
    print("|---|---|---|---|")
    score("Rentline (median)", with_rentline(binary, phrases), cases, rentline_median_microseconds(binary, phrases) / 1000)
    for name, function in [("dateparser (mean)", with_dateparser), ("ctparse (mean)", with_ctparse)]:
        began = time.perf_counter()
        answers = [function(phrase) for phrase in phrases]
        score(name, answers, cases, (time.perf_counter() - began) / len(cases) * 1000)


if __name__ == "__main__":
    main()
