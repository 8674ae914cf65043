#!/usr/bin/env bash
# SPDX-FileCopyrightText: 2026 qkube authors
# SPDX-License-Identifier: Apache-2.0
# Records what kubectl prints on a real v1.28.7 apiserver for tst_kubectlperresource (tests/data/kubectlperresource):
# for every resource the server lists, the objects of namespace bench-live (or the cluster-scoped objects named
# below) as a List, and kubectl's `get`, `get -o wide` and `describe` of them. The server must hold load-data.sh's
# and load-live.py's objects (../shared/real-apiserver); this adds extra-kinds.yaml and a CSR first.
# Usage: KUBECONFIG=<the real server's> tools/kubectl-per-resource/record.sh tests/data/kubectlperresource
# kubectl 1.32 records (the test's client: kubesim says it is 1.32, and a version-dispatching kubectl would pick
# 1.28 for the real server); KUBECTL names another.
set -euo pipefail
kubectl() { "${KUBECTL:-/usr/lib/google-cloud-sdk/bin/kubectl.1.32}" "$@"; }
out=${1:?usage: record.sh OUTDIR}
here=$(cd "$(dirname "$0")" && pwd)
ns=bench-live
mkdir -p "$out"
kubectl apply -f "$here/extra-kinds.yaml" >/dev/null
if ! kubectl get csr live-csr >/dev/null 2>&1; then
    tmp=$(mktemp -d)
    openssl req -new -newkey rsa:2048 -nodes -keyout "$tmp/key" -subj "/CN=jane@example.com/O=developers" \
        -out "$tmp/csr" 2>/dev/null
    kubectl create -f - >/dev/null <<Y
apiVersion: certificates.k8s.io/v1
kind: CertificateSigningRequest
metadata: {name: live-csr}
spec:
  request: $(base64 -w0 <"$tmp/csr")
  signerName: kubernetes.io/kube-apiserver-client
  expirationSeconds: 86400
  usages: [client auth]
Y
    rm -rf "$tmp"
fi

# Cluster-scoped objects worth comparing: what load-live.py, load-data.sh and extra-kinds.yaml made, and a few
# of the server's own.
declare -A named=(
    [nodes]="live-node-1 live-node-2 live-node-3"
    [namespaces]="bench-live"
    [persistentvolumes]="live-pv-bound live-pv-free"
    [ingressclasses.networking.k8s.io]="nginx-live"
    [clusterrolebindings.rbac.authorization.k8s.io]="live-viewers"
    [clusterroles.rbac.authorization.k8s.io]="bench-reader view"
    [priorityclasses.scheduling.k8s.io]="live-critical system-cluster-critical"
    [runtimeclasses.node.k8s.io]="live-gvisor"
    [csidrivers.storage.k8s.io]="live.csi.example.com"
    [csinodes.storage.k8s.io]="live-node-1"
    [storageclasses.storage.k8s.io]="fast standard"
    [volumeattachments.storage.k8s.io]="live-attachment"
    [customresourcedefinitions.apiextensions.k8s.io]="crontabs.stable.example.com"
    [apiservices.apiregistration.k8s.io]="v1. v1.apps v1beta3.flowcontrol.apiserver.k8s.io"
    [flowschemas.flowcontrol.apiserver.k8s.io]="exempt global-default"
    [prioritylevelconfigurations.flowcontrol.apiserver.k8s.io]="exempt global-default"
    [certificatesigningrequests.certificates.k8s.io]="live-csr"
    [mutatingwebhookconfigurations.admissionregistration.k8s.io]="live-mutating"
    [validatingwebhookconfigurations.admissionregistration.k8s.io]="live-validating"
)

for resource in $(kubectl api-resources --verbs=list --namespaced=true -o name); do
    [ -n "$(kubectl get "$resource" -n "$ns" -o name)" ] || continue
    kubectl get "$resource" -n "$ns" -o json >"$out/$resource.json"
    kubectl get "$resource" -n "$ns" >"$out/$resource.get.txt"
    kubectl get "$resource" -n "$ns" -o wide >"$out/$resource.wide.txt"
    kubectl describe "$resource" -n "$ns" >"$out/$resource.describe.txt"
done
for resource in "${!named[@]}"; do
    read -ra names <<<"${named[$resource]}"
    kubectl get "$resource" "${names[@]}" -o json >"$out/$resource.json"
    kubectl get "$resource" "${names[@]}" >"$out/$resource.get.txt"
    kubectl get "$resource" "${names[@]}" -o wide >"$out/$resource.wide.txt"
    kubectl describe "$resource" "${names[@]}" >"$out/$resource.describe.txt"
done
echo "recorded $(ls "$out"/*.json | wc -l) resources into $out"
