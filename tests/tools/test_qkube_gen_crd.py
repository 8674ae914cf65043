#!/usr/bin/env python3
# SPDX-FileCopyrightText: 2026 qkube authors
# SPDX-License-Identifier: Apache-2.0
"""qkube-gen for CRDs: the committed sample output is what it writes, and the schemas it must map with care or
refuse (C++ keywords, fields differing only in case, $refs, schemas containing themselves, colliding names)."""

import importlib.util
import os
import subprocess
import sys
import tempfile
import textwrap
import unittest

HERE = os.path.dirname(os.path.abspath(__file__))
TOOL = os.path.join(HERE, "..", "..", "tools", "qkube-gen", "qkube_gen_crd.py")
SAMPLE = os.path.join(HERE, "..", "data", "crd")
spec = importlib.util.spec_from_file_location("qkube_gen_crd", TOOL)
qkube_gen_crd = importlib.util.module_from_spec(spec)
spec.loader.exec_module(qkube_gen_crd)


def crd(schema_yaml, kind="Widget"):
    """A one-version CRD manifest around an openAPIV3Schema given as YAML."""
    return textwrap.dedent("""\
        apiVersion: apiextensions.k8s.io/v1
        kind: CustomResourceDefinition
        metadata: {name: widgets.example.qkube.io}
        spec:
          group: example.qkube.io
          scope: Namespaced
          names: {plural: widgets, kind: %s}
          versions:
          - name: v1
            served: true
            storage: true
            schema:
              openAPIV3Schema:
        """) % kind + textwrap.indent(textwrap.dedent(schema_yaml), " " * 10)


class QkubeGenCrdTest(unittest.TestCase):
    def generate(self, schema_yaml):
        with tempfile.NamedTemporaryFile("w", suffix=".yaml", delete=False) as f:
            f.write(crd(schema_yaml))
        self.addCleanup(os.unlink, f.name)
        return qkube_gen_crd.outputs(qkube_gen_crd.read_crds([f.name]))

    def refused(self, schema_yaml):
        with self.assertRaises(qkube_gen_crd.CrdError) as refused:
            self.generate(schema_yaml)
        return str(refused.exception)

    def test_the_committed_sample_is_what_it_writes(self):
        run = subprocess.run([sys.executable, TOOL, os.path.join(SAMPLE, "widgets-crd.yaml"), "--out",
                              os.path.join(SAMPLE, "generated"), "--check"], capture_output=True, text=True)
        self.assertEqual(run.returncode, 0, run.stdout + run.stderr)

    def test_it_writes_into_the_current_folder(self):
        with tempfile.TemporaryDirectory() as folder:
            run = subprocess.run([sys.executable, TOOL, os.path.abspath(os.path.join(SAMPLE, "widgets-crd.yaml"))],
                                 cwd=folder, capture_output=True, text=True)
            self.assertEqual(run.returncode, 0, run.stderr)
            self.assertTrue(os.path.exists(os.path.join(folder, "api", "example", "v1", "widget.h")))
            self.assertTrue(os.path.exists(os.path.join(folder, "api", "example", "v1beta1", "client.h")))
            self.assertFalse(os.path.exists(os.path.join(folder, "api", "example", "v1alpha1")), "not served")

    def test_keywords_get_a_trailing_underscore_and_keep_their_json_name(self):
        files = self.generate("""\
            type: object
            properties:
              namespace: {type: string}
              default: {type: string}
              template: {type: string}
              class: {type: string}
            """)
        header = files["api/example/v1/widget.h"]
        for name in ("namespace", "default", "template", "class"):
            self.assertIn(f"std::optional<QString> {name}_;", header)
            self.assertIn(f'visit("{name}", self.{name}_);', header)

    def test_fields_differing_only_in_case_are_two_members_and_two_structs(self):
        header = self.generate("""\
            type: object
            properties:
              spec: {type: object, properties: {a: {type: string}}}
              Spec: {type: object, properties: {b: {type: string}}}
            """)["api/example/v1/widget.h"]
        # In JSON name order, capitals first: Spec takes the plain name.
        self.assertIn("kube::api::Box<WidgetSpec> Spec;", header)
        self.assertIn("kube::api::Box<WidgetSpec2> spec;", header)
        self.assertIn("struct WidgetSpec2\n", header)

    def test_names_that_collide_in_cpp_are_refused(self):
        message = self.refused("""\
            type: object
            properties:
              max-size: {type: string}
              max_size: {type: string}
            """)
        self.assertIn("max_size", message)
        self.assertIn("both map to the C++ name", message)

    def test_a_ref_points_nowhere(self):
        message = self.refused("""\
            type: object
            properties:
              spec:
                type: object
                properties:
                  item: {$ref: "#/definitions/Item"}
            """)
        self.assertIn("spec.item: $ref '#/definitions/Item' points nowhere", message)

    def test_a_ref_in_a_validation_list_points_nowhere(self):
        message = self.refused("""\
            type: object
            properties:
              size:
                type: integer
                anyOf: [{type: integer}, {$ref: "#/components/schemas/Size"}]
            """)
        self.assertIn("size.anyOf: $ref '#/components/schemas/Size' points nowhere", message)

    def test_a_field_named_as_its_struct_gets_an_underscore(self):
        header = self.generate("""\
            type: object
            properties:
              Widget: {type: string}
            """)["api/example/v1/widget.h"]
        self.assertIn("std::optional<QString> Widget_;", header)
        self.assertIn('visit("Widget", self.Widget_);', header)

    def test_a_schema_containing_itself_is_refused(self):
        message = self.refused("""\
            type: object
            properties:
              node: &node
                type: object
                properties:
                  children: {type: array, items: *node}
            """)
        self.assertIn("node.children[]: the schema contains itself", message)

    def test_structural_rules(self):
        header = self.generate("""\
            type: object
            x-kubernetes-preserve-unknown-fields: true
            properties:
              port: {x-kubernetes-int-or-string: true}
              size: {x-kubernetes-int-or-string: true, pattern: "^([KMGTPE]i)$"}
              raw: {type: object, x-kubernetes-preserve-unknown-fields: true}
              count: {type: integer, nullable: true, default: 3}
              when: {type: string, format: date-time}
              child:
                type: object
                x-kubernetes-embedded-resource: true
                properties: {extra: {type: string}}
            """)["api/example/v1/widget.h"]
        self.assertIn("std::optional<kube::api::IntOrString> port;", header)
        self.assertIn("std::optional<kube::Quantity> size;", header)
        self.assertIn("std::optional<QJsonValue> raw;", header)
        self.assertIn("// (nullable: a null is kept in unknownFields) (default: 3)\n    std::optional<qint64> count;",
                      header)
        self.assertIn("std::optional<kube::api::Time> when;", header)
        self.assertIn("Every other field is kept, as raw JSON, in unknownFields.", header)
        child = header[header.index("struct WidgetChild\n"):]
        self.assertIn("kube::api::Box<kube::api::meta::v1::ObjectMeta> metadata;", child)
        self.assertIn("std::optional<QString> extra;", child)

    def test_a_manifest_without_a_crd_is_refused(self):
        with tempfile.NamedTemporaryFile("w", suffix=".yaml", delete=False) as f:
            f.write("apiVersion: v1\nkind: ConfigMap\n")
        self.addCleanup(os.unlink, f.name)
        run = subprocess.run([sys.executable, TOOL, f.name, "--list"], capture_output=True, text=True)
        self.assertEqual(run.returncode, 1)
        self.assertIn("no CustomResourceDefinition in it", run.stderr)


if __name__ == "__main__":
    unittest.main()
