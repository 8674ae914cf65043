#!/usr/bin/env bash
# SPDX-FileCopyrightText: 2026 qkube authors
# SPDX-License-Identifier: Apache-2.0
# Turns scripts/bench.sh's key=value figures into the Markdown tables of RESULTS.md.
awk -F= '
{ v[$1] = $2 }
function f(key, digits) { return (key in v) ? sprintf("%." digits "f", v[key]) : "–" }
function ratio(a, b) { return ((a in v) && (b in v) && v[b] > 0) ? sprintf("%.2f", v[a] / v[b]) : "–" }
END {
    print "## 1. Decode (50 MB list of 3-5 KB pods with managedFields; target ≥ 1000 MB/s)"
    print ""
    print "| list MB/s | list MB/s, dropping managedFields | watch MB/s | watch events/s | QJsonDocument MB/s (for scale) |"
    print "|---|---|---|---|---|"
    printf "| %s | %s | %s | %s | %s |\n\n", f("decode.decode.list_mb_s", 0), f("decode.decode.list_strip_mb_s", 0), f("decode.decode.watch_mb_s", 0), f("decode.decode.watch_events_s", 0), f("decode.decode.qjsondocument_mb_s", 0)
    print "## 2. Initial sync of every pod (informer, list then watch), against the curl floor and the peers"
    print ""
    print "Wall times in seconds, CPU = user+sys seconds of the client process, RSS = peak resident MB of the process."
    print ""
    print "| pods | list MB | curl wall | qkube wall | qkube/curl | qkube CPU | client-node CPU | qkube/client-node CPU | kubectl -o name CPU | qkube/kubectl CPU | qkube peak RSS | client-node peak RSS | qkube/client-node RSS |"
    print "|---|---|---|---|---|---|---|---|---|---|---|---|---|"
    n = split("1000 10000 100000", sizes, " ")
    for (i = 1; i <= n; i++) {
        s = sizes[i]
        if (!(("curl" s ".wall") in v)) continue
        printf "| %s | %s | %s | %s | %s | %s | %s | %s | %s | %s | %s | %s | %s |\n", s, f("sim" s ".list_mb", 0), f("curl" s ".wall", 2), f("qkubestrip" s ".sync.seconds", 2),
            ratio("qkubestrip" s ".sync.seconds", "curl" s ".wall"), f("qkubeproc" s ".cpu", 2), f("nodeproc" s ".cpu", 2), ratio("qkubeproc" s ".cpu", "nodeproc" s ".cpu"),
            f("kubectlname" s ".cpu", 2), ratio("qkubeproc" s ".cpu", "kubectlname" s ".cpu"), f("qkubeproc" s ".rss_mb", 0), f("nodeproc" s ".rss_mb", 0), ratio("qkubeproc" s ".rss_mb", "nodeproc" s ".rss_mb")
    }
    print ""
    print "Memory per cached pod (heap in use after sync / pods; target ≤ 1.2x the JSON kept):"
    print ""
    print "| pods | JSON/pod as sent | heap/pod | ratio | JSON/pod without managedFields | heap/pod with the transform | ratio | RSS after sync (MB) |"
    print "|---|---|---|---|---|---|---|---|"
    for (i = 1; i <= n; i++) {
        s = sizes[i]
        if (!(("qkube" s ".sync.json_per_object") in v)) continue
        printf "| %s | %s | %s | %s | %s | %s | %s | %s |\n", s, f("qkube" s ".sync.json_per_object", 0), f("qkube" s ".sync.heap_per_object", 0), ratio("qkube" s ".sync.heap_per_object", "qkube" s ".sync.json_per_object"),
            f("qkubestrip" s ".sync.json_per_object", 0), f("qkubestrip" s ".sync.heap_per_object", 0), ratio("qkubestrip" s ".sync.heap_per_object", "qkubestrip" s ".sync.json_per_object"), f("qkubestrip" s ".sync.rss_mb", 0)
    }
    print ""
    print "## 3. Watch throughput (10k pods; kubesim asked for 50k MODIFIED events/s)"
    print ""
    print "| | events/s received | CPU share (cores) | events per CPU second |"
    print "|---|---|---|---|"
    printf "| qkube engine, one thread, no network (decode → DeltaFIFO → indexer → handler) | %s | 1 | %s |\n", f("engine.pipeline.events_per_s", 0), f("engine.pipeline.events_per_cpu_s", 0)
    printf "| qkube informer over loopback | %s | %s | %s |\n", f("qkubewatch.watch.events_per_s", 0), f("qkubewatch.watch.cpu_share", 2), f("qkubewatch.watch.events_per_cpu_s", 0)
    printf "| client-node informer over loopback | %s | %s | %s |\n", f("nodewatch.watch.events_per_s", 0), f("nodewatch.watch.cpu_share", 2), f("nodewatch.watch.events_per_cpu_s", 0)
    printf "| curl (kubesim'"'"'s own watch serving rate) | %s | | |\n\n", f("simwatch.events_per_s", 0)
    print "## 4. GUI (real main window, offscreen)"
    print ""
    print "10k pods, table sorted by RESTARTS, kubesim restarting containers (each event changes a visible cell and moves its row):"
    print ""
    print "| restarts asked | events/s the pod feed received | rows changed/s (after coalescing per key) | longest GUI-thread stall (ms) | GUI-thread busy share |"
    print "|---|---|---|---|---|"
    for (r = 1; r <= 2; r++) {
        rate = (r == 1) ? 1000 : 5000
        printf "| %s/s | %s | %s | %s | %s |\n", rate, f("gui" rate ".gui.events_per_s", 0), f("gui" rate ".gui.rows_changed_per_s", 0), f("gui" rate ".gui.longest_stall_ms", 1), f("gui" rate ".gui.busy_share", 2)
    }
    print ""
    print "| 100k pods | sync (s) | RSS holding them (MB) | sort by name (ms) | sort by age (ms) | filter (ms) | clear filter (ms) |"
    print "|---|---|---|---|---|---|---|"
    printf "| window | %s | %s | %s | %s | %s | %s |\n\n", f("gui100k.gui.sync_seconds", 2), f("gui100k.gui.rss_mb", 0), f("gui100k.gui.sort_name_ms", 0), f("gui100k.gui.sort_age_ms", 0), f("gui100k.gui.filter_ms", 0), f("gui100k.gui.unfilter_ms", 0)
    print "## 5. Context switch between two clusters of 10k pods"
    print ""
    print "| switch until every pod shows (s) | RSS on the first cluster (MB) | RSS on the second (MB) | growth (MB) |"
    print "|---|---|---|---|"
    printf "| %s | %s | %s | %s |\n\n", f("switch.switch.seconds", 2), f("switch.switch.rss_first_mb", 0), f("switch.switch.rss_second_mb", 0), f("switch.switch.rss_growth_mb", 0)
    print "## 6. CLI: kubectl 1.32 (client-go) against qkubectl, `get pods -A`"
    print ""
    print "| pods | output | kubectl wall / CPU / RSS | qkubectl wall / CPU / RSS | qkubectl/kubectl CPU |"
    print "|---|---|---|---|---|"
    for (i = 1; i <= n; i++) {
        s = sizes[i]
        for (o = 1; o <= 2; o++) {
            out = (o == 1) ? "name" : "json"
            if (!(("kubectl" out s ".wall") in v)) continue
            printf "| %s | -o %s | %s / %s / %s | %s / %s / %s | %s |\n", s, out, f("kubectl" out s ".wall", 2), f("kubectl" out s ".cpu", 2), f("kubectl" out s ".rss_mb", 0),
                f("qkubectl" out s ".wall", 2), f("qkubectl" out s ".cpu", 2), f("qkubectl" out s ".rss_mb", 0), ratio("qkubectl" out s ".cpu", "kubectl" out s ".cpu")
        }
    }
    print ""
    print "## kubesim itself"
    print ""
    print "| pods | RSS holding them (MB) | list served to curl (MB/s) | kubesim CPU per list (s) |"
    print "|---|---|---|---|"
    for (i = 1; i <= n; i++) {
        s = sizes[i]
        if (!(("sim" s ".seed_rss_mb") in v)) continue
        printf "| %s | %s | %s | %s |\n", s, f("sim" s ".seed_rss_mb", 0), (("curl" s ".wall") in v && v["curl" s ".wall"] > 0) ? sprintf("%.0f", v["sim" s ".list_mb"] / v["curl" s ".wall"]) : "–", f("sim" s ".serve_cpu", 2)
    }
}' "$1"
