#!/usr/bin/env python3
# SPDX-FileCopyrightText: 2026 qkube authors
# SPDX-License-Identifier: Apache-2.0
"""Makes the template kubesim fills in to publish a CRD in /openapi/v2.

Usage: crd-template.py V2_JSON OUT_JSON

V2_JSON is /openapi/v2 of a v1.28.7 apiserver serving the CronTab CRD of the acceptance fixtures
(crontabs.stable.example.com, namespaced, version v1, no subresources). Its three paths and two definitions are
written to OUT_JSON with the CRD's names replaced by placeholders ({{group}}, {{version}}, {{kind}}, {{plural}},
{{definition}}, {{tag}}, {{operation}}); the CronTab definition keeps only what the apiserver adds to every CRD's
schema (apiVersion, kind, metadata).
"""
import json
import sys

GROUP, VERSION, KIND, PLURAL = 'stable.example.com', 'v1', 'CronTab', 'crontabs'
DEFINITION = 'com.example.stable.v1.CronTab'


def placeholders(text):
    for real, placeholder in ((DEFINITION, '{{definition}}'), ('stableExampleCom_v1', '{{tag}}'),
                              ('StableExampleComV1', '{{operation}}'),
                              ('/apis/%s/%s/' % (GROUP, VERSION), '/apis/{{group}}/{{version}}/'),
                              ('"version": "%s"' % VERSION, '"version": "{{version}}"'),
                              (GROUP, '{{group}}'), (PLURAL, '{{plural}}'), (KIND, '{{kind}}')):
        text = text.replace(real, placeholder)
    return text


def main():
    json_path, out_path = sys.argv[1:3]
    document = json.load(open(json_path))
    paths = {p: v for p, v in document['paths'].items() if p.startswith('/apis/%s/' % GROUP)}
    definitions = {n: v for n, v in document['definitions'].items() if n.startswith(DEFINITION)}
    own = definitions[DEFINITION]
    own['properties'] = {k: v for k, v in own['properties'].items() if k in ('apiVersion', 'kind', 'metadata')}
    del own['type']
    template = {'paths': paths, 'definitions': definitions}
    with open(out_path, 'w') as f:
        f.write(placeholders(json.dumps(template, indent=1, sort_keys=True)) + '\n')


if __name__ == '__main__':
    main()
