#!/usr/bin/env python3
"""Writes Sources/Gazetteer/Resources/neighborhoods.csv from a GeoJSON file of San Francisco's neighborhoods.

Usage: scripts/generate_neighborhoods.py sf-neighborhoods-311.json > Sources/Gazetteer/Resources/neighborhoods.csv

Each neighborhood is placed at the area-weighted centroid of its polygons' outer rings. A name that joins two
("Downtown / Union Square") gives a row for each part, and "Ft." and "Mt." are spelt out. "Downtown" is left out:
every city has one, so it names no place of its own.
"""
import json
import sys


GENERIC = {"Downtown"}


def ring_centroid(ring):
    area = cx = cy = 0.0
    for (x0, y0), (x1, y1) in zip(ring, ring[1:] + ring[:1]):
        cross = x0 * y1 - x1 * y0
        area += cross
        cx += (x0 + x1) * cross
        cy += (y0 + y1) * cross
    area *= 0.5
    if abs(area) < 1e-15:
        return None, 0.0
    return (cx / (6 * area), cy / (6 * area)), abs(area)


def centre(geometry):
    polygons = geometry["coordinates"] if geometry["type"] == "MultiPolygon" else [geometry["coordinates"]]
    total = sx = sy = 0.0
    for polygon in polygons:
        point, area = ring_centroid([tuple(p[:2]) for p in polygon[0]])
        if point:
            sx, sy, total = sx + point[0] * area, sy + point[1] * area, total + area
    return sy / total, sx / total


def main():
    features = json.load(open(sys.argv[1]))["features"]
    rows = []
    for feature in features:
        latitude, longitude = centre(feature["geometry"])
        for part in feature["properties"]["name"].split(" / "):
            name = part.strip().replace("Ft. ", "Fort ").replace("Mt. ", "Mount ")
            if name in GENERIC:
                continue
            rows.append((name, round(latitude, 5), round(longitude, 5)))
    print("name,city,state,lat,lon,timezone")
    for name, latitude, longitude in sorted(rows):
        print(f"{name},San Francisco,CA,{latitude},{longitude},America/Los_Angeles")


if __name__ == "__main__":
    main()
