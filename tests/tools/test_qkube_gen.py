#!/usr/bin/env python3
# SPDX-FileCopyrightText: 2026 qkube authors
# SPDX-License-Identifier: Apache-2.0
"""qkube-gen on schemas it must map with care or refuse: C++ keywords, cycles, $refs that point nowhere,
fields differing only in case."""

import importlib.util
import os
import unittest

TOOL = os.path.join(os.path.dirname(__file__), "..", "..", "tools", "qkube-gen", "qkube_gen.py")
spec = importlib.util.spec_from_file_location("qkube_gen", TOOL)
qkube_gen = importlib.util.module_from_spec(spec)
spec.loader.exec_module(qkube_gen)

PREFIX = "io.k8s.api.example.v1."


def ref(name):
    return {"allOf": [{"$ref": "#/components/schemas/" + PREFIX + name}]}


def generate(schemas):
    full = {PREFIX + name: schema for name, schema in schemas.items()}
    return qkube_gen.Generator(full, {("example", "v1", "Widget"): ("widgets", True)}, {("example", "v1")}).files()


class QkubeGenTest(unittest.TestCase):
    def test_keywords_get_a_trailing_underscore_and_keep_their_json_name(self):
        fields = {name: {"type": "string"} for name in ("namespace", "default", "template", "class", "operator")}
        files = generate({"Widget": {"type": "object", "properties": fields}})
        header = files["api/example/v1/widget.h"]
        for name in fields:
            self.assertIn(f"std::optional<QString> {name}_;", header)
            self.assertIn(f'visit("{name}", self.{name}_);', header)

    def test_a_kind_names_its_resource(self):
        files = generate({"Widget": {"type": "object", "properties": {"size": {"type": "integer", "format": "int32"}},
                                     "required": ["size"],
                                     "x-kubernetes-group-version-kind": [
                                         {"group": "example", "version": "v1", "kind": "Widget"}]}})
        header = files["api/example/v1/widget.h"]
        self.assertIn('staticApiVersion[] = "example/v1";', header)
        self.assertIn('staticResource[] = "widgets";', header)
        self.assertIn("qint32 size = 0;", header)

    def test_a_cycle_is_refused(self):
        with self.assertRaises(SystemExit) as refused:
            generate({"A": {"type": "object", "properties": {"b": ref("B")}},
                      "B": {"type": "object", "properties": {"a": {"type": "array", "items": ref("A")}}}})
        self.assertIn("cycle", str(refused.exception))

    def test_a_schema_holding_its_own_type_boxes_it_and_lists_it_by_value(self):
        files = generate({"A": {"type": "object", "properties": {"not": ref("A"), "allOf": {"type": "array", "items": ref("A")}}}})
        header = files["api/example/v1/a.h"]
        self.assertIn("kube::api::Box<kube::api::example::v1::A> not_;", header)
        self.assertIn("std::optional<QList<kube::api::example::v1::A>> allOf;", header)
        self.assertNotIn('#include "api/example/v1/a.h"', header)

    def test_an_optional_struct_is_boxed_a_required_one_held_inline(self):
        files = generate({"A": {"type": "object", "properties": {"spec": ref("B"), "status": ref("B"),
                                                                 "when": ref("Time")}, "required": ["status"]},
                          "B": {"type": "object", "properties": {"x": {"type": "string"}}},
                          "Time": {"type": "string"}})
        header = files["api/example/v1/a.h"]
        self.assertIn("kube::api::Box<kube::api::example::v1::B> spec;", header)
        self.assertIn("    kube::api::example::v1::B status;", header)
        self.assertIn("std::optional<QJsonValue> when;", header)

    def test_a_schema_requiring_its_own_type_is_refused(self):
        with self.assertRaises(SystemExit) as refused:
            generate({"A": {"type": "object", "properties": {"self": ref("A")}, "required": ["self"]}})
        self.assertIn("no value is finite", str(refused.exception))

    def test_a_ref_to_nowhere_is_refused(self):
        with self.assertRaises(SystemExit) as refused:
            generate({"A": {"type": "object", "properties": {"b": ref("Missing")}}})
        self.assertIn("which no document defines", str(refused.exception))

    def test_fields_differing_only_in_case_are_refused(self):
        with self.assertRaises(SystemExit) as refused:
            generate({"A": {"type": "object", "properties": {"size": {"type": "string"}, "Size": {"type": "string"}}}})
        self.assertIn("differing only in case", str(refused.exception))

    def test_a_schema_without_properties_is_raw_json(self):
        files = generate({"A": {"type": "object", "properties": {"raw": ref("Raw")}}, "Raw": {"type": "object"}})
        self.assertIn("std::optional<QJsonValue> raw;", files["api/example/v1/a.h"])


if __name__ == "__main__":
    unittest.main()
