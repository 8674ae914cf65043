#!/usr/bin/env python3
# SPDX-FileCopyrightText: 2026 qkube authors
# SPDX-License-Identifier: Apache-2.0
"""Makes the templates kubesim fills in to publish a CRD in /openapi/v2 and /openapi/v3.

Usage: crd-template.py V2_JSON V3_JSON OUT_DIR

V2_JSON is /openapi/v2 and V3_JSON /openapi/v3/apis/stable.example.com/v1 of a v1.28.7 apiserver serving the
CronTab CRD of the acceptance fixtures (crontabs.stable.example.com, namespaced, version v1, no subresources).
Its three paths and two definitions (v3: and the meta.v1 schemas they refer to) are written to OUT_DIR/v2.json
and OUT_DIR/v3.json with the CRD's names replaced by placeholders ({{group}}, {{version}}, {{kind}},
{{plural}}, {{definition}}, {{tag}}, {{operation}}); the CronTab definition keeps only what the apiserver adds to
every CRD's schema (apiVersion, kind, metadata).
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


def template(paths, definitions):
    own = definitions[DEFINITION]
    own['properties'] = {k: v for k, v in own['properties'].items() if k in ('apiVersion', 'kind', 'metadata')}
    del own['type']
    return placeholders(json.dumps({'paths': paths, 'definitions': definitions}, indent=1, sort_keys=True)) + '\n'


def main():
    v2_path, v3_path, out_dir = sys.argv[1:4]
    v2 = json.load(open(v2_path))
    v3 = json.load(open(v3_path))
    ours = lambda items: {k: v for k, v in items.items() if k.startswith(('/apis/%s/' % GROUP, DEFINITION))}
    with open(out_dir + '/v2.json', 'w') as f:
        f.write(template(ours(v2['paths']), ours(v2['definitions'])))
    # v3: the CRD's schemas under "definitions" as in v2; the meta.v1 ones it refers to under "shared".
    schemas = v3['components']['schemas']
    text = template(v3['paths'], ours(schemas))
    shared = {k: v for k, v in schemas.items() if not k.startswith(DEFINITION)}
    document = json.loads(text)
    document['shared'] = shared
    with open(out_dir + '/v3.json', 'w') as f:
        f.write(json.dumps(document, indent=1, sort_keys=True) + '\n')


if __name__ == '__main__':
    main()
