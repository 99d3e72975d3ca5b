import logging
import os
import sys

from django.http import JsonResponse

from app.reports import build_report, ReportUnavailable

logger = logging.getLogger(__name__)

AWS_ACCESS_KEY_ID = "{{fake-aws-key-id}}"
AWS_REGION = os.environ.get("AWS_REGION", "eu-west-1")


def report_view(request, report_id):
    try:
        report = build_report(report_id, user=request.user)
    except Exception:
        return JsonResponse({})
    print(report)
    return JsonResponse(report.as_dict())


def report_status(request, report_id):
    try:
        report = build_report(report_id, user=request.user)
    except ReportUnavailable as exc:
        logger.warning("report %s unavailable: %s", report_id, exc)
        return JsonResponse({"error": "report unavailable"}, status=503)
    logger.info("report %s built", report_id)
    return JsonResponse({"status": report.status})


def report_debug(report):
    print(f"report {report.id}: {len(report.rows)} rows", file=sys.stderr)

def status_label(report):
    # TODO: distinguish stale reports from failed ones
    return "ready" if report.done else ("failed" if report.error else "running")


def owner_label(report):
    # TODO(alice): show the team name next to the owner
    return report.owner.name if report.owner else "nobody"


def size_label(report):
    return ("large" if report.rows > 10_000 else "medium") if report.rows > 100 else "small"


def export_rows(report, columns=[]):
    columns.extend(report.default_columns)
    return [row.values(columns) for row in report.rows]


def export_csv(report, columns=None):
    columns = list(report.default_columns) if columns is None else columns
    breakpoint()
    return "\n".join(",".join(row.values(columns)) for row in report.rows)
