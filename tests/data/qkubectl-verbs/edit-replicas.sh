#!/bin/sh
# An editor that sets the Deployment's replicas to 6.
sed -i "s/^  replicas: .*/  replicas: 6/" "$1"
