#!/usr/bin/env python3
"""How Rentline reads a public corpus of English time expressions that stays outside the project: Duckling's
`Duckling/Time/EN/Corpus.hs` (github.com/facebook/duckling), each phrase read alone through `rentline parse --batch`
at the corpus's reference time, Tuesday 2013-02-12 04:30 at UTC-2.

Usage: outside_time_corpus.py RENTLINE_BINARY CORPUS_HS [--misses]

Only the corpus's main examples are read (not its negative, latent or other-reference-time parts). A start is right
when it matches the corpus's value to the minute, and wrong when another start is read. The corpus follows its own
conventions where the contract chose others (a part of the day's hours, "this week" from its Monday, "in 7 days" as
a moment, a Jewish holiday from its eve), so some "wrong" lines are those choices, not misreadings; `--misses` lists
every line that isn't right, to judge them one by one.
"""
import json
import re
import subprocess
import sys

EXAMPLES = re.compile(
    r'examples\s*\((datetime|datetimeHoliday|datetimeInterval|datetimeIntervalHoliday|datetimeOpenInterval)\s+(.*?)\)\s*\n?\s*\[(.*?)\]',
    re.S)


def load(path):
    """(phrase, expected start or None) for each phrase of the corpus's main examples."""
    source = open(path, encoding="utf-8").read()
    main = source.find("allExamples ::")
    cases = []
    for match in EXAMPLES.finditer(source, main if main >= 0 else 0):
        kind, arguments, body = match.groups()
        numbers = [int(number) for number in re.findall(r"-?\d+", arguments.split('"')[0])]
        start = None if kind == "datetimeOpenInterval" and "Before" in arguments else numbers[:6]
        expected = None if not start else "%04d-%02d-%02dT%02d:%02d" % tuple(start[:5])
        for phrase in re.findall(r'"((?:[^"\\]|\\.)*)"', body):
            cases.append((phrase.replace('\\"', '"'), expected))
    return cases


def main():
    arguments = [argument for argument in sys.argv[1:] if argument != "--misses"]
    if len(arguments) != 2:
        sys.exit(__doc__)
    binary, corpus = arguments
    cases = [case for case in load(corpus) if case[1]]
    output = subprocess.run([binary, "parse", "--batch", "--now", "2013-02-12T04:30", "--tz", "Etc/GMT+2"],
                            input="".join(phrase.replace("\n", " ") + "\n" for phrase, _ in cases),
                            capture_output=True, text=True, check=True).stdout.splitlines()
    counts = {"right": 0, "wrong": 0, "none": 0}
    misses = []
    for (phrase, expected), line in zip(cases, output):
        read = (json.loads(line)["slots"].get("when") or {}).get("start")
        verdict = "none" if read is None else "right" if read == expected else "wrong"
        counts[verdict] += 1
        if verdict != "right":
            misses.append(f"{verdict}: {phrase} | expected {expected}, read {read}")
    total = len(cases)
    print(f"{total} phrases: start right {counts['right']} ({100 * counts['right'] / total:.1f}%), "
          f"wrong start {counts['wrong']} ({100 * counts['wrong'] / total:.1f}%), no time {counts['none']}")
    if "--misses" in sys.argv:
        print("\n".join(misses))


if __name__ == "__main__":
    main()
