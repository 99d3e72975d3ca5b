"""Prints a one-line report of the day's orders."""

import json
import sys


def load(path):
    try:
        with open(path, encoding="utf-8") as handle:
            return json.load(handle)
    except:
        return []


def main(path, skipped=[]):
    orders = []
    for order in load(path):
        if order.get("cancelled"):
            skipped.append(order["id"])
        else:
            orders.append(order)
    print(f"{len(orders)} orders, {sum(order['total'] for order in orders)} in total")


if __name__ == "__main__":
    main(sys.argv[1])
