"""The reference half of the corpus check (run by compare.mjs, with /usr/bin/python3 and dnspython 2.3).

Reads each zone file with dnspython's own zone-file reader (dns.zonefile.Reader, as dns.zone.from_text does, with
$INCLUDE refused and names outside the zone kept), noting the line each record starts on, then holds it against
what the console's reader gave for the same file (a JSON of records and refusals, by line), and prints one JSON
line per file: counts, and each difference with its line.

Input on stdin: JSON [{"file", "origin", "console"}]; console = {"records": [...], "refusals": [...]}.
"""

import ipaddress
import json
import sys

import dns.exception
import dns.name
import dns.rdata
import dns.rdataclass
import dns.rdatatype
import dns.tokenizer
import dns.zonefile


class Manager:
    def __init__(self, origin):
        self.origin = origin

    def origin_information(self):
        return (self.origin, False, self.origin)


class Collect:
    """A transaction that only notes what the reader adds, with the line its entry starts on."""

    def __init__(self, origin):
        self.manager = Manager(origin)
        self.added = []
        self.line = 0

    def check_put_rdataset(self, check):
        pass

    def _set_origin(self, origin):
        pass

    def add(self, name, ttl, rd):
        self.added.append((self.line, name, ttl, rd))


def read_reference(text, origin):
    """(records as (line, name, ttl, rdata), the error as (line, message) or None)."""
    txn = Collect(origin)
    tok = dns.tokenizer.Tokenizer(text, "<zone>")
    reader = dns.zonefile.Reader(tok, dns.rdataclass.IN, txn, allow_include=False)
    rr_line = reader._rr_line
    generate = reader._generate_line

    reading = []

    def noted(read):
        def wrapper(*args):
            txn.line = reader.tok.line_number
            reading.append(txn.line)
            result = read(*args)
            reading.pop()
            return result

        return wrapper

    reader._rr_line = noted(rr_line)
    reader._generate_line = noted(generate)
    try:
        reader.read()
        return txn.added, None
    except dns.exception.DNSException as error:
        message = str(error)
        line = reader.tok.line_number
        parts = message.split(":", 2)
        if len(parts) == 3 and parts[1].isdigit():
            line, message = int(parts[1]), parts[2].strip()
        if reading:  # the error is the entry's, which starts on this line (the tokenizer may be further on)
            line = reading[-1]
        return txn.added, (line, message or type(error).__name__)


def absolute(name):
    return name if name.endswith(".") else name + "."


def console_rdata(record, origin):
    """The console's record as dnspython rdata (the console's value is the presentation text of its RDATA)."""
    kind = record["type"]
    value = record["value"]
    if kind in ("CNAME", "NS", "PTR"):
        text = absolute(value)
    elif kind == "MX":
        text = "%s %s" % (record.get("mx", 10), absolute(value))
    elif kind == "SRV":
        parts = value.split()
        parts[3] = absolute(parts[3])
        text = " ".join(parts)
    elif kind == "TXT":
        text = value if value.startswith('"') else '"%s"' % value.replace("\\", "\\\\").replace('"', '\\"')
    else:
        text = value
    return dns.rdata.from_text(dns.rdataclass.IN, kind, text, origin=dns.name.root, relativize=False)


def owner_of(record, zone):
    host = record["host"]
    return dns.name.from_text(zone if host == "@" else "%s.%s" % (host, zone))


def compare(item):
    origin = dns.name.from_text(item["origin"])
    zone = item["origin"]
    text = open(item["file"], encoding="utf-8", errors="surrogateescape").read()
    reference, error = read_reference(text, origin)
    console = item["console"]
    records = {}
    for record in console["records"]:
        records.setdefault(record["sourceLine"], []).append(record)
    refusals = {}
    for refusal in console["refusals"]:
        refusals.setdefault(refusal["line"], []).append(refusal)
    report = {
        "file": item["display"],
        "origin": zone,
        "reference": len(reference),
        "console": len(console["records"]),
        "same": 0,
        "refused": 0,
        "skipped": 0,
        "reasons": {},
        "differences": [],
    }
    soa_minimum = next((rd.minimum for _, _, _, rd in reference if rd.rdtype == dns.rdatatype.SOA), None)
    ttl_directive = next((number for number, text_line in enumerate(text.split("\n"), 1) if text_line.upper().startswith("$TTL")), None)
    seen_lines = set()
    for line, name, ttl, rd in reference:
        seen_lines.add(line)
        at_line = records.get(line, [])
        match = None
        for record in at_line:
            try:
                if owner_of(record, zone) == name and console_rdata(record, origin) == rd:
                    match = record
                    break
            except Exception:
                continue
        if match is not None:
            at_line.remove(match)
            if match["ttl"] != ttl:
                # dnspython makes the SOA MINIMUM the default TTL even when the SOA gives its own TTL; BIND (master.c)
                # does so only when nothing gave a TTL before, and keeps the last TTL written otherwise (RFC 1035)
                soa_rule = ttl == soa_minimum and (ttl_directive is None or ttl_directive > line)
                kind = "ttl: dnspython's SOA-minimum rule, the console follows BIND" if soa_rule else "ttl"
                report["differences"].append({"line": line, "kind": kind, "reference": ttl, "console": match["ttl"], "record": "%s %s" % (name, rd.to_text())})
            else:
                report["same"] += 1
            continue
        refused = refusals.get(line)
        if refused:
            one = refused[0]
            key = "skipped" if one.get("skipped") else "refused"
            report[key] += 1
            report["reasons"][one["reason"]] = report["reasons"].get(one["reason"], 0) + 1
            continue
        if at_line:
            other = at_line.pop(0)
            report["differences"].append(
                {"line": line, "kind": "changed", "reference": "%s %s %s" % (name, dns.rdatatype.to_text(rd.rdtype), rd.to_text()), "console": "%s %s %s" % (other["host"], other["type"], other["value"])}
            )
            continue
        report["differences"].append({"line": line, "kind": "dropped", "reference": "%s %s %s" % (name, dns.rdatatype.to_text(rd.rdtype), rd.to_text())})
    for line, left in records.items():
        for record in left:
            if error and line >= error[0] and error[1] != "Missing default TTL value":
                if line == error[0]:
                    report["differences"].append({"line": line, "kind": "accepted what the reference refuses", "reference": error[1], "console": "%s %s %s" % (record["host"], record["type"], record["value"])})
                continue
            no_ttl = error and error[1] == "Missing default TTL value"
            kind = "added: no TTL in the file (BIND and dnspython refuse it), the console takes its default and says so" if no_ttl else "added"
            report["differences"].append({"line": line, "kind": kind, "console": "%s %s %s" % (record["host"], record["type"], record["value"])})
    if error:
        report["referenceError"] = {"line": error[0], "message": error[1], "consoleRefuses": error[0] in refusals}
    return report


def main():
    for item in json.load(sys.stdin):
        try:
            print(json.dumps(compare(item), ensure_ascii=False), flush=True)
        except Exception as failure:  # a file the check itself could not handle: said, never hidden
            print(json.dumps({"file": item["display"], "checkFailed": "%s: %s" % (type(failure).__name__, failure)}), flush=True)


main()
