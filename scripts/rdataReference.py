"""Writes src/validation/rdata/reference.json: what dnspython (the reference) makes of record values.

Run with a Python that has dnspython 2.3 (`/usr/bin/python3 scripts/rdataReference.py`). Each row is a value as
typed; `dnspython` is the text dnspython writes for it (read as text, written to wire, read back and written as
text: the canonical form), or null when dnspython refuses it. `stricter` marks a value dnspython takes and the
console refuses, with the RFC rule why.
"""
import json, os, dns.rdata, dns.name

ROWS = [
    # HTTPS / SVCB (RFC 9460)
    ('HTTPS', '1 . alpn="h3,h2" port=443 ipv4hint=192.0.2.1', None),
    ('HTTPS', '1 . port=443 alpn=h3,h2', None),
    ('HTTPS', '0 foo.Example.com.', None),
    ('HTTPS', '0 foo.example.com. alpn=h2', None),
    ('HTTPS', '1 . mandatory=port,alpn alpn=h2 port=443', None),
    ('HTTPS', '1 . mandatory=port alpn=h2', None),
    ('HTTPS', '1 . mandatory=mandatory', None),
    ('HTTPS', '1 . alpn=h\\\\,2,h3', None),
    ('HTTPS', '1 . alpn=h\\,2', None),
    ('HTTPS', '1 . no-default-alpn alpn=h2', None),
    ('HTTPS', '1 . no-default-alpn', None),
    ('HTTPS', '1 . key667=hello', None),
    ('HTTPS', '1 . key667="hello\\210qoo"', None),
    ('HTTPS', '1 . alpn=h2 key65333', None),
    ('HTTPS', '1 . ech=AEP+DQA/', None),
    ('HTTPS', '1 . ech="AEP+DQA"', None),
    ('HTTPS', '1 . ipv6hint=2001:DB8::1,2001:db8:0::53', None),
    ('HTTPS', '1 . ipv4hint=1.2.3.4,5.6.7.8', None),
    ('HTTPS', '1 . ipv4hint=1.2.3', None),
    ('HTTPS', '1 . port=443 port=80', None),
    ('HTTPS', '1 . port=65536', None),
    ('HTTPS', '1 . alpn=', None),
    ('HTTPS', '65535 svc.Example.com. port=8443', None),
    ('HTTPS', '65536 . port=8443', None),
    ('HTTPS', '1 . foo=bar', None),
    ('HTTPS', '1 . key65535=abc', 'RFC 9460 14.3.2: key 65535 is reserved ("Invalid key")'),
    ('HTTPS', '1 . key3=443', 'a key with a name is written by it (its keyNNNNN form takes wire bytes)'),
    ('SVCB', '1 svc.example.net. alpn=h2 port=8443', None),
    ('SVCB', '2 svc.example.net. mandatory=key65000 key65000=x', None),
    # TLSA / SMIMEA (RFC 6698, 8162)
    ('TLSA', '3 1 1 0C72AC70B745AC19998811B131D662C9AC69DBDBE7CB23E5B514B56664C5D3D6', None),
    ('TLSA', '3 1 1 0c72ac70b745ac19998811b131d662c9 ac69dbdbe7cb23e5b514b56664c5d3d6', None),
    ('TLSA', '3 1 0 aabbcc', None),
    ('TLSA', '2 0 2 ' + 'ab' * 64, None),
    ('TLSA', '256 1 1 aabb', None),
    ('TLSA', '3 1 1 aab', None),
    ('TLSA', '3 1 1 aabb', 'RFC 6698 2.1.3: matching type 1 is a SHA2-256 digest, 32 bytes'),
    ('SMIMEA', '3 0 1 0C72AC70B745AC19998811B131D662C9AC69DBDBE7CB23E5B514B56664C5D3D6', None),
    ('SMIMEA', '3 0 0 3082', None),
    # SSHFP (RFC 4255, 6594, 7479, 8709)
    ('SSHFP', '1 1 123456789ABCDEF67890123456789ABCDEF67890', None),
    ('SSHFP', '4 2 123456789abcdef67890123456789abcdef67890123456789abcdef123456789', None),
    ('SSHFP', '6 2 123456789abcdef67890123456789abcdef67890123456789abcdef123456789', None),
    ('SSHFP', '9 9 ab', None),
    ('SSHFP', '256 1 ab', None),
    ('SSHFP', '1 1 abcd', 'RFC 4255 3.1.2: fingerprint type 1 is SHA-1, 20 bytes'),
    # NAPTR (RFC 3403)
    ('NAPTR', '100 10 "S" "SIP+D2U" "" _sip._udp.example.com.', None),
    ('NAPTR', '100 10 s SIP+D2U "" _sip._udp.Example.com.', None),
    ('NAPTR', '100 10 "u" "E2U+sip" "!^.*$!sip:info@example.com!" .', None),
    ('NAPTR', '65536 10 "u" "E2U+sip" "" .', None),
    ('NAPTR', '100 10 "u" "E2U+sip" "!^.*$!sip:info@example.com!" x.example.com.', 'RFC 3403 4.1: a rule has a regexp or a replacement, not both'),
    ('NAPTR', '100 10 "u+" "E2U+sip" "" x.example.com.', 'RFC 3403 4.1: flags are A-Z and 0-9'),
    # DS (RFC 4034, 8624)
    ('DS', '60485 5 1 2BB183AF5F22588179A53B0A98631FAD1A292118', None),
    ('DS', '60485 5 1 2BB183AF 5F22588179A53B0A98631FAD1A292118', None),
    ('DS', '60485 RSASHA1 1 2BB183AF5F22588179A53B0A98631FAD1A292118', None),
    ('DS', '2371 13 2 C988EC423E3880EB8DD8A46E3BFDFE4F3EC2F40A7DAA4A3E2F8B2F5A66A3C2EB', None),
    ('DS', '60485 5 2 2BB183AF5F22588179A53B0A98631FAD1A292118', None),
    ('DS', '60485 5 0 00', None),
    ('DS', '65536 5 1 2BB183AF5F22588179A53B0A98631FAD1A292118', None),
    ('DS', '1 256 1 2BB183AF5F22588179A53B0A98631FAD1A292118', None),
    ('DS', '1 8 5 aa', None),
    # URI (RFC 7553)
    ('URI', '10 1 "ftp://ftp1.example.com/public"', None),
    ('URI', '10 1 ftp://ftp1.example.com/public', None),
    ('URI', '10 1 ""', None),
    ('URI', '65536 1 "https://a.example/"', None),
    ('URI', '10 1 "not a uri"', 'RFC 7553 4.5: the target is a URI (RFC 3986)'),
    # LOC (RFC 1876)
    ('LOC', '52 22 23.000 N 4 53 32.000 E -2.00m 0.00m 10000m 10m', None),
    ('LOC', '52 22 23 N 4 53 32 E -2m', None),
    ('LOC', '60 9 N 24 39 E 10m 20m', None),
    ('LOC', '42 21 54 N 71 06 18 W -24m 30m', None),
    ('LOC', '42 21 54.5 N 71 06 18 W -24.5m 30m 10000m 10m', None),
    ('LOC', '1 N 2 E 3', None),
    ('LOC', '90 0 0 S 180 0 0 W 0m', None),
    ('LOC', '0 0 0 N 0 0 0 E 0m 1m 10000m 10m', None),
    ('LOC', '0 0 0 N 0 0 0 E 0m 0.5m', None),
    ('LOC', '91 0 0 N 0 0 0 E 0m', None),
    ('LOC', '90 1 0 N 0 0 0 E 0m', None),
    ('LOC', '0 60 0 N 0 0 0 E 0m', None),
    ('LOC', '0 0 60 N 0 0 0 E 0m', None),
    ('LOC', '0 0 0 n 0 0 0 e 0m', None),
    ('LOC', '0 0 0 N 0 0 0 E 42849672.96m', None),
    ('LOC', '0 0 0 N 0 0 0 E 0m 90000001m', 'RFC 1876 2: a size is at most 9e9 cm (90000000m)'),
    ('LOC', '0 0 0.5 N 0 0 0 E 0.005m', 'RFC 1876 3: altitude in centimetres (2 decimals); dnspython rounds'),
    # CERT (RFC 4398)
    ('CERT', '1 0 0 MxFcby9k/yvedMfQgKzhH5er0Mu/vILz45IkskceFGgiWCn/GxHhai6VAuHAoNUz4YoU1tVfSCSqQYn6//11U6Nld80jEeC8aTrO+KKmCaY=', None),
    ('CERT', '1 1 rsasha256 AA==', None),
    ('CERT', 'URI 0 0 aHR0cDovL2V4YW1wbGU=', None),
    ('CERT', '65535 65535 255 AA==', None),
    ('CERT', 'pkix 1 8 AA==', None),
    ('CERT', 'PKIX 1 8 MxFcby9k/yvedMfQg', None),
    ('CERT', '65536 1 8 AA==', None),
    # CAA (RFC 8659)
    ('CAA', '0 issue "letsencrypt.org"', None),
    ('CAA', '0 issue letsencrypt.org', None),
    ('CAA', '128 tbs "Unknown"', None),
    ('CAA', '0 ISSUE "ca.net"', None),
    ('CAA', '0 issuewild ";"', None),
    ('CAA', '0 issuemail "ca.net"', None),
    ('CAA', '0 issuevmc "ca.net"', None),
    ('CAA', '0 iodef "mailto:security@example.com"', None),
    ('CAA', '0 issue "ca.net; account=230123"', None),
    ('CAA', '0 issue ""', None),
    ('CAA', '256 issue "x"', None),
    ('CAA', '0 a-b "x"', None),
    ('CAA', '0 issue "a" "b"', None),
    ('CAA', '0 iodef "not a url"', 'RFC 8659 4.4: iodef is a mailto: or http(s) URL'),
    # MX (RFC 1035, 7505): the console holds the preference apart; rows give "preference value"
    ('MX', '0 .', None),
    ('MX', '65535 mx.example.com.', None),
    ('MX', '65536 mx.example.com.', None),
]


def reference(rdtype, text):
    try:
        rdata = dns.rdata.from_text('IN', rdtype, text, origin=dns.name.root, relativize=False)
        wire = rdata.to_wire()
        return dns.rdata.from_wire('IN', rdtype, wire, 0, len(wire)).to_text()
    except Exception:
        return None


rows = [{'type': t, 'text': text, 'dnspython': reference(t, text), **({'stricter': why} if why else {})} for t, text, why in ROWS]
out = os.path.join(os.path.dirname(__file__), '..', 'src', 'validation', 'rdata', 'reference.json')
with open(out, 'w') as f:
    json.dump(rows, f, indent=1, ensure_ascii=False)
    f.write('\n')
print(len(rows), 'rows')
