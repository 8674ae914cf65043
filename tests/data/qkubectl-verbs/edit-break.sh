#!/bin/sh
# An editor that breaks the YAML (an unclosed flow sequence), every time it is opened.
sed -i "s/^kind: Deployment/kind: [Deployment/" "$1"
cp "$1" "$1.seen"
