#!/bin/bash
# SPDX-FileCopyrightText: 2026 qkube authors
# SPDX-License-Identifier: Apache-2.0
# `logs` of a 1 GiB container log to /dev/null through qkubectl and kubectl: throughput and peak RSS.
# kubesim writes logs at tens of MB/s, far below what is measured here, so a minimal apiserver stand-in
# (python3, plain HTTP: discovery, the pod, its log as fast as loopback takes it) serves them.
# usage: tests/bench/logs_throughput.sh [BUILD_DIR] [MiB]   (defaults: build, 1024)
set -euo pipefail
build=${1:-build}
mebibytes=${2:-1024}
work=$(mktemp -d)
trap 'kill "$server" 2>/dev/null || true; rm -rf "$work"' EXIT
cat > "$work/server.py" <<'PY'
import json, socket, socketserver, sys
total = int(sys.argv[1]) * 1024 * 1024
line = b"2026-01-01T00:00:00.000000000Z INFO GET /api/items/1234 200 12ms a line of about a hundred bytes seq=0\n"
block = line * (1024 * 1024 // len(line))
pod = {"kind": "Pod", "apiVersion": "v1", "metadata": {"name": "big", "namespace": "default", "uid": "1"},
       "spec": {"nodeName": "node-1", "containers": [{"name": "app", "image": "busybox"}]},
       "status": {"phase": "Running"}}
resources = {"kind": "APIResourceList", "apiVersion": "v1", "groupVersion": "v1", "resources": [
    {"name": "pods", "singularName": "pod", "namespaced": True, "kind": "Pod", "verbs": ["get", "list"], "shortNames": ["po"]},
    {"name": "pods/log", "singularName": "", "namespaced": True, "kind": "Pod", "verbs": ["get"]}]}
routes = {"/api": {"kind": "APIVersions", "versions": ["v1"], "serverAddressByClientCIDRs": [{"clientCIDR": "0.0.0.0/0", "serverAddress": "127.0.0.1"}]},
          "/apis": {"kind": "APIGroupList", "apiVersion": "v1", "groups": []},
          "/api/v1": resources,
          "/api/v1/namespaces/default/pods/big": pod}
class Handler(socketserver.StreamRequestHandler):
    def handle(self):
        while True:
            request = self.rfile.readline()
            if not request:
                return
            while self.rfile.readline() not in (b"\r\n", b"\n", b""):
                pass
            path = request.split(b" ")[1].decode().split("?")[0]
            if path == "/api/v1/namespaces/default/pods/big/log":
                self.wfile.write(b"HTTP/1.1 200 OK\r\nContent-Type: text/plain\r\nContent-Length: %d\r\n\r\n" % total)
                sent = 0
                while sent < total:
                    piece = block[: total - sent]
                    self.connection.sendall(piece)
                    sent += len(piece)
                continue
            body = json.dumps(routes[path]).encode() if path in routes else b'{"kind":"Status","apiVersion":"v1","status":"Failure","reason":"NotFound","code":404}'
            status = b"200 OK" if path in routes else b"404 Not Found"
            self.wfile.write(b"HTTP/1.1 " + status + b"\r\nContent-Type: application/json\r\nContent-Length: %d\r\n\r\n" % len(body) + body)
            self.wfile.flush()
class Server(socketserver.ThreadingTCPServer):
    daemon_threads = True
    allow_reuse_address = True
server = Server(("127.0.0.1", 0), Handler)
print(server.server_address[1], flush=True)
server.serve_forever()
PY
python3 "$work/server.py" "$mebibytes" > "$work/port" &
server=$!
for _ in $(seq 100); do [ -s "$work/port" ] && break; sleep 0.1; done
port=$(cat "$work/port")
cat > "$work/kubeconfig" <<KC
apiVersion: v1
kind: Config
clusters: [{name: bench, cluster: {server: "http://127.0.0.1:$port"}}]
users: [{name: bench, user: {}}]
contexts: [{name: bench, context: {cluster: bench, user: bench, namespace: default}}]
current-context: bench
KC
# MB/s (10^6 bytes) of the whole command, start-up included, and its peak RSS.
measure() {
    /usr/bin/time -f '%e %M' -o "$work/time" "$@" logs big --kubeconfig "$work/kubeconfig" > /dev/null
    awk -v bytes=$((mebibytes * 1024 * 1024)) '{ printf "%8.0f MB/s %6d MB RSS", bytes / $1 / 1e6, $2 / 1024 }' "$work/time"
}
printf 'logs of %d MiB to /dev/null\n' "$mebibytes"
printf '  qkubectl %s\n' "$(measure "$build/app/qkubectl")"
if command -v kubectl > /dev/null; then
    printf '  kubectl  %s\n' "$(measure kubectl)"
fi
