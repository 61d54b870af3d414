#!/usr/bin/env python3
"""Writes Sources/Gazetteer/Resources/city_names.tsv from the ZIP and world-city tables beside it.

Usage: scripts/generate_city_names.py > Sources/Gazetteer/Resources/city_names.tsv

Each line is a city name folded as the parser reads names (accents removed, lower case), a tab, and the largest
population of a world city of that name (0 for a US city known only by its ZIP codes). Lines are sorted by their
UTF-8 bytes, so the parser finds a name by binary search instead of building a table of 48,000 names at every start.
Rows are kept as `ReferenceData` keeps them: a world city with numeric id, coordinates and population, a ZIP code of
five characters with coordinates and a time zone. `CityNameTableTests` checks the file against the CSV files.
"""
import csv
import os
import sys
import unicodedata

RESOURCES = os.path.join(os.path.dirname(__file__), "..", "Sources", "Gazetteer", "Resources")


def fold(name):
    if name.isascii():
        return name.lower()
    decomposed = unicodedata.normalize("NFD", name)
    return unicodedata.normalize("NFC", "".join(c for c in decomposed if not unicodedata.combining(c))).casefold()


def is_number(text, kind):
    try:
        kind(text)
        return True
    except ValueError:
        return False


def rows(name):
    with open(os.path.join(RESOURCES, name), encoding="utf-8", newline="") as file:
        reader = csv.reader(file)
        next(reader)
        yield from reader


def main():
    populations = {}
    for row in rows("world_cities.csv"):
        if len(row) == 10 and is_number(row[0], int) and is_number(row[6], float) and is_number(row[7], float) and is_number(row[8], int):
            name = fold(row[1])
            populations[name] = max(populations.get(name, 0), int(row[8]))
    for row in rows("us_zipcodes.csv"):
        if len(row) == 8 and len(row[0]) == 5 and is_number(row[4], float) and is_number(row[5], float) and row[6]:
            populations.setdefault(fold(row[1]), 0)
    out = sys.stdout.buffer
    for name in sorted(populations, key=lambda name: name.encode("utf-8")):
        out.write(("%s\t%d\n" % (name, populations[name])).encode("utf-8"))


if __name__ == "__main__":
    main()
