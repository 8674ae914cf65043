#!/bin/sh
# An editor that leaves the file as it is.
exit 0
