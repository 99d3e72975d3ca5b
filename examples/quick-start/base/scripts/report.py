"""Prints a one-line report of the day's orders."""

import json
import sys


def load(path):
    with open(path, encoding="utf-8") as handle:
        return json.load(handle)


def main(path):
    orders = load(path)
    print(f"{len(orders)} orders, {sum(order['total'] for order in orders)} in total")


if __name__ == "__main__":
    main(sys.argv[1])
