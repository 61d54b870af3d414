#!/usr/bin/env python3
"""How well Rentline reads the time evaluation sets (`Evaluation/times/*.times`), misses included.

Usage: time_eval.py RENTLINE_BINARY [--misses] FILE...

A line is `phrase | START END` (the interval it means), `phrase | -` (no time) or `phrase | ?` (a time the bot must
refuse); a trailing `@miss` marks a line the parser is known to read otherwise, and counts like any other here.
`@now` and `@tz` lines set the reference time for the lines after them. Each set is read through
`rentline parse --batch`; a start is right when it matches to the minute, and wrong when a different start is read.
"""
import json
import subprocess
import sys


def load(path):
    cases, now, zone = [], "2026-11-22T10:00", "America/Los_Angeles"
    for number, line in enumerate(open(path, encoding="utf-8"), 1):
        line = line.rstrip("\n")
        if line.startswith("@now "):
            now = line[5:].strip()
        elif line.startswith("@tz "):
            zone = line[4:].strip()
        elif line and not line.startswith("#") and "|" in line:
            phrase, _, expected = line.rpartition("|")
            expected = expected.replace("@miss", "").strip()
            start, end = expected.split() if expected not in ("-", "?") else (None, None)
            cases.append({"file": path, "line": number, "phrase": phrase.strip(), "start": start, "end": end,
                          "now": now, "zone": zone, "refused": expected == "?"})
    return cases


def read(binary, cases):
    groups = {}
    for case in cases:
        groups.setdefault((case["now"], case["zone"]), []).append(case)
    for (now, zone), group in groups.items():
        output = subprocess.run([binary, "parse", "--batch", "--now", now, "--tz", zone],
                                input="".join(case["phrase"] + "\n" for case in group),
                                capture_output=True, text=True, check=True).stdout.splitlines()
        for case, line in zip(group, output):
            when = json.loads(line)["slots"].get("when") or {}
            case["read"] = (when.get("start"), when.get("end"))


def verdict(case):
    start, end = case["read"]
    if case["start"] is None:
        return "right" if start is None else "invented"
    if start is None:
        return "none"
    if start != case["start"]:
        return "wrong"
    return "right" if end == case["end"] else "start"


def main():
    arguments = sys.argv[1:]
    shows_misses = "--misses" in arguments
    arguments = [argument for argument in arguments if argument != "--misses"]
    if len(arguments) < 2:
        sys.exit(__doc__)
    binary, paths = arguments[0], arguments[1:]
    sets = [(path.rsplit("/", 1)[-1], load(path)) for path in paths]
    read(binary, [case for _, cases in sets for case in cases])
    print("| set | times | start right | start and end right | a wrong start | no time read | no-time lines with a time |")
    print("|---|---|---|---|---|---|---|")
    totals = {}
    for name, cases in sets + [("all", [case for _, cases in sets for case in cases])]:
        verdicts = [verdict(case) for case in cases]
        timed = sum(1 for case in cases if case["start"])
        counts = {kind: verdicts.count(kind) for kind in ("right", "start", "wrong", "none", "invented")}
        untimed = len(cases) - timed
        starts = sum(1 for case, kind in zip(cases, verdicts) if case["start"] and kind in ("right", "start"))
        full = sum(1 for case, kind in zip(cases, verdicts) if case["start"] and kind == "right")

        def share(count, whole):
            return f"{count}/{whole} ({100 * count / whole:.1f}%)" if whole else "0/0"

        print(f"| {name} | {timed} | {share(starts, timed)} | {share(full, timed)} | {share(counts['wrong'], timed)} "
              f"| {counts['none']} | {counts['invented']}/{untimed} |")
        totals[name] = counts
    if shows_misses:
        for _, cases in sets:
            for case in cases:
                kind = verdict(case)
                if kind != "right":
                    expected = f"{case['start']} {case['end']}" if case["start"] else "no time"
                    print(f"{case['file']}:{case['line']}: {kind}: {case['phrase']} | expected {expected}, "
                          f"read {case['read'][0]} {case['read'][1]}")


if __name__ == "__main__":
    main()
