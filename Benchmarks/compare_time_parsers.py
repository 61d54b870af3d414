#!/usr/bin/env python3
"""Side by side, for the record: the time phrase tables (`Tests/IntentsTests/TimePhrases/*.times`, each line read
at its own reference time and zone) through Rentline, dateparser and ctparse.

Usage: compare_time_parsers.py PHRASES_DIR RENTLINE_BINARY
Needs dateparser and ctparse importable (Benchmarks/run.sh installs them into a throwaway venv).
A phrase counts as right when the start matches the table (to the minute), and as fully right when the end
matches too; dateparser finds points, not intervals. A line marked `-` carries no time: a parser that finds one
there has read a time nobody typed.
"""
import datetime
import glob
import json
import os
import subprocess
import sys
import tempfile
import time
from zoneinfo import ZoneInfo

import ctparse
from dateparser.search import search_dates
from time_eval import load


def load_cases(folder):
    """(phrase, start, end, now, zone) for every line but those the bot must refuse; start is None on a line that is
    no time."""
    return [(case["phrase"], case["start"], case["end"], case["now"], case["zone"])
            for path in sorted(glob.glob(f"{folder}/*.times")) for case in load(path) if not case["refused"]]


def stamp(moment):
    return moment.strftime("%Y-%m-%dT%H:%M") if moment else None


def reference(case):
    return datetime.datetime.strptime(case[3], "%Y-%m-%dT%H:%M")


def with_dateparser(case):
    settings = {"RELATIVE_BASE": reference(case), "PREFER_DATES_FROM": "future", "TIMEZONE": case[4],
                "RETURN_AS_TIMEZONE_AWARE": False}
    try:
        found = search_dates(case[0], settings=settings)
    except Exception:  # dateparser raises on some inputs it cannot resolve; that is no answer
        return (None, None)
    return (stamp(found[0][1]), None) if found else (None, None)


def ctparse_moment(value, is_end):
    if any(getattr(value, part, None) is None for part in ("year", "month", "day")):
        return None
    day = datetime.datetime(value.year, value.month, value.day)
    if value.hour is None:
        return day + datetime.timedelta(days=1) if is_end else day
    return day.replace(hour=value.hour % 24, minute=value.minute or 0)


def with_ctparse(case):
    try:
        return ctparse_answer(ctparse.ctparse(case[0], ts=reference(case), timeout=1))
    except Exception:  # ctparse raises on some inputs, and some of its readings name no real day: no answer
        return (None, None)


def ctparse_answer(result):
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


def with_rentline(binary, cases):
    answers = {}
    groups = {}
    for index, case in enumerate(cases):
        groups.setdefault((case[3], case[4]), []).append(index)
    for (now, zone), indices in groups.items():
        output = subprocess.run([binary, "parse", "--batch", "--now", now, "--tz", zone],
                                input="\n".join(cases[i][0] for i in indices) + "\n",
                                capture_output=True, text=True, check=True).stdout.splitlines()
        for index, line in zip(indices, output):
            when = json.loads(line)["slots"].get("when") or {}
            answers[index] = (when.get("start"), when.get("end"))
    return [answers[index] for index in range(len(cases))]


def rentline_median_microseconds(binary, cases):
    """The parser alone, warmed up, 200 rounds: `rentline-bench parse` on the same phrases."""
    with tempfile.NamedTemporaryFile("w", suffix=".txt", delete=False) as file:
        file.write("\n".join(case[0] for case in cases) + "\n")
    bench = os.path.join(os.path.dirname(binary), "rentline-bench")
    output = subprocess.run([bench, "parse", file.name, "--rounds", "200"],
                            capture_output=True, text=True, check=True).stdout
    return float(output.split("median_us=")[1].split()[0])


def score(name, answers, cases, milliseconds):
    timed = [(answer, case) for answer, case in zip(answers, cases) if case[1]]
    starts = sum(1 for answer, case in timed if answer[0] == case[1])
    wrong = sum(1 for answer, case in timed if answer[0] and answer[0] != case[1])
    full = sum(1 for answer, case in timed if answer == (case[1], case[2]))
    untimed = [answer for answer, case in zip(answers, cases) if not case[1]]
    invented = sum(1 for answer in untimed if answer[0])
    n = len(timed)
    print(f"| {name} | {starts}/{n} ({100 * starts / n:.1f}%) | {full}/{n} ({100 * full / n:.1f}%) "
          f"| {wrong}/{n} ({100 * wrong / n:.1f}%) | {invented}/{len(untimed)} | {milliseconds:.4f} ms |")


def main():
    folder, binary = sys.argv[1], sys.argv[2]
    cases = load_cases(folder)
    print("| parser | start right | start and end right | a wrong start | a time where none was typed | time per phrase |")
    print("|---|---|---|---|---|---|")
    score("Rentline (median)", with_rentline(binary, cases), cases, rentline_median_microseconds(binary, cases) / 1000)
    for name, function in [("dateparser (mean)", with_dateparser), ("ctparse (mean)", with_ctparse)]:
        began = time.perf_counter()
        answers = [function(case) for case in cases]
        score(name, answers, cases, (time.perf_counter() - began) / len(cases) * 1000)


if __name__ == "__main__":
    main()
