#!/usr/bin/env python3
# SPDX-FileCopyrightText: 2026 qkube authors
# SPDX-License-Identifier: Apache-2.0
"""Makes kubesim's /openapi/v2 documents from a real apiserver's.

Usage: strip-custom.py V2_JSON V2_PROTOBUF OUT_DIR

V2_JSON and V2_PROTOBUF are /openapi/v2 as a v1.28.7 apiserver serves it (Accept: application/json and
application/com.github.proto-openapi.spec.v2@v1.0+protobuf). Custom resources' paths and definitions are
removed from both (kubesim publishes its own CRDs), byte for byte as the apiserver would have written the
documents without them, and OUT_DIR receives v2.json.gz and v2.pb.gz.
"""
import gzip
import json
import sys

# Groups that are built into the apiserver: anything else under /apis/ comes from a CRD (or an aggregated API).
BUILTIN_SUFFIXES = ('.k8s.io',)
BUILTIN_GROUPS = {'apps', 'batch', 'autoscaling', 'policy'}


def builtin_group(group):
    return group in BUILTIN_GROUPS or group.endswith(BUILTIN_SUFFIXES) or '.' not in group


def custom_path(path):
    parts = path.split('/')
    return len(parts) > 2 and parts[1] == 'apis' and not builtin_group(parts[2])


def custom_definition(schema):
    return any(not builtin_group(g.get('group', '')) for g in schema.get('x-kubernetes-group-version-kind', []))


def varint(data, pos):
    shift = value = 0
    while True:
        byte = data[pos]
        pos += 1
        value |= (byte & 0x7F) << shift
        shift += 7
        if byte < 0x80:
            return value, pos


def encode_varint(value):
    out = bytearray()
    while True:
        byte = value & 0x7F
        value >>= 7
        if value:
            out.append(byte | 0x80)
        else:
            out.append(byte)
            return bytes(out)


def fields(data):
    """(field number, wire type, raw bytes of the whole field, payload of a length-delimited field)."""
    pos = 0
    while pos < len(data):
        start = pos
        key, pos = varint(data, pos)
        number, wire = key >> 3, key & 7
        payload = None
        if wire == 0:
            _, pos = varint(data, pos)
        elif wire == 1:
            pos += 8
        elif wire == 5:
            pos += 4
        elif wire == 2:
            length, pos = varint(data, pos)
            payload = data[pos:pos + length]
            pos += length
        else:
            raise ValueError('wire type %d at %d' % (wire, start))
        yield number, wire, data[start:pos], payload


def named_entry_name(payload):
    for number, _, _, value in fields(payload):
        if number == 1:
            return value.decode()
    return ''


def filter_named(payload, entry_field, drop):
    out = bytearray()
    for number, _, raw, value in fields(payload):
        if number == entry_field and drop(named_entry_name(value)):
            continue
        out += raw
    return bytes(out)


# gnostic's openapiv2.Document: paths = 8 (Paths.path = 2), definitions = 9 (Definitions.additional_properties = 1);
# each entry is a Named* message whose name is field 1.
DOCUMENT_PATHS, DOCUMENT_DEFINITIONS = 8, 9
PATHS_ENTRY, DEFINITIONS_ENTRY = 2, 1


def main():
    json_path, pb_path, out_dir = sys.argv[1:4]
    document = json.loads(open(json_path, 'rb').read())
    drop_paths = {p for p in document['paths'] if custom_path(p)}
    drop_definitions = {n for n, schema in document['definitions'].items() if custom_definition(schema)}
    for p in drop_paths:
        del document['paths'][p]
    for n in drop_definitions:
        del document['definitions'][n]
    json_bytes = json.dumps(document, separators=(',', ':'), ensure_ascii=False).encode()

    pb = open(pb_path, 'rb').read()
    out = bytearray()
    for number, _, raw, value in fields(pb):
        if number == DOCUMENT_PATHS:
            value = filter_named(value, PATHS_ENTRY, lambda n: n in drop_paths)
        elif number == DOCUMENT_DEFINITIONS:
            value = filter_named(value, DEFINITIONS_ENTRY, lambda n: n in drop_definitions)
        else:
            out += raw
            continue
        out += encode_varint(number << 3 | 2) + encode_varint(len(value)) + value
    print('dropped paths %s, definitions %s' % (sorted(drop_paths), sorted(drop_definitions)), file=sys.stderr)
    for name, data in (('v2.json.gz', json_bytes), ('v2.pb.gz', bytes(out))):
        with open('%s/%s' % (out_dir, name), 'wb') as f:
            f.write(gzip.compress(data, compresslevel=9, mtime=0))


if __name__ == '__main__':
    main()
