"""Reads every endpoint of the BI API with pandas, as a data team's notebook would, and prints what it loaded.

Usage: BI_TOKEN=tnn_bi_... python bi_client.py --base-url http://127.0.0.1:8080 [--page-size 1000] [--updated-since ISO]
Prints one JSON object: per endpoint the rows read as JSON and as CSV, the API's total, and sums for the checks.
With --updated-since it also refreshes each endpoint incrementally, as a scheduled BI refresh does, and reports the
changed rows and the ids of the deleted ones (tombstones) it would drop.
"""

import argparse
import io
import json
import os
import sys
import urllib.parse
import urllib.request

import pandas as pd

ENDPOINTS = ["projects", "schedules", "activities", "tasks", "roadblocks", "commitments", "ppc-weeks", "cncs"]


def get(url, token):
    request = urllib.request.Request(url, headers={"Authorization": f"Bearer {token}"})
    with urllib.request.urlopen(request, timeout=60) as response:
        return response.read(), dict(response.headers)


def page_url(base, endpoint, params):
    return f"{base}/api/v1/bi/{endpoint}?{urllib.parse.urlencode(params)}"


def read_json_pages(base, endpoint, token, page_size, updated_since=None):
    frames, cursor, total, pages = [], None, None, 0
    while True:
        params = {"limit": page_size, **({"cursor": cursor} if cursor else {}), **({"updatedSince": updated_since} if updated_since else {})}
        content, _ = get(page_url(base, endpoint, params), token)
        body = json.loads(content)
        total = body["total"]
        frames.append(pd.read_json(io.StringIO(json.dumps(body["items"])), orient="records", dtype=False))
        pages += 1
        cursor = body["nextCursor"]
        if cursor is None:
            break
    frame = pd.concat(frames, ignore_index=True) if frames else pd.DataFrame()
    return frame, total, pages


def read_csv_pages(base, endpoint, token, page_size):
    frames, cursor = [], None
    while True:
        params = {"limit": page_size, "format": "csv", **({"cursor": cursor} if cursor else {})}
        content, headers = get(page_url(base, endpoint, params), token)
        frames.append(pd.read_csv(io.BytesIO(content)))
        cursor = headers.get("X-Next-Cursor")
        if not cursor:
            break
    return pd.concat(frames, ignore_index=True)


def sums(endpoint, frame):
    """Figures a dashboard also shows, by project, to compare with it."""
    if frame.empty:
        return {}
    if endpoint == "ppc-weeks":
        grouped = frame.groupby("projectId")[["committed", "completed"]].sum()
        return {project: {"committed": int(row.committed), "completed": int(row.completed)} for project, row in grouped.iterrows()}
    if endpoint in ("cncs", "roadblocks", "activities", "tasks"):
        return {project: int(count) for project, count in frame.groupby("projectId").size().items()}
    return {}


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--base-url", default="http://127.0.0.1:8080")
    parser.add_argument("--page-size", type=int, default=1000)
    parser.add_argument("--updated-since", default=None)
    args = parser.parse_args()
    token = os.environ["BI_TOKEN"]
    base = args.base_url.rstrip("/")
    report = {}
    for endpoint in ENDPOINTS:
        as_json, total, pages = read_json_pages(base, endpoint, token, args.page_size)
        as_csv = read_csv_pages(base, endpoint, token, args.page_size)
        # pandas straight from the URL, one page as large as the API allows: what a BI notebook writes first.
        direct = pd.read_csv(page_url(base, endpoint, {"limit": 5000, "format": "csv"}), storage_options={"Authorization": f"Bearer {token}"})
        report[endpoint] = {
            "total": total,
            "pages": pages,
            "jsonRows": int(len(as_json)),
            "csvRows": int(len(as_csv)),
            "directCsvRows": int(len(direct)),
            "csvColumns": list(as_csv.columns),
            "jsonColumns": list(as_json.columns),
            "sums": sums(endpoint, as_json),
            "csvSums": sums(endpoint, as_csv),
        }
        if args.updated_since:
            changed, changed_total, _ = read_json_pages(base, endpoint, token, args.page_size, args.updated_since)
            id_column = changed.columns[0] if not changed.empty else None
            deleted = changed[changed["deleted"] == True] if "deleted" in changed.columns else changed.iloc[0:0]  # noqa: E712
            report[endpoint]["refresh"] = {
                "total": changed_total,
                "rows": int(len(changed)),
                "deletedIds": sorted(str(value) for value in deleted[id_column]) if id_column else [],
            }
    json.dump(report, sys.stdout)


if __name__ == "__main__":
    main()
