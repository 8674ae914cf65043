#!/usr/bin/env python3
# SPDX-FileCopyrightText: 2026 qkube authors
# SPDX-License-Identifier: Apache-2.0
"""Writes engine/codec/protobufschema.generated.cpp: the Kubernetes protobuf schema as data.

Two steps, so that the generator's input is in the tree and a test can regenerate the table from it:

    protobufschema_gen.py extract GIT_DIR_OF_A_KUBERNETES_CHECKOUT > tools/protobufschema/kubernetes-1.28.json
    protobufschema_gen.py generate tools/protobufschema/kubernetes-1.28.json [--check TABLE.cpp]

`extract` reads field numbers and value types from each package's generated.proto and the JSON side (name,
omitempty, inline, pointer) from the struct tags of the Go types beside it, because JSON's shape is defined
there. `generate` turns that description into the C++ table; with --check it compares instead of printing and
fails on any difference.
"""
import difflib
import json
import re
import subprocess
import sys

STAGING = "staging/src/k8s.io/"
# (proto package, folder, API group or None when the package has no kinds of its own)
PACKAGES = [
    ("k8s.io.apimachinery.pkg.apis.meta.v1", "apimachinery/pkg/apis/meta/v1", None),
    ("k8s.io.apimachinery.pkg.runtime", "apimachinery/pkg/runtime", None),
    ("k8s.io.apimachinery.pkg.util.intstr", "apimachinery/pkg/util/intstr", None),
    ("k8s.io.apimachinery.pkg.api.resource", "apimachinery/pkg/api/resource", None),
    ("k8s.io.api.core.v1", "api/core/v1", ""),
    ("k8s.io.api.apps.v1", "api/apps/v1", "apps"),
    ("k8s.io.api.batch.v1", "api/batch/v1", "batch"),
    ("k8s.io.api.networking.v1", "api/networking/v1", "networking.k8s.io"),
    ("k8s.io.api.rbac.v1", "api/rbac/v1", "rbac.authorization.k8s.io"),
    ("k8s.io.api.policy.v1", "api/policy/v1", "policy"),
    ("k8s.io.api.scheduling.v1", "api/scheduling/v1", "scheduling.k8s.io"),
    ("k8s.io.api.coordination.v1", "api/coordination/v1", "coordination.k8s.io"),
    ("k8s.io.api.events.v1", "api/events/v1", "events.k8s.io"),
    ("k8s.io.api.discovery.v1", "api/discovery/v1", "discovery.k8s.io"),
    ("k8s.io.api.autoscaling.v1", "api/autoscaling/v1", "autoscaling"),
    ("k8s.io.api.storage.v1", "api/storage/v1", "storage.k8s.io"),
]
META = "k8s.io.apimachinery.pkg.apis.meta.v1."
# Types whose JSON is not their fields: the codec writes these itself.
SPECIAL = {
    META + "Time": "Time",
    META + "MicroTime": "MicroTime",
    META + "Duration": "Duration",
    META + "FieldsV1": "FieldsV1",
    "k8s.io.apimachinery.pkg.util.intstr.IntOrString": "IntOrString",
    "k8s.io.apimachinery.pkg.api.resource.Quantity": "Quantity",
    "k8s.io.apimachinery.pkg.api.resource.QuantityValue": "Quantity",
    "k8s.io.apimachinery.pkg.runtime.RawExtension": "RawExtension",
}
SCALARS = {"string": "String", "bytes": "Bytes", "int32": "Int32", "int64": "Int64", "bool": "Bool",
           "double": "Double"}


def git_show(git_dir, path):
    return subprocess.run(["git", "--git-dir", git_dir, "show", "HEAD:" + path], check=True,
                          capture_output=True, text=True).stdout


def git_ls(git_dir, folder):
    out = subprocess.run(["git", "--git-dir", git_dir, "ls-tree", "--name-only", "HEAD", folder + "/"],
                         check=True, capture_output=True, text=True).stdout
    return [line for line in out.split("\n") if line]


def parse_proto(text, package):
    """{message name: {"fields": [(label, type, name, number, key type or None)], "nullable": bool}}"""
    messages = {}
    current = None
    comments = []
    for line in text.split("\n"):
        stripped = line.strip()
        if stripped.startswith("//"):
            comments.append(stripped)
            continue
        m = re.match(r"^message (\w+) \{", line)
        if m:
            current = {"fields": [], "nullable": any("+protobuf.nullable=true" in c for c in comments)}
            messages[m.group(1)] = current
        elif line.startswith("}"):
            current = None
        elif current is not None:
            m = re.match(r"^\s*(optional|repeated|required)\s+(\S+)\s+(\w+)\s*=\s*(\d+)", line)
            if m:
                current["fields"].append((m.group(1), m.group(2), m.group(3), int(m.group(4)), None))
            m = re.match(r"^\s*map<\s*(\S+)\s*,\s*(\S+)\s*>\s+(\w+)\s*=\s*(\d+)", line)
            if m:
                current["fields"].append(("map", m.group(2), m.group(3), int(m.group(4)), m.group(1)))
        if stripped:
            comments = [] if not stripped.startswith("//") else comments
    return messages


def parse_go_structs(git_dir, folder):
    """{struct name: {"fields": [(proto name, json name, omitempty, inline, pointer)], "typemeta": bool}}"""
    structs = {}
    for path in git_ls(git_dir, STAGING + folder):
        base = path.rsplit("/", 1)[-1]
        if not base.endswith(".go") or base.endswith("_test.go") or base.startswith("zz_") or \
                base == "generated.pb.go":
            continue
        current = None
        for line in git_show(git_dir, path).split("\n"):
            m = re.match(r"^type (\w+) struct \{", line)
            if m:
                current = {"fields": [], "typemeta": False}
                structs[m.group(1)] = current
                continue
            if line.startswith("}"):
                current = None
                continue
            if current is None or line.strip().startswith("//"):
                continue
            decl, _, tag = line.strip().partition("`")
            words = decl.split()
            if words and words[-1].endswith("TypeMeta") and 'json:",inline"' in tag:
                current["typemeta"] = True
            proto = re.search(r'protobuf:"([^"]*)"', tag)
            if not proto or not words:
                continue
            if proto.group(1) == "-":
                continue
            # An embedded struct's tag may leave the name out: it is then the type's name in lowerCamelCase.
            name = next((p[5:] for p in proto.group(1).split(",") if p.startswith("name=")),
                        words[-1].lstrip("*")[:1].lower() + words[-1].lstrip("*")[1:])
            go_type = words[-1]
            json_tag = re.search(r'json:"([^"]*)"', tag)
            embedded = len(words) == 1
            if json_tag:
                parts = json_tag.group(1).split(",")
                json_name = parts[0]
                inline = "inline" in parts[1:] or (embedded and not json_name)
                omitempty = "omitempty" in parts[1:]
            else:
                json_name, inline, omitempty = ("" if embedded else words[0]), embedded, False
            current["fields"].append((name, json_name, omitempty, inline, go_type.startswith("*")))
    return structs


def extract(git_dir):
    """The schema as JSON: one message a line, its fields in JSON order."""
    messages = []
    for package, folder, group in PACKAGES:
        protos = parse_proto(git_show(git_dir, STAGING + folder + "/generated.proto"), package)
        structs = parse_go_structs(git_dir, folder)
        for name, proto in protos.items():
            full = package + "." + name
            special = SPECIAL.get(full, "ItemsArray" if proto["nullable"] else "None")
            go = structs.get(name, {"fields": [], "typemeta": False})
            by_proto = {f[2]: f for f in proto["fields"]}
            ordered = []
            for proto_name, json_name, omitempty, inline, pointer in go["fields"]:
                if proto_name in by_proto:
                    ordered.append((by_proto.pop(proto_name), json_name, omitempty, inline, pointer))
            for rest in proto["fields"]:  # fields only the proto names (special types): JSON name = proto name
                if rest[2] in by_proto:
                    ordered.append((rest, rest[2], True, False, False))
            kind = None
            if group is not None and go["typemeta"]:
                kind = [group + "/v1" if group else "v1", name]
            fields = [{"number": number, "label": label, "type": type_name, "key": key, "json": json_name,
                       "omitempty": omitempty, "inline": inline, "pointer": pointer}
                      for (label, type_name, _, number, key), json_name, omitempty, inline, pointer in ordered]
            messages.append({"name": full, "package": package, "special": special, "kind": kind,
                             "fields": fields})
    lines = [json.dumps(m, separators=(",", ":")) for m in messages]
    return "[\n" + ",\n".join(lines) + "\n]\n"


def generate(description):
    """The C++ table for the schema `extract` wrote."""
    messages = [(m["name"], m["package"], m["special"],
                 [((f["label"], f["type"], None, f["number"], f["key"]), f["json"], f["omitempty"], f["inline"],
                   f["pointer"]) for f in m["fields"]],
                 tuple(m["kind"]) if m["kind"] else None)
                for m in json.loads(description)]
    index = {m[0]: i for i, m in enumerate(messages)}

    def resolve(type_name, package):
        if type_name in SCALARS:
            return SCALARS[type_name], -1
        full = type_name if "." in type_name else package + "." + type_name
        if full not in index:
            sys.exit("unknown message type " + full)
        return "Message", index[full]

    out = []
    out.append("// SPDX-FileCopyrightText: 2026 qkube authors")
    out.append("// SPDX-License-Identifier: Apache-2.0")
    out.append("// Generated by tools/protobufschema/protobufschema_gen.py from kubernetes-1.28.json beside it (Kubernetes")
    out.append("// 1.28's generated.proto files and the JSON tags of their Go types). Do not edit: run the script again.")
    out.append('#include "protobufschema.h"')
    out.append("")
    out.append("#include <iterator>")
    out.append("")
    out.append("namespace kube::detail {")
    out.append("")
    fields_out, index_out = [], []
    for full, package, special, ordered, kind in messages:
        numbers = {}
        for position, ((label, type_name, _, number, key), json_name, omitempty, inline, pointer) in \
                enumerate(ordered):
            if key is not None and key != "string":
                sys.exit("map key %s in %s" % (key, full))
            value, message = resolve(type_name, package)
            flags = []
            if label == "repeated":
                flags.append("ProtobufField::Repeated")
            if label == "map":
                flags.append("ProtobufField::Map")
            if pointer:
                flags.append("ProtobufField::Pointer")
            if omitempty:
                flags.append("ProtobufField::OmitEmpty")
            if inline:
                flags.append("ProtobufField::Inline")
            fields_out.append('    {%d, ProtobufValue::%s, %s, %d, "%s"},' % (
                number, value, " | ".join(flags) or "0", message, json_name))
            numbers[number] = position
        top = max(numbers) if numbers else 0
        index_out.append("    " + ", ".join(str(numbers.get(n, -1)) for n in range(top + 1)) + ",")
    # The per-message index arrays are flattened: compute each message's offset into them.
    offsets, at = [], 0
    for line in index_out:
        offsets.append(at)
        at += line.count(",")
    messages_out = []
    for i, (full, package, special, ordered, kind) in enumerate(messages):
        first_field = sum(len(m[3]) for m in messages[:i])
        top = index_out[i].count(",") - 1
        messages_out.append('    {"%s", ProtobufSpecial::%s, %d, %d, %d, %d},' % (
            full, special, first_field, len(ordered), offsets[i], top))
    out.append("const ProtobufField protobufFields[] = {")
    out.extend(fields_out)
    out.append("};")
    out.append("")
    out.append("const qint16 protobufFieldIndex[] = {")
    out.extend(index_out)
    out.append("};")
    out.append("")
    out.append("const ProtobufMessage protobufMessages[] = {")
    out.extend(messages_out)
    out.append("};")
    out.append("const qsizetype protobufMessageCount = std::size(protobufMessages);")
    out.append("")
    out.append("const ProtobufKind protobufKinds[] = {")
    for i, m in enumerate(messages):
        if m[4]:
            out.append('    {"%s", "%s", %d},' % (m[4][0], m[4][1], i))
    out.append("};")
    out.append("const qsizetype protobufKindCount = std::size(protobufKinds);")
    out.append("")
    out.append("} // namespace kube::detail")
    return "\n".join(out) + "\n"


def main():
    usage = "usage: protobufschema_gen.py extract GIT_DIR | generate SCHEMA.json [--check TABLE.cpp]"
    if len(sys.argv) == 3 and sys.argv[1] == "extract":
        sys.stdout.write(extract(sys.argv[2]))
    elif len(sys.argv) in (3, 5) and sys.argv[1] == "generate":
        with open(sys.argv[2], encoding="utf-8") as f:
            table = generate(f.read())
        if len(sys.argv) == 3:
            sys.stdout.write(table)
            return
        if sys.argv[3] != "--check":
            sys.exit(usage)
        with open(sys.argv[4], encoding="utf-8") as f:
            committed = f.read()
        if committed != table:
            sys.stdout.writelines(difflib.unified_diff(committed.splitlines(True), table.splitlines(True),
                                                       sys.argv[4], "regenerated", n=1))
            sys.exit("%s differs from what %s generates: run generate again" % (sys.argv[4], sys.argv[2]))
    else:
        sys.exit(usage)


if __name__ == "__main__":
    main()
